// The experiments' counting store (docs/decisions/700-experiments-counted-where-they-happen.md): a write is a drawn
// visitor (the draw from the signed cookie: assignment.ts) or its conversion, which carries the draw too, counted by one
// rule (count-rule.ts) that makes every write idempotent per visitor id, so writes commute and each counts once in any
// order. One path to Redis (docs/decisions/1045-pages-held-for-their-counts.md): the writes of a turn of the event loop go
// at its end in one answered script call through ioredis, and a drawn visitor's page is sent only then, once its count is on
// Redis's socket; a call that fails gives its writes back to be sent again (held in memory while Redis is away, tried
// within a stopping instance's grace). A full store (noeviction: deploy/kubernetes/experiment-redis.yaml) refuses the
// write: logged and counted. Per-visitor fields live until the end + 7 days, totals 400 days. Without a Redis the
// instance's memory is the store.
import { Redis } from 'ioredis';
import type { ExperimentResults } from '#shared/experiments/results.js';
import type { DrawnUnder } from '#shared/experiments/statistics.js';
import type { Logger } from '../observability/log.js';
import type { Version } from '#shared/experiments/versions.js';
import { COUNT_SCRIPT, memoryCounts, type CountWrite } from './count-rule.js';

export interface ExperimentCounts {
  /**
   * Counts a write (once per visitor and kind, whatever is sent again); never waits for the store. `sendPage`, which sends the
   * page that shows the draw, is called once the write is on the store's socket: when the turn's I/O is done.
   */
  count(write: CountWrite, sendPage?: () => void): void;
  /** The results of an experiment key (once this instance's held writes are in; rejects while the store is away). */
  read(key: string): Promise<ExperimentResults>;
  /** Sends the held writes; resolves true when none is left. */
  flush(): Promise<boolean>;
  /** Sends what it holds, trying again until `until` (ms) while the store is away, then lets go of it. */
  close(until?: number): Promise<void>;
  /** Writes held now; refused by a full store; dropped past the memory bound. */
  readonly held: number;
  readonly refused: number;
  readonly dropped: number;
}

/** Totals are readable 400 days after the last write (docs/product.md §12). */
const TOTALS_KEEP_S = 400 * 24 * 60 * 60;
/** Per-visitor records: while the experiment runs and 7 days after. */
export const VISITORS_KEPT_AFTER_MS = 7 * 24 * 60 * 60 * 1000;
/** Writes held while Redis is away: past this, new ones are dropped and counted (a day's visits of a large campaign fit). */
const MAX_HELD = 1_000_000;
/** A key's buffer of held writes is kept up to this size once sent: beyond it, let go of (a store that was away). */
const KEPT_BYTES = 1 << 20;
/** Writes sent in one call at most. */
const BATCH = 1000;
const RETRY_MS = 250;
const keysOf = (key: string) => ['ids', 'nets', 'totals'].map((part) => `promo:x:${key}:${part}`);

/**
 * The writes of one experiment key not yet sent: their lines of the script's ARGV in a buffer, off V8's heap, reused. An
 * object a write lived until its call and outlived the young generation (docs/decisions/1045-pages-held-for-their-counts.md). A
 * call takes a copy of its lines as a string, which dies young (a Buffer argument made ioredis allocate outside the heap,
 * which started full collections).
 */
interface Held { bytes: Buffer; length: number }
/** Appends `lines` (whole lines) to `writes`, its buffer grown by doubling. */
function append(writes: Held, lines: string): void {
  if (writes.length + 3 * lines.length > writes.bytes.length) { // UTF-8 takes at most 3 bytes a UTF-16 unit
    const bytes = Buffer.allocUnsafeSlow(Math.max(16_384, 2 * (writes.length + 3 * lines.length)));
    writes.bytes.copy(bytes, 0, 0, writes.length);
    writes.bytes = bytes;
  }
  writes.length += writes.bytes.write(lines, writes.length);
}
/** Takes at most `upTo` lines from the start of `writes`: their text and number; the rest moves up in place. */
function take(writes: Held, upTo: number): [string, number] {
  let [end, lines] = [0, 0];
  while (end < writes.length && lines < upTo) [end, lines] = [writes.bytes.indexOf(10, end) + 1, lines + 1];
  const text = writes.bytes.toString('utf8', 0, end);
  writes.bytes.copyWithin(0, end, writes.length);
  writes.length -= end;
  return [text, lines];
}

