// A cache in front of the upstream for public data only (products, leaderboards, cities,
// info, reviews, categories, and the city of an IP): under a traffic burst a page would
// otherwise make its upstream calls once per view. lru-cache gives single flight (one
// call however many visitors wait), a bound on entries, and stale-while-revalidate: once
// an answer exists no visitor waits for its refresh. While the upstream fails, the last
// good answer keeps being served for up to UPSTREAM_STALE_MS (stale-if-error), so a page
// keeps its products and leaderboards through an outage instead of hiding them.
// Personal calls (card checks, posts) never set `cacheable` and pass straight through.
import { LRUCache } from 'lru-cache';
import type { UpstreamClient, UpstreamRequest, UpstreamResult } from './client.js';

export interface UpstreamCacheOptions {
  /** How long an answer is fresh; 0 turns the cache off. */
  ttlMs: number;
  /** How long the last good answer may still be served (while refreshing, or while the upstream fails). */
  staleMs: number;
  maxEntries?: number;
  now?: () => number;
}

interface Answer {
  result: UpstreamResult<unknown>;
  /** When the upstream gave this answer: the age that `staleMs` bounds. */
  answeredAt: number;
}

export function withUpstreamCache(client: UpstreamClient, { ttlMs, staleMs, maxEntries = 2000, now = Date.now }: UpstreamCacheOptions): UpstreamClient {
  if (ttlMs <= 0) return client;
  const cache = new LRUCache<string, Answer, UpstreamRequest<unknown>>({
    max: maxEntries,
    ttl: ttlMs,
    allowStale: true,
    noDeleteOnStaleGet: true,
    perf: { now },
    // Read the clock on every check rather than once per millisecond.
    ttlResolution: 0,
    fetchMethod: async (_path, previous, { context }) => {
      // The shared call must not die with the first visitor's connection: no caller signal.
      const result = await client.call({ ...context, signal: undefined });
      if (result.ok) return { result, answeredAt: now() };
      if (previous?.result.ok && now() - previous.answeredAt <= staleMs) return previous;
      return { result, answeredAt: now() };
    },
  });

  async function call<T>(request: UpstreamRequest<T>): Promise<UpstreamResult<T>> {
    if (!request.cacheable || request.method !== 'GET') return client.call(request);
    const key = request.path;
    const held = cache.peek(key, { allowStale: true });
    const tooOld = held !== undefined && now() - held.answeredAt > staleMs;
    const answer = await cache.fetch(key, { context: request as UpstreamRequest<unknown>, allowStale: !tooOld });
    // A failure reaches the callers that shared its call, and is then dropped, so a
    // recovered upstream is asked again at once.
    if (answer && !answer.result.ok && cache.peek(key, { allowStale: true }) === answer) cache.delete(key);
    return (answer?.result ?? { ok: false, failure: { kind: 'unreachable' } }) as UpstreamResult<T>;
  }

  return { call, close: () => client.close() };
}
