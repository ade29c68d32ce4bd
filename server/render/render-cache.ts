// Rendered pages by variant (page, site, and for business pages the city, region and
// cookie notice): the first request for a variant renders it, later ones get the stored
// bytes, already compressed, while the upstream data it was rendered from is current.
// Concurrent requests for a variant being rendered share that render. Bounded in entries
// and bytes; a render that read uncached data (upstream cache off) is never stored. Each
// entry carries the instant its page's calendar next changes (PRODUCT.md §4) and is
// dropped at that instant: a page kept before 24:00 is never served after it.
import { LRUCache } from 'lru-cache';
import type { Read } from '../upstream/upstream-cache.js';
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
  /** The stored page if it still holds at `now` (epoch ms) and `isCurrent` accepts its reads. */
  get(key: string, isCurrent: (reads: readonly Read[]) => boolean, now: number): CachedPage | undefined;
  /**
   * Renders once for all concurrent callers of one key and calendar phase (a request after
   * the phase change at `validUntil` never shares a render begun before it); stores the
   * result, until `validUntil`, when it may be reused.
   */
  render(key: string, validUntil: number, produce: () => Promise<RenderedPage>): Promise<EncodedPage>;
  readonly size: number;
  readonly bytes: number;
}

/** 'off': nothing is kept or shared, and pages go out uncompressed (the benchmark's render timing). */
export function createRenderCache(options: RenderCacheOptions | 'off'): RenderCache {
  const pages = options === 'off' ? undefined : new LRUCache<string, CachedPage>({
    max: options.maxEntries,
    maxSize: options.maxBytes,
    sizeCalculation: (page) => page.identity.length + page.br.length + page.gzip.length,
  });
  const rendering = new Map<string, Promise<EncodedPage>>();

  async function renderOnce(key: string, validUntil: number, produce: () => Promise<RenderedPage>): Promise<EncodedPage> {
    const { html, reads } = await produce();
    if (reads === null || !pages) return uncachedPage(html);
    const page: CachedPage = { ...storedPage(html), reads, validUntil };
    pages.set(key, page);
    return page;
  }

  return {
    get(key, isCurrent, now) {
      const page = pages?.get(key);
      if (page === undefined) return undefined;
      // One compare per hit: the calendar's boundary was computed when the page was rendered.
      if (now >= page.validUntil) return void pages!.delete(key);
      return isCurrent(page.reads) ? page : undefined;
    },
    render(key, validUntil, produce) {
      // Off: every request renders its own page, as the benchmark's render timing needs.
      if (!pages) return renderOnce(key, validUntil, produce);
      const phaseKey = `${key}|${validUntil}`;
      let pending = rendering.get(phaseKey);
      if (!pending) {
        pending = renderOnce(key, validUntil, produce).finally(() => rendering.delete(phaseKey));
        rendering.set(phaseKey, pending);
      }
      return pending;
    },
    get size() {
      return pages?.size ?? 0;
    },
    get bytes() {
      return pages?.calculatedSize ?? 0;
    },
  };
}
