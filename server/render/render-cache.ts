// Rendered pages by variant (page, site, and for business pages the city, region and
// cookie notice): the first request for a variant renders it, later ones get the stored
// bytes, already compressed, while the upstream data it was rendered from is current.
// Concurrent requests for a variant being rendered share that render. Bounded in entries
// and bytes; a render that read uncached data (upstream cache off) is never stored. Each
// entry carries the instant its page's calendar next changes (docs/product.md §4) and is
// dropped at that instant: a page kept before 24:00 is never served after it.
import { LRUCache } from 'lru-cache';
import { readsFailed, type Read } from '../upstream/upstream-cache.js';
import { storedPage, uncachedPage, type EncodedPage, type StoredPage } from './encoded-page.js';

export interface CachedPage extends StoredPage {
  reads: readonly Read[];
  /** Epoch ms of the page's next phase change (Infinity: none); the entry is dropped then. */
  validUntil: number;
}

/** What a render gives the cache: the page and the reads it was made from. */
export interface RenderedPage {
  html: Buffer;
  reads: Read[] | null;
}

export interface RenderCacheOptions {
  maxEntries: number;
  maxBytes: number;
}

export interface RenderCache {
  /**
   * The stored page if it still holds at `now` (epoch ms) and `isCurrent` accepts its
   * reads; `requestId` is handed on to it (the request a refresh it starts is made for).
   */
  get(
    key: string, isCurrent: (reads: readonly Read[], requestId?: string) => boolean, now: number, requestId?: string,
  ): CachedPage | undefined;
  /**
   * Renders once for all concurrent callers of one key and calendar phase (a request after
   * the phase change at `validUntil` never shares a render begun before it); stores the
   * result, until `validUntil`, when it may be reused.
   */
  fill(key: string, validUntil: number, produce: () => Promise<RenderedPage>): Promise<EncodedPage>;
  /**
   * The stored page of `key` whatever its reads, while it holds at `now` (its phase has not
   * ended, no content change dropped it): the last bytes a request may be answered with
   * while the key's new render runs.
   */
  stale(key: string, now: number): CachedPage | undefined;
  /** Whether a render of `key` for the phase ending at `validUntil` is under way (a new caller shares it). */
  isRendering(key: string, validUntil: number): boolean;
  readonly size: number;
  readonly bytes: number;
  /** Entries pushed out by the bounds so far (a cache too small for its variants). */
  readonly evictions: number;
  /**
   * Drops the stored pages whose key `matches`, and lets no render begun before this call
   * store its page or be shared any more (new content: server/content/content-watch.ts).
   */
  drop(matches: (key: string) => boolean): void;
  /** Raises the entry bound to `maxEntries` (never lowers it), keeping what is stored. */
  fitEntries(maxEntries: number): void;
  readonly maxEntries: number;
}

/** 'off': nothing is kept or shared, and pages go out uncompressed (the benchmark's render timing). */
export function createRenderCache(options: RenderCacheOptions | 'off'): RenderCache {
  let evictions = 0;
  const pagesUpTo = (maxEntries: number, maxBytes: number) => new LRUCache<string, CachedPage>({
    max: maxEntries,
    maxSize: maxBytes,
    sizeCalculation: (page) => page.identity.length + page.br.length + page.gzip.length,
    dispose: (_page, _key, reason) => {
      if (reason === 'evict') evictions++;
    },
  });
  let pages = options === 'off' ? undefined : pagesUpTo(options.maxEntries, options.maxBytes);
  const rendering = new Map<string, Promise<EncodedPage>>();
  /** Counts drops: a render begun under an older count was made from content since replaced. */
  let generation = 0;

  async function renderOnce(key: string, validUntil: number, produce: () => Promise<RenderedPage>): Promise<EncodedPage> {
    const begun = generation;
    const { html, reads } = await produce();
    if (reads === null || !pages || begun !== generation) return uncachedPage(html);
    const page: CachedPage = { ...(await storedPage(html)), reads, validUntil, partial: readsFailed(reads) };
    pages.set(key, page);
    return page;
  }

  return {
    get(key, isCurrent, now, requestId) {
      const page = pages?.get(key);
      if (page === undefined) return undefined;
      // One compare per hit: the calendar's boundary was computed when the page was rendered.
      if (now >= page.validUntil) return void pages!.delete(key);
      return isCurrent(page.reads, requestId) ? page : undefined;
    },
    fill(key, validUntil, produce) {
      // Off: every request renders its own page, as the benchmark's render timing needs.
      if (!pages) return renderOnce(key, validUntil, produce);
      const phaseKey = `${key}|${validUntil}`;
      let pending = rendering.get(phaseKey);
      if (!pending) {
        const started: Promise<EncodedPage> = renderOnce(key, validUntil, produce)
          .finally(() => rendering.get(phaseKey) === started && rendering.delete(phaseKey));
        pending = started;
        rendering.set(phaseKey, pending);
      }
      return pending;
    },
    stale(key, now) {
      const page = pages?.peek(key);
      return page !== undefined && now < page.validUntil ? page : undefined;
    },
    isRendering: (key, validUntil) => pages !== undefined && rendering.has(`${key}|${validUntil}`),
    get size() {
      return pages?.size ?? 0;
    },
    get bytes() {
      return pages?.calculatedSize ?? 0;
    },
    get evictions() {
      return evictions;
    },
    drop(matches) {
      generation++;
      rendering.clear();
      if (!pages) return;
      for (const key of [...pages.keys()]) if (matches(key)) pages.delete(key);
    },
    fitEntries(maxEntries) {
      if (!pages || maxEntries <= pages.max) return;
      const grown = pagesUpTo(maxEntries, pages.maxSize);
      grown.load(pages.dump());
      pages = grown;
    },
    get maxEntries() {
      return pages?.max ?? 0;
    },
  };
}