/** The totals' hash as the studio reads it, under the day's bound of new visitors a network (0: none). */
export function resultsOf(fields: Record<string, string>, perNetwork = 0): ExperimentResults {
  const none = () => ({ visitors: 0, conversions: 0 });
  const days = new Map<string, ExperimentResults['days'][number]>();
  const shares = { visitors: new Map<number, DrawnUnder>(), conversions: new Map<number, DrawnUnder>() };
  const busiest = { a: none(), b: none() };
  const converting = { a: 0, b: 0 };
  const uncounted = { visitors: 0, perNetwork };
  for (const [field, value] of Object.entries(fields)) {
    const [first, second, third, fourth] = field.split(':') as [string, string, string, string | undefined];
    if (first === 'share') {
      const [share, counted] = [Number(second), shares[fourth === 'conversions' ? 'conversions' : 'visitors']];
      if (!counted.has(share)) counted.set(share, { share, a: 0, b: 0 });
      counted.get(share)![third as Version] += Number(value);
    } else if (first === 'busiest') busiest[second as Version][third as 'visitors' | 'conversions'] = Number(value);
    else if (first === 'converting') converting[second as Version] = Number(value);
    else if (first === 'uncounted') uncounted.visitors += Number(value);
    else {
      if (!days.has(first)) days.set(first, { day: first, a: none(), b: none() });
      days.get(first)![second as Version][third as 'visitors' | 'conversions'] += Number(value);
    }
  }
  return {
    days: [...days.values()].sort((x, y) => x.day.localeCompare(y.day)),
    drawn: [...shares.visitors.values()].sort((x, y) => x.share - y.share),
    converted: [...shares.conversions.values()].sort((x, y) => x.share - y.share),
    busiest,
    converting,
    uncounted,
  };
}

/**
 * `url`: EXPERIMENT_REDIS_URL (by default REDIS_URL's server); unset: this instance's memory. `perNetwork`: the new visitors a
 * network adds to an experiment a day (EXPERIMENT_VISITORS_PER_NETWORK, server/rate-limit/limit-settings.ts); 0: no bound.
 */
