// Counts the limited calls (see limits.ts) per client address, per card and for the whole
// site, in Redis when REDIS_URL is set (so every instance shares the counts) and in memory
// otherwise. Each Redis counter has a memory twin that takes over while Redis is away, so
// limits still apply per instance during an outage.
import { createHash } from 'node:crypto';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import { DEFAULT_LIMITS, type LimitedGroup, type LimitTable, type Window } from './limits.js';
import { addressKey } from './address-key.js';

export type LimitScope = 'address' | 'card' | 'global';

export interface LimitRefusal {
  scope: LimitScope;
  retryAfterMs: number;
}

export interface RateLimiter {
  /**
   * Spends one point of each budget; the first one exhausted refuses the call. The site-wide
   * ceiling comes last, so a client already refused for itself spends none of everyone's.
   */
  consume(group: LimitedGroup, who: { address?: string; card?: string }): Promise<LimitRefusal | undefined>;
}

/** Card numbers are not written into Redis keys as they are. */
const cardKey = (card: string) => createHash('sha256').update(card).digest('base64url').slice(0, 22);

function counter(window: Window, keyPrefix: string, redis: Redis | undefined): RateLimiterAbstract {
  const memory = new RateLimiterMemory({ ...window, keyPrefix });
  if (!redis) return memory;
  return new RateLimiterRedis({ ...window, keyPrefix, storeClient: redis, rejectIfRedisNotReady: true, insuranceLimiter: memory });
}

export function createRateLimiter(redis: Redis | undefined, limits: LimitTable = DEFAULT_LIMITS): RateLimiter {
  const counters = Object.fromEntries(
    Object.entries(limits).map(([group, windows]) => [group, {
      address: counter(windows.perAddress, `rl:${group}:address`, redis),
      card: windows.perCard && counter(windows.perCard, `rl:${group}:card`, redis),
      global: counter(windows.global, `rl:${group}:global`, redis),
    }]),
  ) as Record<LimitedGroup, Record<LimitScope, RateLimiterAbstract | undefined>>;

  async function spend(scope: LimitScope, limiter: RateLimiterAbstract | undefined, key: string | undefined): Promise<LimitRefusal | undefined> {
    if (!limiter || key === undefined) return undefined;
    try {
      await limiter.consume(key);
      return undefined;
    } catch (outcome) {
      if (outcome instanceof RateLimiterRes) return { scope, retryAfterMs: outcome.msBeforeNext };
      throw outcome;
    }
  }

  return {
    async consume(group, { address, card }) {
      const c = counters[group];
      return (
        (await spend('address', c.address, address && addressKey(address))) ??
        (await spend('card', c.card, card && cardKey(card))) ??
        (await spend('global', c.global, 'all'))
      );
    },
  };
}
