// The web-vitals shares' standings (rum-share.ts) kept in Redis, so an instance started again
// (a deploy, a crash) knows the blocks real visitors report from at its first report instead of
// taking every report for an hour (docs/decisions/320-rum-share-earned-by-history.md). One hash,
// replaced by whichever instance ends a period last (each instance's standings are of its own
// share of the traffic, as its histograms are), kept two days: a standing fades by half a day.
// Redis away or silent: nothing read (the instance learns, as without Redis), nothing kept.
import type { Redis } from 'ioredis';
import type { Logger } from '../observability/log.js';
import type { StandingStore } from './rum-share.js';

export const STANDINGS_KEY = 'rum:standings';

const KEPT_S = 2 * 86_400;

/** What went wrong, never the URL (it carries Redis's password). */
function codeOf(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown';
  return 'code' in error && typeof error.code === 'string' ? error.code : error.name;
}

/** `ready`: settles once the connection is up (or given up on): a command sent before would fail at once. */
export function redisStandingStore(redis: Redis, ready: Promise<void>, log: Logger): StandingStore {
  return {
    async load() {
      await ready;
      try {
        const standings = new Map<string, number>();
        for (const [block, kept] of Object.entries(await redis.hgetall(STANDINGS_KEY))) {
          const standing = Number(kept);
          if (Number.isFinite(standing) && standing > 0) standings.set(block, standing);
        }
        return standings;
      } catch (error) {
        log.warn({ code: codeOf(error) }, 'web-vitals standings not read from Redis: this instance learns them for an hour');
        return new Map();
      }
    },
    keep(standings) {
      const fields = Object.fromEntries([...standings].map(([block, standing]) => [block, standing.toFixed(2)]));
      const write = redis.multi().del(STANDINGS_KEY);
      if (standings.size > 0) write.hset(STANDINGS_KEY, fields).expire(STANDINGS_KEY, KEPT_S);
      write.exec().catch((error: unknown) => log.warn({ code: codeOf(error) }, 'web-vitals standings not kept in Redis'));
    },
  };
}