export function createExperimentCounts(url: string | undefined, log: Logger, perNetwork = 0): ExperimentCounts {
  if (!url) {
    const memory = memoryCounts(perNetwork);
    return {
      count: (write, sendPage) => {
        memory.count(write);
        sendPage?.();
      },
      read: (key) => Promise.resolve(resultsOf(memory.totals(key), perNetwork)),
      flush: () => Promise.resolve(true),
      close: () => Promise.resolve(),
      held: 0, refused: 0, dropped: 0,
    };
  }
  const redis = new Redis(url, {
    enableOfflineQueue: false, maxRetriesPerRequest: 0, commandTimeout: 2000, connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  // ioredis sends the script by EVAL on a connection's first call, by its SHA after, and again whole on NOSCRIPT.
  redis.defineCommand('countExperiment', { lua: COUNT_SCRIPT });
  const send = (redis as unknown as { countExperiment(...args: string[]): Promise<unknown> }).countExperiment.bind(redis);
  /** The writes not yet sent, by experiment key. */
  const held = new Map<string, Held>();
  /** Writes made and not yet answered (not sent, or in a call under way), and of them those not sent. */
  let [heldWrites, unsent] = [0, 0];
  /** The calls under way, each resolving false when Redis did not take it (its writes given back). */
  const calls = new Set<Promise<boolean>>();
  let [refused, dropped, refusedSinceLog] = [0, 0, 0];
  let away = false;
  const tellRefused = () => {
    if (refusedSinceLog++ > 0) return;
    // One line a minute at most while the store is full: the metric counts every refusal.
    setTimeout(() => {
      log.error({ refused: refusedSinceLog }, 'experiment counts refused: the experiments\' Redis is full (maxmemory, noeviction)');
      refusedSinceLog = 0;
    }, 60_000).unref();
    log.error('experiment counts refused: the experiments\' Redis is full (maxmemory, noeviction); pages serve on');
  };
  redis.on('error', (error: Error & { code?: string }) => {
    if (away) return;
    away = true;
    log.warn({ code: error.code ?? error.name }, 'the experiments\' Redis is unreachable: counts are held in memory until it is back');
  });
  const hold = (key: string, lines: string) => {
    let writes = held.get(key);
    if (!writes) held.set(key, (writes = { bytes: Buffer.alloc(0), length: 0 }));
    append(writes, lines);
  };
  /**
   * One answered script call of at most BATCH unsent writes, every key's in it, on Redis's socket when it returns (ioredis
   * writes a command at once on a ready connection). Answered: its writes are counted. Refused by a full store: they are
   * refused (Redis checks its memory before it runs a script, so nothing of it was written). Any other failure gives them back,
   * to be sent again, where each counts once.
   */
  const call = (): Promise<boolean> => {
    const [keys, texts] = [[] as string[], [] as [string, string][]];
    let lines = 0;
    for (const [key, writes] of held) {
      if (writes.length === 0 || lines === BATCH) continue;
      const [text, taken] = take(writes, BATCH - lines);
      keys.push(...keysOf(key));
      texts.push([key, text]);
      lines += taken;
      if (writes.length === 0 && writes.bytes.length > KEPT_BYTES) held.delete(key);
    }
    unsent -= lines;
    const args = [String(keys.length), ...keys, String(TOTALS_KEEP_S), String(perNetwork), ...texts.map(([, text]) => text)];
    const answered: Promise<boolean> = send(...args).then(() => true, (error: Error) => {
      if (/^OOM/.test(error.message)) {
        refused += lines;
        tellRefused();
        return true;
      }
      for (const [key, text] of texts) hold(key, text);
      unsent += lines;
      retryLater();
      return false;
    }).then((taken) => {
      if (taken) heldWrites -= lines;
      calls.delete(answered);
      return taken;
    });
    calls.add(answered);
    return answered;
  };
  let flushing: Promise<boolean> | undefined;
  /** Every held write sent, a call at a time, each answered before the next; true when none is left. */
  const flush = (): Promise<boolean> => (flushing ??= (async () => {
    for (;;) {
      if (calls.size > 0) {
        if (!(await Promise.all(calls)).every(Boolean)) return false;
      } else if (unsent === 0) return true;
      else if (redis.status !== 'ready' || !(await call())) return false;
    }
  })().finally(() => {
    flushing = undefined;
  }));
  let retrying = false;
  function retryLater() {
    if (retrying) return;
    retrying = true;
    setTimeout(() => {
      retrying = false;
      void flush();
    }, RETRY_MS).unref();
  }
  /** Pages held till their counts are on Redis's socket, sent at the end of their turn. */
  let pages: (() => void)[] = [];
  let atTurnEnd = false;
  /**
   * The end of a turn of the event loop that made writes: they go in one call (more past BATCH), then the turn's drawn pages,
   * so no page goes before its count is Redis's and a SIGKILL loses no visitor whose page went out
   * (docs/decisions/1045-pages-held-for-their-counts.md). While Redis is away, stalled (its socket not drained: the kernel's
   * buffer is all a stalled Redis fills) or taking back what was held (a flush under way), the pages go all the same, their
   * writes held for the flush.
   */
  const turnEnd = () => {
    atTurnEnd = false;
    if (!flushing && redis.status === 'ready' && redis.stream.writableLength === 0) while (unsent > 0) void call();
    const sending = pages;
    pages = [];
    for (const sendPage of sending) sendPage();
  };
  redis.on('ready', () => {
    if (away) log.info({ held: heldWrites }, 'the experiments\' Redis is reachable again: the held counts are sent');
    away = false;
    void flush();
  });
  return {
    count(write, sendPage) {
      if (heldWrites >= MAX_HELD) {
        if (dropped++ === 0) log.error({ held: heldWrites }, 'experiment counts held in memory past their bound: new ones are dropped');
        sendPage?.();
        return;
      }
      const { key, id, version, share, day, network, keepS, converted = '' } = write;
      hold(key, `${id} ${version} ${share} ${day} ${network} ${keepS} ${converted}\n`);
      heldWrites += 1;
      unsent += 1;
      if (sendPage) pages.push(sendPage);
      if (!atTurnEnd) {
        atTurnEnd = true;
        setImmediate(turnEnd);
      }
    },
    async read(key) {
      await flush();
      return resultsOf(await redis.hgetall(keysOf(key)[2]!), perNetwork);
    },
    flush,
    async close(until = Date.now()) {
      while (!(await flush()) && Date.now() + RETRY_MS < until) await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      if (heldWrites > 0) log.error({ writes: heldWrites }, 'the experiments\' Redis unreachable at shutdown: these counts are lost');
      redis.disconnect();
    },
    get held() {
      return heldWrites;
    },
    get refused() {
      return refused;
    },
    get dropped() {
      return dropped;
    },
  };
}
