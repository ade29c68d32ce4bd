// A cache in front of the upstream for public data only (products, leaderboards, cities, info, reviews, categories, an
// IP's city): under a burst a page would otherwise make its calls once per view. lru-cache gives single flight, a bound
// on entries, and stale-while-revalidate (no visitor waits for a refresh). While the upstream fails the last good
// answer serves for up to UPSTREAM_STALE_MS; a failure with nothing to fall back on is remembered for FAILURE_MEMORY_MS
// (docs/product.md §6 "Failures"), one call per key per window. Personal calls never set `cacheable`.
// Calls named in `ownBudgets` (keys a visitor picks: a city's business info) have an LRU of their own, so they never
// push out the page data keyed by our own content's ids.
// The render cache builds on it: a render's calls name the entries they read (UpstreamRequest.record), and its bytes
// stay valid while those entries are current; a refresh that brings the same data keeps the entry.
import { isDeepStrictEqual } from 'node:util';
import { LRUCache } from 'lru-cache';
import type { ReadRecord, UpstreamClient, UpstreamRequest, UpstreamResult } from './client.js';

/** How long a failed read is answered from memory before the upstream is asked again. */
export const FAILURE_MEMORY_MS = 1500;

/** A stored answer looked at as it is, expired or not, without counting as a use. */
const PEEK_STALE = { allowStale: true } as const;

export interface UpstreamCacheOptions {
  /** How long an answer is fresh; 0 turns the cache off. */
  ttlMs: number;
  /** How long the last good answer may still be served (while refreshing, or while the upstream fails). */
  staleMs: number;
  maxEntries?: number;
  /** Calls (by call-table name) kept in an LRU of their own with this many entries. */
  ownBudgets?: Readonly<Record<string, number>>;
  now?: () => number;
}

interface Answer {
  result: UpstreamResult<unknown>;
  /** When the upstream last confirmed this answer: the age that `staleMs` bounds. */
  answeredAt: number;
}

/** One cache entry a render read. */
export interface Read {
  request: UpstreamRequest<unknown>;
  answer: Answer;
}

/** True when a read failed: the page made from them lacks that part. */
export const readsFailed = (reads: readonly Read[]): boolean => reads.some(({ answer }) => !answer.result.ok);

export interface CachedUpstream extends UpstreamClient {
  /**
   * True while every entry is the one read and not too old; a stale one starts its refresh,
   * made for `requestId` (the request that found it stale).
   */
  stillCurrent(reads: readonly Read[], requestId?: string): boolean;
}

export function withUpstreamCache(
  client: UpstreamClient, { ttlMs, staleMs, maxEntries = 2000, ownBudgets = {}, now = Date.now }: UpstreamCacheOptions,
): CachedUpstream {
  // Off: every call goes through, and no render can be kept (nothing to record).
  if (ttlMs <= 0) {
    return {
      call: (request) => {
        if (request.record) request.record.reads = null;
        return client.call(request);
      },
      close: () => client.close(), stillCurrent: () => false,
    };
  }
  const note = (record: ReadRecord | undefined, read: Read | null) => {
    if (!record?.reads) return;
    if (read) record.reads.push(read);
    else record.reads = null;
  };

  /** Bumped whenever lru-cache lets an answer go (replaced, deleted, evicted): a read held current may no longer be. */
  let changes = 0;
  const makeCache = (max: number) => new LRUCache<string, Answer, UpstreamRequest<unknown>>({
    max,
    dispose: () => void changes++,
    ttl: ttlMs,
    allowStale: true,
    noDeleteOnStaleGet: true,
    perf: { now },
    // Read the clock on every check rather than once per millisecond.
    ttlResolution: 0,
    fetchMethod: async (_path, previous, { context, options }) => {
      // The shared call must not die with the first visitor's connection: no caller signal.
      const result = await client.call({ ...context, signal: undefined });
      const confirmed = previous?.result.ok && result.ok && isDeepStrictEqual(previous.result.data, result.data);
      if (confirmed) return Object.assign(previous, { answeredAt: now() });
      if (result.ok) return { result, answeredAt: now() };
      if (previous?.result.ok && now() - previous.answeredAt <= staleMs) return previous;
      options.ttl = Math.min(FAILURE_MEMORY_MS, ttlMs);
      return { result, answeredAt: now() };
    },
  });
  const pageData = makeCache(maxEntries);
  const budgets = new Map(Object.entries(ownBudgets).map(([call, max]) => [call, makeCache(max)]));
  const cacheOf = (request: UpstreamRequest<unknown>) => (request.call !== undefined && budgets.get(request.call)) || pageData;

  async function call<T>(request: UpstreamRequest<T>): Promise<UpstreamResult<T>> {
    if (!request.cacheable || request.method !== 'GET') {
      note(request.record, null);
      return client.call(request);
    }
    const key = request.path;
    const context = request as UpstreamRequest<unknown>;
    const cache = cacheOf(context);
    const held = cache.peek(key, { allowStale: true });
    // Only a good answer is served while its refresh runs; a remembered failure that
    // has expired waits for the new answer.
    const servable = held !== undefined && held.result.ok && now() - held.answeredAt <= staleMs;
    const answer = (await cache.fetch(key, { context, allowStale: servable }))
      ?? { result: { ok: false, failure: { reason: 'unreachable' } }, answeredAt: now() };
    note(request.record, { request: context, answer });
    return answer.result as UpstreamResult<T>;
  }

  // Made for the request that starts it (docs/product.md §10), not the one that read the entry first.
  const refresh = (request: UpstreamRequest<unknown>, requestId?: string) =>
    void cacheOf(request).fetch(request.path, { context: { ...request, scope: requestId === undefined ? undefined : { requestId } } });

  /**
   * A page's reads found current, until when they stay so unless an answer is let go: the soonest an entry expires or
   * an answer grows too old. Inside it a hit asks no entry again (lru-cache answers a fresh entry's fetch from memory,
   * so only a let-go answer can change one; docs/decisions/060-hit-path.md).
   */
  const heldUntil = new WeakMap<readonly Read[], { until: number; changes: number }>();

  function stillCurrent(reads: readonly Read[], requestId?: string): boolean {
    // Asked on every render-cache hit: one instant for all of a page's reads, no options object per read.
    const at = now();
    const held = heldUntil.get(reads);
    if (held && held.changes === changes && at < held.until) return true;
    let until = Infinity;
    for (const { request, answer } of reads) {
      const cache = cacheOf(request);
      if (cache.peek(request.path, PEEK_STALE) !== answer || at - answer.answeredAt > staleMs) return false;
      const left = cache.getRemainingTTL(request.path);
      if (left > 0) {
        until = Math.min(until, at + left, answer.answeredAt + staleMs);
        continue;
      }
      // A page rendered around a failure is kept no longer than the failure is remembered.
      if (!answer.result.ok) return false;
      refresh(request, requestId);
      until = at;
    }
    if (until > at) heldUntil.set(reads, { until, changes });
    return true;
  }

  return { call, close: () => client.close(), stillCurrent };
}
