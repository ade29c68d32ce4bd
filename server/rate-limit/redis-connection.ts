// The Redis connection the rate limits count in: commands fail at once while Redis is away (no offline queue) and
// after COMMAND_TIMEOUT_MS while it is silent (timed by the limiter, rate-limiter.ts), when it is disconnected and
// retried, so the limiters count in memory at once meanwhile (docs/decisions/361-one-round-trip-per-limited-call.md).
// The outage is logged once when it starts and once when Redis is back.
import { Redis } from 'ioredis';
import type { Logger } from '../observability/log.js';

/** A count takes well under a millisecond on a healthy Redis. */
export const COMMAND_TIMEOUT_MS = 200;

const outages = new WeakMap<Redis, 'down' | 'silent'>();

export function connectRedis(url: string, log: Logger): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2000,
    // Keep trying, at most every 2 s: Redis coming back ends the fallback by itself.
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  redis.on('error', (error: Error & { code?: string }) => {
    if (outages.has(redis)) return;
    outages.set(redis, 'down');
    // Redis asks for a password (deploy/kubernetes/redis.yaml) and REDIS_URL carries none, or another: said as such, never the URL.
    if (/^(NOAUTH|WRONGPASS)\b/.test(error.message)) {
      const code = error.message.split(' ')[0];
      log.warn({ code }, 'Redis refused REDIS_URL\'s password: rate limits are counted in this instance\'s memory');
      return;
    }
    log.warn({ code: error.code ?? error.name }, 'Redis unreachable: rate limits are counted in this instance\'s memory until it is back');
  });
  redis.on('ready', () => {
    const outage = outages.get(redis);
    if (!outage) return;
    outages.delete(redis);
    log.info(`${outage === 'silent' ? 'Redis answers again' : 'Redis reachable again'}: rate limits are shared again`);
  });
  return redis;
}

/**
 * A count went to memory. With the connection ready, Redis is silent (a command timed out):
 * the connection is dropped and retried, so the next counts go to memory at once until it is ready.
 */
export function onRedisSilent(redis: Redis, log: Logger | undefined): void {
  if (redis.status !== 'ready' || outages.has(redis)) return;
  outages.set(redis, 'silent');
  log?.warn('Redis did not answer in time: rate limits are counted in this instance\'s memory until it does');
  redis.disconnect(true);
}
