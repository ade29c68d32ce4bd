// A stalled Redis is a dead Redis (docs/decisions/062-rate-limit-tiers.md): a count Redis does not answer in time (the
// client's command timeout) opens the breaker, and every later call counts in memory at
// once instead of waiting on a socket nobody reads. A ping every `probeEveryMs` closes it
// again when Redis answers. A connection that is down is logged by redis-connection.ts;
// the breaker logs only a Redis that is connected but silent.
import type { Redis } from 'ioredis';
import type { Logger } from '../observability/log.js';
import type { Counters } from './count-steps.js';

export interface BreakerOptions {
  probeEveryMs?: number;
  log?: Logger;
}

export interface GuardedCounters extends Counters {
  close(): void;
}

export function withRedisBreaker(
  redis: Redis, shared: Counters, memory: Counters, { probeEveryMs = 500, log }: BreakerOptions = {},
): GuardedCounters {
  let open = false;
  let stallLogged = false;
  let closed = false;
  let probe: NodeJS.Timeout | undefined;

  function scheduleProbe() {
    if (closed) return;
    probe = setTimeout(() => {
      redis.ping().then(
        () => {
          open = false;
          if (stallLogged) log?.info('Redis answers again: rate limits are shared again');
          stallLogged = false;
        },
        scheduleProbe,
      );
    }, probeEveryMs);
    probe.unref();
  }

  function trip(error: unknown) {
    if (open) return;
    open = true;
    if (redis.status === 'ready') {
      stallLogged = true;
      log?.warn(
        { reason: (error as Error)?.message },
        'Redis did not answer in time: rate limits are counted in this instance\'s memory until it does',
      );
    }
    scheduleProbe();
  }

  return {
    async spend(request) {
      if (!open) {
        try {
          return await shared.spend(request);
        } catch (error) {
          trip(error);
        }
      }
      return memory.spend(request);
    },
    close() {
      closed = true;
      clearTimeout(probe);
    },
  };
}
