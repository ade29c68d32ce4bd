// The experiments' counts (docs/product.md §12, docs/decisions/493-experiment-counting.md): per experiment key,
// each visitor once (the day of its first view beacon, the version it was shown) and its conversion once (the day
// its goal first fired, only for a visitor counted), per version and per day, kept 400 days. Every write is
// idempotent: a visitor's id is set once in a Redis hash (HSETNX) and the day's counter moves only when it was new,
// in one Lua script, so a write sent twice (a retry, a replay) counts once. With REDIS_URL, Redis holds the counts
// for every instance; while it is away an instance keeps the writes in memory, in order, and writes them back when
// it answers again and when the instance stops (a rolling deploy), nothing counted twice. Without REDIS_URL the
// instance's memory is the store (one instance, a developer's machine).
import { Redis } from 'ioredis';
import type { Logger } from '../observability/log.js';
import type { Version } from './running.js';

/** A version's counts on one day. */
export interface VersionCounts {
  visitors: number;
  conversions: number;
}

/** What the studio reads of an experiment (server/studio-listener/): its counts by Moscow day, in day order. */
export interface ExperimentResults {
  days: Array<{ day: string; a: VersionCounts; b: VersionCounts }>;
}

/** One write: a visitor's first view, or its conversion. */
export type CountWrite =
  | { kind: 'view'; key: string; visitor: string; version: Version; day: string }
  | { kind: 'goal'; key: string; visitor: string; day: string };

export interface ExperimentCounts {
  /** Counts a write (once per visitor and kind, whatever is sent again); resolves once it is kept (in Redis or memory). */
  count(write: CountWrite): Promise<void>;
  /** The counts of an experiment key: Redis's with REDIS_URL (once this instance's unsent writes are in; rejects while it is away). */
  read(key: string): Promise<ExperimentResults>;
  /** Writes the writes kept in memory back to Redis; resolves true when none is left. */
  flush(): Promise<boolean>;
  /** Writes back what it can, then lets go of Redis. */
  close(): Promise<void>;
}

/** Results are readable 400 days after the last write (docs/product.md §12). */
const KEEP_S = 400 * 24 * 60 * 60;
/** Writes held while Redis is away: past this, the oldest are dropped and logged (a day's visits of a large campaign fit). */
const MAX_PENDING = 1_000_000;
const prefix = (key: string) => `promo:experiment:${key}`;
const keysOf = (key: string) => [`${prefix(key)}:seen`, `${prefix(key)}:converted`, `${prefix(key)}:days`];

/** KEYS: seen, converted, days. ARGV: kind, visitor, version (a view's), day, keep seconds. */
const COUNT_SCRIPT = `
local version = ARGV[3]
if ARGV[1] == 'view' then
  if redis.call('HSETNX', KEYS[1], ARGV[2], version) == 0 then return 0 end
  redis.call('HINCRBY', KEYS[3], ARGV[4] .. ':' .. version .. ':visitors', 1)
else
  version = redis.call('HGET', KEYS[1], ARGV[2])
  if not version then return 0 end
  if redis.call('HSETNX', KEYS[2], ARGV[2], ARGV[4]) == 0 then return 0 end
  redis.call('HINCRBY', KEYS[3], ARGV[4] .. ':' .. version .. ':conversions', 1)
end
for _, key in ipairs(KEYS) do redis.call('EXPIRE', key, ARGV[5]) end
return 1`;

