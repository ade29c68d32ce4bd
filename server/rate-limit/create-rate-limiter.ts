// The limiter the configuration asks for: none with RATE_LIMITS=off, shared through Redis
// with REDIS_URL, else in this process's memory.
import type { Config } from '../config.js';
import type { Logger } from '../log.js';
import type { Redis } from 'ioredis';
import { connectRedis } from './redis-connection.js';
import { createRateLimiter, type RateLimiter } from './rate-limiter.js';

export interface ConfiguredLimiter {
  limiter: RateLimiter | undefined;
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
  if (!config.rateLimits) return { limiter: undefined, ready: Promise.resolve(), close: async () => {} };
  const redis = config.redisUrl ? connectRedis(config.redisUrl, log) : undefined;
  const limiter = createRateLimiter(redis, undefined, { log, maxCounters: config.rateLimitMemoryKeys });
  return {
    limiter,
    ready: redis ? whenReady(redis) : Promise.resolve(),
    close: async () => {
      limiter.close();
      redis?.disconnect();
    },
  };
}
