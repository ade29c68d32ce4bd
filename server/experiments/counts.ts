// The experiments' counting store (docs/decisions/700-experiments-counted-where-they-happen.md): a write is a drawn
// visitor (the draw from the signed cookie: assignment.ts) or its conversion, which carries the draw too; one Lua
// script makes every write idempotent per visitor id, so writes commute and each counts once in any order. Put on
// Redis's socket unanswered at the end of the turn they are made in, a drawn visitor's page sent only then, and counted
// for sure by an answered call a batch (never awaited by a page: both below); held in memory while Redis is away,
// tried within a stopping instance's grace. A full store (noeviction: deploy/kubernetes/experiment-redis.yaml) refuses
// the write: logged and counted. Per-visitor fields live until the end + 7 days, totals 400 days. Without a Redis the
// instance's memory is the store.
import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import type { ExperimentResults } from '#shared/experiments/results.js';
import type { DrawnUnder } from '#shared/experiments/statistics.js';
import type { Logger } from '../observability/log.js';
import type { Version } from '#shared/experiments/versions.js';
import type { Drawn } from './assignment.js';

/** One write: a drawn visitor, with its conversion's Moscow day when the server answered its goal. */
export interface CountWrite extends Drawn {
  /** The experiment's key. */
  key: string;
  /** The visitor's id, verified (assignment.ts). */
  id: string;
  /** The asking network (/24, /48: server/rate-limit/address-key.ts). */
  network: string;
  /** How long from this write the per-visitor fields are kept (s): till the experiment's last day's end + 7 days. */
  keepS: number;
  converted?: string;
}

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
/** A key's buffer of held writes is kept up to this size when they are sent: beyond it, let go of (a store that was away). */
const KEPT_BYTES = 1 << 20;
/** Writes sent at a time. */
const BATCH = 1000;
const RETRY_MS = 250;
/**
 * How long writes gather for their answered call (ms); they are on Redis's socket already, unanswered. A call costs its
 * reply's wake-up, read, parse and promise: every 100 ms, a quarter of a paced first view's count
 * (docs/decisions/1045-pages-held-for-their-counts.md).
 */
const ANSWERED_MS = 1000;
const keysOf = (key: string) => ['ids', 'nets', 'totals'].map((part) => `promo:x:${key}:${part}`);

/**
 * KEYS: ids (id → a|b seen, A|B converted), nets (`<v>:<net>` visitors, `<v>+:<net>` conversions), totals.
 * ARGV: the totals' keep (s), then the writes, a line each: id, version, share, draw day, network, the per-visitor keys' keep (s)
 * and the conversion day (or nothing), a space apart. The totals' fields: `<day>:<v>:visitors|conversions`, `share:<n>:<v>`
 * (visitors) and `share:<n>:<v>:conversions` by the share drawn under, `busiest:<v>:visitors|conversions`, `converting:<v>`
 * (networks with a conversion: what a verdict stands on, docs/decisions/1055-a-verdict-that-stands-on-networks.md).
 */
