// The experiments' counts (docs/product.md §12, docs/decisions/493-experiment-counting.md): per experiment key,
// each visitor once (the day of its first view beacon, the version it was shown) and its conversion once (the day
// its goal first fired, only for a visitor counted), per version and per day, kept 400 days. Every write is
// idempotent: a visitor's id is set once in a Redis hash (HSETNX) and the day's counter moves only when it was new,
// in one Lua script, so a write sent twice (a retry, a replay) counts once. With REDIS_URL, Redis holds the counts
// for every instance; while it is away an instance keeps the writes in memory, in order, and writes them back when
// it answers again. An instance that stops while Redis is still away writes what it holds to a file of
// EXPERIMENT_COUNTS_DIR, a volume every instance mounts; each instance takes the folder's files in at its start and
// removes a file once its writes are in Redis (docs/decisions/600-experiment-counts-outlive-the-instance.md): a file
// read by two instances is written back twice and counts once. Without REDIS_URL the instance's memory is the store
// (one instance, a developer's machine).
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Redis } from 'ioredis';
import type { Logger } from '../observability/log.js';
import type { Version } from '#shared/experiments/versions.js';

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

/** A kept write's file in EXPERIMENT_COUNTS_DIR: one write a line, as JSON (a name starting with `.` is one being written). */
const SPILL_FILE = /^counts-[\w-]+\.jsonl$/;

/** A line of a kept file as a write, or undefined when it is not one (a file cut short). */
function writeOf(line: string): CountWrite | undefined {
  try {
    const write = JSON.parse(line) as Partial<CountWrite> & { version?: unknown };
    const fields = [write.key, write.visitor, write.day].every((field) => typeof field === 'string');
    if (fields && write.kind === 'goal') return write as CountWrite;
    if (fields && write.kind === 'view' && (write.version === 'a' || write.version === 'b')) return write as CountWrite;
  } catch {
    // Not JSON: left out below.
  }
  return undefined;
}

/**
 * The writes an instance that stopped while Redis was away kept in `dir`'s files, in the order each file holds them,
 * with the files' paths (removed once their writes are in Redis).
 */
async function keptWrites(dir: string, log: Logger): Promise<{ writes: CountWrite[]; files: string[] }> {
  const names = (await readdir(dir).catch(() => [])).filter((name) => SPILL_FILE.test(name)).sort();
  const files = names.map((name) => path.join(dir, name));
  const writes: CountWrite[] = [];
  for (const file of files) {
    const lines = (await readFile(file, 'utf8').catch(() => '')).split('\n').filter((line) => line !== '');
    const read = lines.map(writeOf).filter((write) => write !== undefined);
    const unread = lines.length - read.length;
    if (unread > 0) log.warn({ file, unread }, 'experiment counts: lines of a kept file are not writes');
    writes.push(...read);
  }
  if (writes.length > 0) log.info({ writes: writes.length, files: files.length }, 'experiment counts kept by a stopped instance taken in');
  return { writes, files };
}

/** Writes `writes` to a new file of `dir`, whole or not at all (a reader never sees half a file); resolves with its path. */
async function keep(dir: string, writes: readonly CountWrite[]): Promise<string> {
  await mkdir(dir, { recursive: true });
  const name = `counts-${Date.now()}-${randomUUID()}.jsonl`;
  const partial = path.join(dir, `.${name}`);
  await writeFile(partial, writes.map((write) => `${JSON.stringify(write)}\n`).join(''));
  await rename(partial, path.join(dir, name));
  return path.join(dir, name);
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

/** `keptDir`: EXPERIMENT_COUNTS_DIR, where the writes held when the instance stops with Redis away are kept. */
export function createExperimentCounts(redisUrl: string | undefined, log: Logger, keptDir?: string): ExperimentCounts {
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
  /** The kept files whose writes are in `pending`: removed once it is written back, or kept again in one file. */
  let taken: string[] = [];
  // Older than any write to come: taken in before one is counted (a conversion never before its kept view).
  const takenIn = keptDir
    ? keptWrites(keptDir, log).then(({ writes, files }) => {
      pending = [...writes, ...pending];
      taken = files;
    })
    : Promise.resolve();
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
      await takenIn;
      while (pending.length > 0) {
        await send(pending[0]!);
        pending.shift();
      }
    } catch {
      return false;
    }
    const done = taken;
    taken = [];
    await Promise.all(done.map((file) => rm(file, { force: true }).catch(() => undefined)));
    return true;
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
      await takenIn;
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
      if (!(await flush()) && pending.length > 0) {
        // Redis is still away: what this instance holds outlives it, with the files it had taken in.
        const writes = pending.length;
        const lost = (why: string) => log.error({ writes, why }, 'Redis unreachable at shutdown: experiment counts are lost');
        if (!keptDir) lost('EXPERIMENT_COUNTS_DIR unset');
        else {
          try {
            const file = await keep(keptDir, pending);
            await Promise.all(taken.map((done) => rm(done, { force: true }).catch(() => undefined)));
            log.warn({ writes, file }, 'Redis unreachable at shutdown: experiment counts kept in a file for the next instance');
          } catch (error) {
            lost((error as Error & { code?: string }).code ?? (error as Error).message);
          }
        }
      }
      redis.disconnect();
    },
  };
}
