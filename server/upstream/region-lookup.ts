// The visitor's region (the determineCity call) in a cache of its own, keyed by network:
// /24 for IPv4, /64 for IPv6 (one subscriber's block, as the rate limits group IPv6 in
// rate-limit/address-key.ts). In the shared upstream cache every new address took an entry
// and a burst of new visitors pushed the campaign pages' data out of it; here
// they only push each other out. A global ceiling bounds the upstream determine calls per
// second: over it the visitor has no region and the page renders without one (its picker
// shows the first city, docs/product.md §6). Within it each holder of addresses (an IPv4 /16,
// an IPv6 /32: a provider's block, larger than any one customer's) takes at most a tenth
// per second, so a flood from one network's fresh /64s leaves the rest for everyone else;
// and a quarter of each second is kept for quiet holders, those that took fewer than
// QUIET_TAKES in this minute and the last, as the card-lookup ceiling keeps a part for quiet
// addresses (docs/decisions/120-fair-admission.md): a flood from many /16s takes the rest
// within seconds and then stops short of the reserve, which a real visitor's provider, asked
// for a region now and then, still finds open. A quiet holder that finds the second full
// books one of the next second's reserved takes and waits for it (under a second), so a few
// visitors arriving together all get their region.
import { isIP } from 'node:net';
import { LRUCache } from 'lru-cache';
import { buildCallPath } from '#shared/api/calls.js';
import type { City } from '#shared/api/schemas.js';
import { addressKey, holderKey, networkKey } from '../rate-limit/address-key.js';
import { callSchema } from './call-schemas.js';
import type { UpstreamClient } from './client.js';
import { FAILURE_MEMORY_MS } from './upstream-cache.js';

export interface RegionLookupOptions {
  /** 0: no cache (every lookup asks, within the ceiling), as the upstream cache when off. */
  ttlMs: number;
  callsPerSecond: number;
  maxNetworks?: number;
  now?: () => number;
}

export interface RegionLookup {
  /** The region of a valid IP, or null (unknown, failed, over the ceiling). */
  regionOf(ip: string): Promise<City | null>;
}

/** `203.0.113.7` → `203.0.113.0/24`; IPv6 → its /64. */
const networkOf = (ip: string): string => (isIP(ip) === 4 ? networkKey(ip) : addressKey(ip));

/** The share of the ceiling one network may take in a second. */
const NETWORK_SHARE = 0.1;

/** The share of each second kept for quiet holders. */
const QUIET_RESERVE = 0.25;

/** A holder that took this many in this minute and the last is no longer quiet. */
const QUIET_TAKES = 6;

const MINUTE_MS = 60_000;

/**
 * Counts per holder over this minute and the last: at most the takes of two minutes in
 * entries (only a take adds one).
 */
function recentTakes(now: () => number): { of(holder: string): number; add(holder: string): void } {
  let minute = -1;
  let current = new Map<string, number>();
  let previous = new Map<string, number>();
  const roll = () => {
    const m = Math.floor(now() / MINUTE_MS);
    if (m === minute) return;
    previous = m === minute + 1 ? current : new Map();
    current = new Map();
    minute = m;
  };
  return {
    of(holder) {
      roll();
      return (current.get(holder) ?? 0) + (previous.get(holder) ?? 0);
    },
    add(holder) {
      current.set(holder, (current.get(holder) ?? 0) + 1);
    },
  };
}

/**
 * What the ceiling says to a lookup: take it now, or not at all, or (`bookedFor`) come back
 * at the start of that second, whose take is kept for it.
 */
type Admission = { take: boolean; bookedFor?: number };

/**
 * At most `perSecond` takes in each second of the clock, of which one holder (holderKey)
 * takes at most its share, and a holder that is not quiet only the part open to everyone.
 * A quiet holder that finds the second full books a take of the next second's reserve, as
 * long as it has one left: a few real visitors arriving together then get their region a
 * moment later rather than none, and the flood cannot take the booked take meanwhile.
 * The per-holder counts of the second live one second and are at most `perSecond` entries.
 */
function perSecondCeiling(perSecond: number, now: () => number): (ip: string, booked?: number) => Admission {
  const perHolder = Math.max(1, Math.ceil(perSecond * NETWORK_SHARE));
  const reserve = Math.floor(perSecond * QUIET_RESERVE);
  const open = perSecond - reserve;
  const recent = recentTakes(now);
  let second = -1;
  let taken = 0;
  let bookedSecond = -1;
  let bookings = 0;
  const takenBy = new Map<string, number>();
  const takeFor = (holder: string, byHolder: number) => {
    takenBy.set(holder, byHolder + 1);
    recent.add(holder);
    return { take: true };
  };
  return (ip, booked) => {
    const current = Math.floor(now() / 1000);
    if (current !== second) {
      // The takes booked for this second are counted from its start.
      [second, taken] = [current, bookedSecond === current ? bookings : 0];
      takenBy.clear();
    }
    const holder = holderKey(ip);
    const byHolder = takenBy.get(holder) ?? 0;
    if (booked === current) return takeFor(holder, byHolder);
    const quiet = recent.of(holder) < QUIET_TAKES;
    if (byHolder >= perHolder) return { take: false };
    if (taken >= (quiet ? perSecond : open)) {
      if (!quiet || booked !== undefined) return { take: false };
      if (bookedSecond !== current + 1) [bookedSecond, bookings] = [current + 1, 0];
      if (bookings >= reserve) return { take: false };
      bookings++;
      return { take: false, bookedFor: current + 1 };
    }
    taken++;
    return takeFor(holder, byHolder);
  };
}

/**
 * Waits until `now()` reads `second`. A timer can end up to a millisecond before the clock
 * it was set from gets there (the timers count whole milliseconds of another clock), and
 * the booked take is the booked second's only.
 */
async function untilSecond(second: number, now: () => number): Promise<void> {
  for (let left = second * 1000 - now(); left > 0; left = second * 1000 - now()) {
    await new Promise((resolve) => setTimeout(resolve, left));
  }
}

export function createRegionLookup(
  upstream: UpstreamClient, { ttlMs, callsPerSecond, maxNetworks = 20_000, now = Date.now }: RegionLookupOptions,
): RegionLookup {
  const mayCall = perSecondCeiling(callsPerSecond, now);
  async function ask(ip: string): Promise<{ city: City | null; failed: boolean }> {
    let admission = mayCall(ip);
    if (admission.bookedFor !== undefined) {
      await untilSecond(admission.bookedFor, now);
      admission = mayCall(ip, admission.bookedFor);
    }
    if (!admission.take) return { city: null, failed: true };
    const answer = await upstream.call({
      method: 'GET', path: buildCallPath('determineCity', {}, { ip }), schema: callSchema('determineCity'), call: 'determineCity',
    });
    return answer.ok ? { city: answer.data.city, failed: false } : { city: null, failed: true };
  }
  if (ttlMs <= 0) return { regionOf: async (ip) => (await ask(ip)).city };

  const regions = new LRUCache<string, { city: City | null }, string>({
    max: maxNetworks,
    ttl: ttlMs,
    perf: { now },
    ttlResolution: 0,
    fetchMethod: async (_network, _previous, { context: ip, options }) => {
      const { city, failed } = await ask(ip);
      // A failure or a refusal by the ceiling is not the network's region: asked again soon.
      if (failed) options.ttl = FAILURE_MEMORY_MS;
      return { city };
    },
  });
  return { regionOf: async (ip) => (await regions.fetch(networkOf(ip), { context: ip }))?.city ?? null };
}