const COUNT_SCRIPT = `
local changed, keep = 0, nil
local function busiest(field, n)
  if n > tonumber(redis.call('HGET', KEYS[3], field) or '0') then redis.call('HSET', KEYS[3], field, n) end
end
for id, version, share, day, net, keepS, conv in string.gmatch(ARGV[2], '(%S+) (%S+) (%S+) (%S+) (%S+) (%S+) (%S*)\\n') do
  local was = redis.call('HGET', KEYS[1], id)
  local now = was
  if not was then
    now = version
    redis.call('HINCRBY', KEYS[3], day .. ':' .. now .. ':visitors', 1)
    redis.call('HINCRBY', KEYS[3], 'share:' .. share .. ':' .. now, 1)
    busiest('busiest:' .. now .. ':visitors', redis.call('HINCRBY', KEYS[2], now .. ':' .. net, 1))
  end
  if conv ~= '' and now == string.lower(now) then
    redis.call('HINCRBY', KEYS[3], conv .. ':' .. now .. ':conversions', 1)
    redis.call('HINCRBY', KEYS[3], 'share:' .. share .. ':' .. now .. ':conversions', 1)
    local ofNet = redis.call('HINCRBY', KEYS[2], now .. '+:' .. net, 1)
    busiest('busiest:' .. now .. ':conversions', ofNet)
    if ofNet == 1 then redis.call('HINCRBY', KEYS[3], 'converting:' .. now, 1) end
    now = string.upper(now)
  end
  if now ~= was then
    redis.call('HSET', KEYS[1], id, now)
    changed, keep = changed + 1, keepS
  end
end
if keep then
  redis.call('EXPIRE', KEYS[1], keep)
  redis.call('EXPIRE', KEYS[2], keep)
  redis.call('EXPIRE', KEYS[3], ARGV[1])
end
return changed`;
const COUNT_SHA = createHash('sha1').update(COUNT_SCRIPT).digest('hex');
/** One argument of a command as Redis reads it (RESP's bulk string). */
const bulk = (arg: string) => `$${Buffer.byteLength(arg)}\r\n${arg}\r\n`;
/** RESP's `CLIENT REPLY SKIP`: the next command's reply (an error's too) is not sent. */
const REPLY_SKIP = `*3\r\n${bulk('CLIENT')}${bulk('REPLY')}${bulk('SKIP')}`;
/**
 * The writes of one experiment key held for Redis: their lines of the script's ARGV in a buffer, off V8's heap, reused. An
 * object a write lived its second and outlived the young generation: at 50 connections the old space grew by them and each
 * scavenge walked them (docs/decisions/1045-pages-held-for-their-counts.md). A post or an answered call takes a copy of its lines
 * as a string, which dies young (a Buffer argument made ioredis allocate outside the heap, which started full collections).
 */
interface Held { bytes: Buffer; length: number; posted: number }
/** The start of `held`'s lines: at most BATCH of them, and the number taken. */
function linesOf({ bytes, length }: Held, upTo: number): [Buffer, number] {
  let [end, lines] = [0, 0];
  while (end < Math.min(upTo, length) && lines < BATCH) [end, lines] = [bytes.indexOf(10, end) + 1, lines + 1];
  return [bytes.subarray(0, end), lines];
}

/** The same counting in memory: per key the ids, the networks and the totals, as the script keeps them in Redis. */
function memoryStore() {
  const byKey = new Map<string, Map<string, string>[]>();
  const add = (hash: Map<string, string>, field: string) => {
    const n = Number(hash.get(field) ?? 0) + 1;
    hash.set(field, String(n));
    return n;
  };
  const busiest = (totals: Map<string, string>, field: string, n: number) => {
    if (n > Number(totals.get(field) ?? 0)) totals.set(field, String(n));
  };
  return {
    count(write: CountWrite): void {
      let hashes = byKey.get(write.key);
      if (!hashes) byKey.set(write.key, (hashes = [new Map(), new Map(), new Map()]));
      const [ids, nets, totals] = hashes as [Map<string, string>, Map<string, string>, Map<string, string>];
      let now = ids.get(write.id);
      if (!now) {
        now = write.version;
        add(totals, `${write.day}:${now}:visitors`);
        add(totals, `share:${write.share}:${now}`);
        busiest(totals, `busiest:${now}:visitors`, add(nets, `${now}:${write.network}`));
      }
      if (write.converted && now === now.toLowerCase()) {
        add(totals, `${write.converted}:${now}:conversions`);
        add(totals, `share:${write.share}:${now}:conversions`);
        const ofNet = add(nets, `${now}+:${write.network}`);
        busiest(totals, `busiest:${now}:conversions`, ofNet);
        if (ofNet === 1) add(totals, `converting:${now}`);
        now = now.toUpperCase();
      }
      ids.set(write.id, now);
    },
    totals: (key: string) => Object.fromEntries(byKey.get(key)?.[2] ?? []),
  };
}

