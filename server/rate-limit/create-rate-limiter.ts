// The limiter the configuration asks for: one that never refuses with RATE_LIMITS=off, shared through Redis
// with REDIS_URL, else in this process's memory. The web-vitals beacons count in a memory
// limiter of their own: a beacon flood fills its counters only, never the card checks'.
import type { Config } from '../config.js';
import type { Logger } from '../observability/log.js';
import type { Redis } from 'ioredis';
import { connectRedis } from './redis-connection.js';
import { limitTable } from './limits.js';
import { NO_RATE_LIMITS, createRateLimiter, type RateLimiter } from './rate-limiter.js';

export interface ConfiguredLimiter {
  limiter: RateLimiter;
  /** For POST /api/rum only. */
  rumLimiter: RateLimiter;
  /** Settles once Redis answers, or after a short wait: until then counts stay in memory. */
  ready: Promise<void>;
  close(): Promise<void>;
}

const REDIS_WAIT_MS = 3000;

function whenReady(redis: Redis): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, REDIS_WAIT_MS);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

export function rateLimiterFromConfig(config: Config, log: Logger): ConfiguredLimiter {
  if (!config.rateLimits) {
    return { limiter: NO_RATE_LIMITS, rumLimiter: NO_RATE_LIMITS, ready: Promise.resolve(), close: async () => {} };
  }
  const redis = config.redisUrl ? connectRedis(config.redisUrl, log) : undefined;
  const limits = limitTable(config.limits);
  const limiter = createRateLimiter(redis, limits, { log });
  const connected = redis ? whenReady(redis) : Promise.resolve();
  return {
    limiter,
    rumLimiter: createRateLimiter(undefined, limits, { log }),
    ready: connected,
    close: async () => {
      redis?.disconnect();
    },
  };
}
