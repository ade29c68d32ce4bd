// One budget's limiter on rate-limiter-flexible: with Redis its Redis limiter, which hands a
// call to its in-memory insurance limiter whenever Redis does not count it (away, or silent
// past the client's command timeout); without Redis the memory limiter alone. A Redis that is
// connected but silent is told to reconnect (redis-connection.ts): until it is ready again
// every call counts in memory at once (`rejectIfRedisNotReady`) instead of waiting on a
// socket nobody reads (docs/decisions/220-rate-limits-on-rate-limiter-flexible.md).
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type IRateLimiterOptions, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Logger } from '../observability/log.js';
import type { Window } from './limits.js';
import { onRedisSilent } from './redis-connection.js';

export type TierLimiter = RateLimiterAbstract;

/** The memory limiter Redis hands a call to: it first tells the connection that Redis missed one. */
class InsuranceLimiter extends RateLimiterMemory {
  constructor(options: IRateLimiterOptions, private readonly missed: () => void) {
    super(options);
  }

  override consume(...args: Parameters<RateLimiterMemory['consume']>): ReturnType<RateLimiterMemory['consume']> {
    this.missed();
    return super.consume(...args);
  }
}

/**
 * Makes the limiter of one budget, `keyPrefix` naming it (Redis keys are `keyPrefix:key`); one limiter per
 * name, so groups sharing a ceiling share its memory counts too.
 */
export function tierLimiters(redis: Redis | undefined, log?: Logger): (keyPrefix: string, window: Window) => TierLimiter {
  const made = new Map<string, TierLimiter>();
  const missed = () => redis && onRedisSilent(redis, log);
  const create = (keyPrefix: string, { points, duration }: Window): TierLimiter => (redis
    ? new RateLimiterRedis({
      storeClient: redis, keyPrefix, points, duration, rejectIfRedisNotReady: true,
      insuranceLimiter: new InsuranceLimiter({ keyPrefix, points, duration }, missed),
    })
    : new RateLimiterMemory({ keyPrefix, points, duration }));
  return (keyPrefix, window) => {
    const limiter = made.get(keyPrefix) ?? create(keyPrefix, window);
    made.set(keyPrefix, limiter);
    return limiter;
  };
}