/** The totals' hash as the studio reads it. */
export function resultsOf(fields: Record<string, string>): ExperimentResults {
  const none = () => ({ visitors: 0, conversions: 0 });
  const days = new Map<string, ExperimentResults['days'][number]>();
  const shares = { visitors: new Map<number, DrawnUnder>(), conversions: new Map<number, DrawnUnder>() };
  const busiest = { a: none(), b: none() };
  const converting = { a: 0, b: 0 };
  for (const [field, value] of Object.entries(fields)) {
    const [first, second, third, fourth] = field.split(':') as [string, string, string, string | undefined];
    if (first === 'share') {
      const [share, counted] = [Number(second), shares[fourth === 'conversions' ? 'conversions' : 'visitors']];
      if (!counted.has(share)) counted.set(share, { share, a: 0, b: 0 });
      counted.get(share)![third as Version] += Number(value);
    } else if (first === 'busiest') busiest[second as Version][third as 'visitors' | 'conversions'] = Number(value);
    else if (first === 'converting') converting[second as Version] = Number(value);
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
  };
}

/** `url`: EXPERIMENT_REDIS_URL (by default REDIS_URL's server); unset: this instance's memory. */
export function createExperimentCounts(url: string | undefined, log: Logger): ExperimentCounts {
  if (!url) {
    const memory = memoryStore();
    return {
      count: (write, sendPage) => {
        memory.count(write);
        sendPage?.();
      },
      read: (key) => Promise.resolve(resultsOf(memory.totals(key))),
      flush: () => Promise.resolve(true),
      close: () => Promise.resolve(),
      held: 0, refused: 0, dropped: 0,
    };
  }
  const redis = new Redis(url, {
    enableOfflineQueue: false, maxRetriesPerRequest: 0, commandTimeout: 2000, connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  redis.defineCommand('countExperiment', { numberOfKeys: 3, lua: COUNT_SCRIPT });
  /** Made but not yet counted for sure (an answered call took them), by experiment key: what a stopping instance still sends. */
  const held = new Map<string, Held>();
  let heldWrites = 0;
  let refused = 0;
  let dropped = 0;
  let away = false;
  let refusedSinceLog = 0;
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
  const send = (redis as unknown as { countExperiment(...args: string[]): Promise<unknown> }).countExperiment.bind(redis);
  /**
   * Sends the held writes (`all`, or those held now), a batch at a time, one answered script call per experiment a batch, its
   * writes in one argument: a call per write (its command, promise, timer and arguments) lived as long as Redis took to answer
   * under load, and outlived the young generation (docs/decisions/700-experiments-counted-where-they-happen.md). False when the store
   * did not take a call for a reason other than a full store: the batch stays held (sent again, its writes count once); a full
   * store's refusal of a call refuses its writes.
   */
  const sendHeld = async (all: boolean): Promise<boolean> => {
    const left = new Map([...held].map(([key, { length }]) => [key, all ? Infinity : length]));
    for (;;) {
      const calls = [...held].map(([key, writes]) => [key, writes, ...linesOf(writes, left.get(key) ?? 0)] as const)
        .filter(([, , , lines]) => lines > 0);
      if (calls.length === 0) return true;
      const results = await Promise.all(calls.map(([key, , bytes, lines]) => send(...keysOf(key), String(TOTALS_KEEP_S), bytes.toString())
        .then(() => 0, (error: Error) => (/^OOM/.test(error.message) ? lines : Number.NaN))));
      if (results.some(Number.isNaN)) return false;
      const oom = results.reduce((sum, writes) => sum + writes, 0);
      if (oom > 0) {
        refused += oom;
        tellRefused();
      }
      for (const [key, writes, { length }, lines] of calls) {
        left.set(key, left.get(key)! - length);
        heldWrites -= lines;
        // Moved up in place (posts and calls carry copies): a new buffer is new pages the kernel faults in.
        writes.bytes.copyWithin(0, length, writes.length);
        writes.length -= length;
        writes.posted = Math.max(0, writes.posted - length);
        if (writes.length === 0 && writes.bytes.length > KEPT_BYTES) held.delete(key);
      }
    }
  };
  let sending: Promise<boolean> | undefined;
  const sendOnce = (all: boolean): Promise<boolean> => (sending ??= sendHeld(all).finally(() => {
    sending = undefined;
  }));
  const flush = async (): Promise<boolean> => {
    while (heldWrites > 0) if (!(await sendOnce(true))) return false;
    return true;
  };
  let scheduled = false;
  /** Sends the writes held now while the store is ready ('ready' sends them otherwise), the rest after ANSWERED_MS. */
  const sendNow = () => {
    if (redis.status !== 'ready') return;
    void sendOnce(false).then((done) => {
      if (heldWrites > 0) sendSoon(done ? ANSWERED_MS : RETRY_MS);
    });
  };
  /** The same once the code running now is done, or after `delayMs` (the next answered call, a failed batch's retry). */
  const sendSoon = (delayMs = 0) => {
    if (scheduled) return;
    scheduled = true;
    const go = () => {
      scheduled = false;
      sendNow();
    };
    if (delayMs > 0) setTimeout(go, delayMs).unref();
    else process.nextTick(go);
  };
  /** Pages held till their counts are on Redis's socket, sent by the post that puts them there. */
  let holding: (() => void)[] = [];
  let postAtTurnEnd = false;
  /** Each experiment key's posting command up to its writes: CLIENT REPLY SKIP, then the script's call by its SHA. */
  const postCommands = new Map<string, string>();
  /**
   * Puts the turn's writes on Redis's socket with no reply asked (CLIENT REPLY SKIP) once the turn's I/O is done, then sends
   * the pages held for them: one write a turn, and never a page before its count is Redis's, so a SIGKILL loses no count of a
   * page sent while Redis takes them (docs/decisions/1045-pages-held-for-their-counts.md). A reply per view (its read,
   * ioredis's parse, a promise, a timer) was most of a first view's cost beyond a hit at 200 req/s
   * (docs/decisions/1045-pages-held-for-their-counts.md). Best effort: the answered call that follows within
   * ANSWERED_MS counts them for sure (the script counts a write once however often it comes), a full store's refusal
   * included; a Redis not ready or not drained gets no post, and the pages go all the same.
   */
  const post = () => {
    postAtTurnEnd = false;
    const socket = redis.stream;
    const ready = redis.status === 'ready' && socket.writableLength === 0;
    let commands = '';
    for (const [key, writes] of held) {
      let command = postCommands.get(key);
      if (!command) {
        const args = ['EVALSHA', COUNT_SHA, '3', ...keysOf(key), String(TOTALS_KEEP_S)];
        postCommands.set(key, (command = `${REPLY_SKIP}*${args.length + 1}\r\n${args.map(bulk).join('')}`));
      }
      if (ready && writes.posted < writes.length) commands += command + bulk(writes.bytes.toString('utf8', writes.posted, writes.length));
      writes.posted = writes.length;
    }
    if (commands) socket.write(commands);
    const pages = holding;
    holding = [];
    for (const send of pages) send();
  };
  redis.on('ready', () => {
    if (away) log.info({ held: heldWrites }, 'the experiments\' Redis is reachable again: the held counts are sent');
    away = false;
    // Before any write is posted by the script's SHA (a restarted Redis has no scripts); the answered calls load it themselves.
    redis.script('LOAD', COUNT_SCRIPT).catch(() => undefined);
    sendSoon();
  });
  return {
    count(write, sendPage) {
      if (heldWrites >= MAX_HELD) {
        if (dropped++ === 0) log.error({ held: heldWrites }, 'experiment counts held in memory past their bound: new ones are dropped');
        sendPage?.();
        return;
      }
      const { key, id, version, share, day, network, keepS, converted = '' } = write;
      const line = `${id} ${version} ${share} ${day} ${network} ${keepS} ${converted}\n`;
      let writes = held.get(key);
      if (!writes) held.set(key, (writes = { bytes: Buffer.alloc(0), length: 0, posted: 0 }));
      if (writes.length + 3 * line.length > writes.bytes.length) { // UTF-8 takes at most 3 bytes a UTF-16 unit
        const bytes = Buffer.allocUnsafeSlow(Math.max(16_384, 2 * (writes.length + 3 * line.length)));
        writes.bytes.copy(bytes, 0, 0, writes.length);
        writes.bytes = bytes;
      }
      writes.length += writes.bytes.write(line, writes.length);
      heldWrites += 1;
      if (sendPage) holding.push(sendPage);
      if (!postAtTurnEnd) {
        postAtTurnEnd = true;
        setImmediate(post);
      }
      // A send under way schedules what is left once done; a retry scheduled waits its turn.
      if (!sending && !scheduled) sendSoon(ANSWERED_MS);
    },
    async read(key) {
      await flush();
      return resultsOf(await redis.hgetall(keysOf(key)[2]!));
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
