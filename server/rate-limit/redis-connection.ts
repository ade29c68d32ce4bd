// The Redis connection the rate limits count in. Commands fail at once while Redis is
// away (no offline queue) and after COMMAND_TIMEOUT_MS while it is connected but silent
// (stalled, failing over, black-holed), so the limiter falls back to memory instead of
// making visitors wait (docs/decisions/062-rate-limit-tiers.md); the outage is logged once when it starts and once when
// Redis is back.
import { Redis } from 'ioredis';
import type { Logger } from '../observability/log.js';

/** A count takes well under a millisecond on a healthy Redis. */
const COMMAND_TIMEOUT_MS = 200;

export function connectRedis(url: string, log: Logger): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: 2000,
    // Keep trying, at most every 2 s: Redis coming back ends the fallback by itself.
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  let down = false;
  redis.on('error', (error: Error & { code?: string }) => {
    if (down) return;
    down = true;
    // Redis asks for a password (deploy/kubernetes/redis.yaml) and REDIS_URL carries none, or another: said as such, never the URL.
    if (/^(NOAUTH|WRONGPASS)\b/.test(error.message)) {
      const code = error.message.split(' ')[0];
      log.warn({ code }, 'Redis refused REDIS_URL\'s password: rate limits are counted in this instance\'s memory');
      return;
    }
    log.warn({ code: error.code ?? error.name }, 'Redis unreachable: rate limits are counted in this instance\'s memory until it is back');
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log.info('Redis reachable again: rate limits are shared again');
  });
  return redis;
}
