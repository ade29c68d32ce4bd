// The visitor's region (the determineCity call) in a cache of its own, keyed by network (/24, IPv6 /64, as
// rate-limit/address-key.ts groups): in the shared upstream cache a burst of new addresses pushed the pages' data out.
// A ceiling (REGION_LOOKUPS_PER_SECOND) bounds the upstream calls: over it the page renders without a region
// (docs/product.md §6); a network asks once an hour at most (a failure again after FAILURE_MEMORY_MS); a page waits
// REGION_WAIT_MS at most, a slower answer the network's next view's (docs/decisions/068-visitor-leaves.md).
import { isIP } from 'node:net';
import { LRUCache } from 'lru-cache';
import pTimeout from 'p-timeout';
import { buildCallPath } from '#shared/api/calls.js';
import type { City } from '#shared/api/schemas.js';
import { addressKey, networkKey } from '../rate-limit/address-key.js';
import { callSchema } from './call-schemas.js';
import type { RequestScope, UpstreamClient } from './client.js';
import { FAILURE_MEMORY_MS } from './upstream-cache.js';

/**
 * How long a page waits for its visitor's region: half of the 2 s nginx gives a page before it tries
 * another instance (deploy/nginx.conf's `proxy_read_timeout 2s`). Waited to UPSTREAM_TIMEOUT_MS instead,
 * an upstream 3 s slow turned each new network's business page into nginx's 504 (docs/decisions/068-visitor-leaves.md).
 */
export const REGION_WAIT_MS = 1000;

/** `pending`'s region, or none once REGION_WAIT_MS have passed first (p-timeout's fallback: `pending` runs on). */
const withinWait = (pending: Promise<City | null>) => pTimeout(pending, { milliseconds: REGION_WAIT_MS, fallback: () => null });

export interface RegionLookupOptions {
  /** 0: no cache (every lookup asks, within the ceiling), as the upstream cache when off. */
  ttlMs: number;
  callsPerSecond: number;
}

export interface RegionLookup {
  /** The region of a valid IP, or null (unknown, failed, over the ceiling); a call it makes is made for `scope`. */
  regionOf(ip: string, scope?: RequestScope): Promise<City | null>;
}

/** `203.0.113.7` → `203.0.113.0/24`; IPv6 → its /64. */
const networkOf = (ip: string): string => (isIP(ip) === 4 ? networkKey(ip) : addressKey(ip));

/** At most `perSecond` takes in each second of the clock. */
function perSecondCeiling(perSecond: number, now: () => number): () => boolean {
  let second = -1;
  let taken = 0;
  return () => {
    const current = Math.floor(now() / 1000);
    if (current !== second) [second, taken] = [current, 0];
    return taken++ < perSecond;
  };
}

export function createRegionLookup(
  upstream: UpstreamClient, { ttlMs, callsPerSecond }: RegionLookupOptions,
): RegionLookup {
  const mayCall = perSecondCeiling(callsPerSecond, Date.now);
  async function ask(ip: string, scope?: RequestScope): Promise<{ city: City | null; failed: boolean }> {
    if (!mayCall()) return { city: null, failed: true };
    const answer = await upstream.call({
      method: 'GET', path: buildCallPath('determineCity', {}, { ip }), schema: callSchema('determineCity'), call: 'determineCity', scope,
    });
    return answer.ok ? { city: answer.data.city, failed: false } : { city: null, failed: true };
  }
  if (ttlMs <= 0) return { regionOf: (ip, scope) => withinWait(ask(ip, scope).then((answer) => answer.city)) };

  const regions = new LRUCache<string, { city: City | null }, { ip: string; scope?: RequestScope }>({
    max: 20_000,
    ttl: ttlMs,
    perf: { now: Date.now },
    ttlResolution: 0,
    fetchMethod: async (_network, _previous, { context: { ip, scope }, options }) => {
      const { city, failed } = await ask(ip, scope);
      // A failure or a refusal by the ceiling is not the network's region: asked again soon.
      if (failed) options.ttl = FAILURE_MEMORY_MS;
      return { city };
    },
  });
  return {
    regionOf: (ip, scope) => {
      const network = networkOf(ip);
      // A network's known region is answered as it was, with no timer.
      const known = regions.get(network);
      if (known) return Promise.resolve(known.city);
      const pending = regions.fetch(network, { context: { ip, scope } }).then((entry) => entry?.city ?? null);
      return withinWait(pending);
    },
  };
}
