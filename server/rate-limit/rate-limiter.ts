// Counts the limited calls (see limits.ts) per client address, per network, per card and
// asking block, and for the whole site, on rate-limiter-flexible: its Redis limiter when
// REDIS_URL is set (every instance shares the counts), with its in-memory insurance limiter
// while Redis is away or silent (tier-limiter.ts), else its memory limiter. The tiers are
// spent in order and the first refusal stops the call: a client refused for itself spends
// none of its neighbours' network budget nor of everyone's ceiling
// (docs/decisions/220-rate-limits-on-rate-limiter-flexible.md).
import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import type { Redis } from 'ioredis';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { Logger } from '../observability/log.js';
import { DEFAULT_LIMITS, type LimitedGroup, type LimitTable, type Window } from './limits.js';
import { holderKey, networkKey, addressKey } from './address-key.js';
import { ceilingLog } from './ceiling-log.js';
import { DEFAULT_LIMIT_SETTINGS } from './limit-settings.js';
import { tierLimiters, type TierLimiter } from './tier-limiter.js';

export type LimitScope = 'address' | 'network' | 'card' | 'holder' | 'global';

export interface LimitRefusal {
  scope: LimitScope;
  retryAfterMs: number;
}

/** Who spends a budget: the visitor's address, and the card number where the call has one. */
export interface Spender {
  address?: string;
  card?: string;
}

export interface RateLimiter {
  /**
   * Spends one point of each budget; the first one exhausted refuses the call. The site-wide
   * ceiling comes last, so a client already refused for itself spends none of everyone's.
   */
  consume(group: LimitedGroup, who: Spender): Promise<LimitRefusal | undefined>;
  close(): void;
}

/** RATE_LIMITS=off: every call allowed, nothing counted. */
export const NO_RATE_LIMITS: RateLimiter = { consume: async () => undefined, close: () => {} };

/** A table that keeps a reserve without saying who is quiet: the defaults say. */
const DEFAULT_QUIET = { address: DEFAULT_LIMIT_SETTINGS.QUIET_ADDRESS_LOOKUPS, network: DEFAULT_LIMIT_SETTINGS.QUIET_NETWORK_LOOKUPS };

/** Card numbers are not written into Redis keys as they are. */
const cardKey = (card: string) => createHash('sha256').update(card).digest('base64url').slice(0, 22);

/** One point of `limiter` for `key`: the points spent so far, or the refusal's wait. */
async function spend(limiter: TierLimiter, key: string): Promise<{ used: number } | { retryAfterMs: number }> {
  try {
    return { used: (await limiter.consume(key)).consumedPoints };
  } catch (refusal) {
    if (!(refusal instanceof RateLimiterRes)) throw refusal;
    return { retryAfterMs: refusal.msBeforeNext > 0 ? refusal.msBeforeNext : limiter.duration * 1000 };
  }
}

interface GroupLimiters {
  address: TierLimiter;
  network?: TierLimiter;
  block?: TierLimiter;
  card?: TierLimiter;
  holder?: TierLimiter;
  /** The ceiling in pools, taken in this order: the open part, the quiet reserve. */
  open: TierLimiter;
  quiet?: TierLimiter;
}

export function createRateLimiter(
  redis: Redis | undefined, limits: LimitTable = DEFAULT_LIMITS, options: { log?: Logger } = {},
): RateLimiter {
  const make = tierLimiters(redis, options.log);
  const groups = new Map<LimitedGroup, GroupLimiters>();

  function limitersOf(name: LimitedGroup): GroupLimiters {
    const known = groups.get(name);
    if (known) return known;
    const windows = limits[name];
    const prefix = `rl:${name}`;
    const { global } = windows;
    // A shared ceiling is counted under its own name, whichever group spends it.
    const ceiling = `rl:${global.shared ?? name}`;
    const pool = (points: number): Window => ({ points, duration: global.duration });
    const reserved = global.reserved ?? 0;
    const made: GroupLimiters = {
      address: make(`${prefix}:address`, windows.perAddress),
      network: windows.perNetwork && make(`${prefix}:network`, windows.perNetwork),
      block: windows.perHolder && make(`${prefix}:block`, windows.perHolder),
      card: windows.perCard && make(`${prefix}:card`, windows.perCard),
      holder: global.holderShare === undefined
        ? undefined
        : make(`${ceiling}:holder`, pool(Math.max(1, Math.ceil(global.points * global.holderShare)))),
      open: make(`${ceiling}:global`, pool(global.points - reserved)),
      quiet: reserved > 0 ? make(`${ceiling}:quiet`, pool(reserved)) : undefined,
    };
    groups.set(name, made);
    return made;
  }
  const ceilingReached = ceilingLog(options.log);

  async function consume(group: LimitedGroup, { address, card }: Spender): Promise<LimitRefusal | undefined> {
    const tiers = limitersOf(group);
    const quietUpTo = limits[group].global.quietUpTo ?? DEFAULT_QUIET;
    const network = address === undefined ? undefined : networkKey(address);
    // Without an address nobody can be told quiet: such a call gets the open part only.
    let quiet = address !== undefined;
    if (address !== undefined && network !== undefined) {
      const own = await spend(tiers.address, addressKey(address));
      if ('retryAfterMs' in own) return { scope: 'address', ...own };
      if (own.used > quietUpTo.address) quiet = false;
      if (tiers.network) {
        const block = await spend(tiers.network, network);
        if ('retryAfterMs' in block) return { scope: 'network', ...block };
        if (block.used > quietUpTo.network) quiet = false;
      }
      if (tiers.block) {
        const provider = await spend(tiers.block, holderKey(address));
        if ('retryAfterMs' in provider) return { scope: 'holder', ...provider };
      }
    }
    // Per card and asking block (the address's /24 or /48): others' asks about a card, printed on
    // it and typed in shops, never spend its owner's budget (docs/decisions/062-rate-limit-tiers.md).
    if (card !== undefined && tiers.card) {
      const asked = await spend(tiers.card, `${cardKey(card)}:${network ?? 'unknown'}`);
      if ('retryAfterMs' in asked) return { scope: 'card', ...asked };
    }
    // IPv6 only: there a fresh /48 per lookup is cheap, while an IPv4 /16 may be one
    // provider's many customers behind shared addresses, and each IPv4 /24 costs its holder.
    if (address !== undefined && tiers.holder && isIP(address) === 6) {
      const share = await spend(tiers.holder, holderKey(address));
      if ('retryAfterMs' in share) return { scope: 'holder', ...share };
    }
    const pools = [tiers.open, quiet ? tiers.quiet : undefined];
    let last: { retryAfterMs: number } | undefined;
    for (const pool of pools) {
      if (!pool) continue;
      const taken = await spend(pool, 'all');
      if (!('retryAfterMs' in taken)) return undefined;
      last = taken;
    }
    ceilingReached(group);
    return { scope: 'global', retryAfterMs: last?.retryAfterMs ?? 1000 };
  }

  return { consume, close: () => {} };
}
