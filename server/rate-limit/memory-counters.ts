// The counts in this process's memory: the only ones without REDIS_URL, and Redis's
// stand-in while it is away or stalled. A capped LRU of plain numbers with their own
// expiry (no timer per key): a flood of new addresses and cards cannot grow the heap past
// the cap (~1.7 KB per address-and-card pair once killed a 160 MB heap). Past half
// the cap, a new address is counted under its network's key, so a flood from many /64s
// fills few entries; the LRU drops the idlest counts only when even that is not enough.
// Expired counts never count: before the cap's half is taken as reached, expired entries
// are purged (at most once a second), so pressure ends when the flood's windows do.
import { LRUCache } from 'lru-cache';
import { stepLimit, type Counters, type CountStep, type LimitRefusal } from './count-steps.js';

export const DEFAULT_MAX_COUNTERS = 100_000;

/** The least time between two purges of expired counts (each walks every entry). */
const PURGE_EVERY_MS = 1000;

export interface MemoryCounters extends Counters {
  readonly size: number;
}

/** `clock`: milliseconds from any origin (a test's simulated time); default performance.now. */
export function createMemoryCounters(maxEntries = DEFAULT_MAX_COUNTERS, clock?: { now(): number }): MemoryCounters {
  const counts = new LRUCache<string, number>({ max: maxEntries, ttlAutopurge: false, ...(clock && { perf: clock, ttlResolution: 0 }) });
  const pressureAt = Math.floor(maxEntries / 2);
  const now = () => (clock ? clock.now() : performance.now());
  let purgedAt = -Infinity;

  /** Past half the cap in live counts: expired ones are purged first (not more than once a second). */
  function underPressure(): boolean {
    if (counts.size < pressureAt) return false;
    if (now() - purgedAt >= PURGE_EVERY_MS) {
      purgedAt = now();
      counts.purgeStale();
    }
    return counts.size >= pressureAt;
  }

  const keyOf = (step: CountStep) =>
    step.coarseKey !== undefined && !counts.has(step.key) && underPressure() ? step.coarseKey : step.key;

  function spendSync(steps: readonly CountStep[]): LimitRefusal | undefined {
    let quiet = true;
    for (const step of steps) {
      const key = keyOf(step);
      const used = counts.get(key) ?? 0;
      if (used >= stepLimit(step, quiet)) {
        const left = counts.getRemainingTTL(key);
        return { scope: step.scope, retryAfterMs: left > 0 && Number.isFinite(left) ? left : step.durationMs };
      }
      if (used === 0) counts.set(key, 1, { ttl: step.durationMs });
      else counts.set(key, used + 1, { noUpdateTTL: true });
      if (step.quietUpTo !== undefined && used + 1 > step.quietUpTo) quiet = false;
    }
    return undefined;
  }

  return {
    spend: async (steps) => spendSync(steps),
    get size() {
      return counts.size;
    },
  };
}