/** The same counting in memory: one experiment's seen visitors, conversions and day counters. */
class MemoryCounts {
  private readonly byKey = new Map<string, { seen: Map<string, Version>; converted: Set<string>; days: Map<string, number> }>();
  count(write: CountWrite): void {
    let entry = this.byKey.get(write.key);
    if (!entry) this.byKey.set(write.key, (entry = { seen: new Map(), converted: new Set(), days: new Map() }));
    let field: string;
    if (write.kind === 'view') {
      if (entry.seen.has(write.visitor)) return;
      entry.seen.set(write.visitor, write.version);
      field = `${write.day}:${write.version}:visitors`;
    } else {
      const version = entry.seen.get(write.visitor);
      if (!version || entry.converted.has(write.visitor)) return;
      entry.converted.add(write.visitor);
      field = `${write.day}:${version}:conversions`;
    }
    entry.days.set(field, (entry.days.get(field) ?? 0) + 1);
  }
  days(key: string): Record<string, string> {
    return Object.fromEntries([...this.byKey.get(key)?.days ?? []].map(([field, n]) => [field, String(n)]));
  }
}

/** The day counters' hash as the studio reads it. */
function resultsOf(fields: Record<string, string>): ExperimentResults {
  const days = new Map<string, ExperimentResults['days'][number]>();
  for (const [field, value] of Object.entries(fields)) {
    const [day, version, what] = field.split(':') as [string, Version, keyof VersionCounts];
    if (!days.has(day)) days.set(day, { day, a: { visitors: 0, conversions: 0 }, b: { visitors: 0, conversions: 0 } });
    days.get(day)![version][what] += Number(value);
  }
  return { days: [...days.values()].sort((x, y) => x.day.localeCompare(y.day)) };
}

export function createExperimentCounts(redisUrl: string | undefined, log: Logger): ExperimentCounts {
  if (!redisUrl) {
    const memory = new MemoryCounts();
    return {
      count: (write) => Promise.resolve(memory.count(write)),
      read: (key) => Promise.resolve(resultsOf(memory.days(key))),
      flush: () => Promise.resolve(true),
      close: () => Promise.resolve(),
    };
  }
  const redis = new Redis(redisUrl, {
    enableOfflineQueue: false, maxRetriesPerRequest: 0, commandTimeout: 1000, connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  redis.defineCommand('countExperiment', { numberOfKeys: 3, lua: COUNT_SCRIPT });
  const send = (write: CountWrite) => (redis as Redis & { countExperiment(...args: string[]): Promise<number> }).countExperiment(
    ...keysOf(write.key), write.kind, write.visitor, write.kind === 'view' ? write.version : '', write.day, String(KEEP_S),
  );
  /** Writes Redis has not taken yet, in the order they came. */
  let pending: CountWrite[] = [];
  let away = false;
  redis.on('error', (error: Error & { code?: string }) => {
    if (away) return;
    away = true;
    const words = 'Redis unreachable: experiment counts are kept in this instance\'s memory until it is back';
    log.warn({ code: error.code ?? error.name }, words);
  });
  /** Sends the waiting writes in order; false when Redis failed one (it stays first). */
  const writeBack = async (): Promise<boolean> => {
    try {
      while (pending.length > 0) {
        await send(pending[0]!);
        pending.shift();
      }
      return true;
    } catch {
      return false;
    }
  };
  let flushing: Promise<boolean> | undefined;
  const flush = (): Promise<boolean> => {
    flushing ??= writeBack().finally(() => {
      flushing = undefined;
    });
    return flushing;
  };
  redis.on('ready', () => {
    if (away) log.info(`Redis reachable again: ${pending.length} experiment counts are written back`);
    away = false;
    void flush();
  });
  return {
    async count(write) {
      // Order holds: while writes wait, a new one waits behind them (a conversion never before its view).
      if (pending.length === 0) {
        try {
          await send(write);
          return;
        } catch {
          // Kept below and written back once Redis answers.
        }
      }
      if (pending.length >= MAX_PENDING) {
        pending = pending.slice(1);
        log.warn('experiment counts kept in memory are past their bound: the oldest is dropped');
      }
      pending.push(write);
      // Redis may be back without a new connection (a command timed out on a slow one): try the queue again.
      if (redis.status === 'ready') void flush();
    },
    async read(key) {
      await flush();
      return resultsOf(await redis.hgetall(keysOf(key)[2]!));
    },
    flush,
    async close() {
      await flush();
      redis.disconnect();
    },
  };
}
