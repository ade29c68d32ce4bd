// Rendered pages by variant (page, site, and for business pages the city, region and
// cookie notice): the first request for a variant renders it, later ones get the stored
// bytes, already compressed, while the upstream data it was rendered from is current.
// Concurrent requests for a variant being rendered share that render. Bounded in entries
// and bytes; a render that read uncached data (upstream cache off) is never stored.
import { LRUCache } from 'lru-cache';
import type { Read } from '../upstream/upstream-cache.js';
import { storedPage, uncachedPage, type EncodedPage, type StoredPage } from './encoded-page.js';

export interface CachedPage extends StoredPage {
  reads: readonly Read[];
}

export interface RenderCacheOptions {
  maxEntries: number;
  maxBytes: number;
}

export interface RenderCache {
  /**
   * The stored page if `isCurrent` accepts its reads; `requestId` is handed on to it (the
   * request a refresh it starts is made for, when no request scope names one).
   */
  get(key: string, isCurrent: (reads: readonly Read[], requestId?: string) => boolean, requestId?: string): CachedPage | undefined;
  /** Renders once for all concurrent callers; stores the result when it may be reused. */
  render(key: string, produce: () => Promise<{ html: Buffer; reads: Read[] | null }>): Promise<EncodedPage>;
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

  async function renderOnce(key: string, produce: () => Promise<{ html: Buffer; reads: Read[] | null }>): Promise<EncodedPage> {
    const { html, reads } = await produce();
    if (reads === null || !pages) return uncachedPage(html);
    const page: CachedPage = { ...storedPage(html), reads };
    pages.set(key, page);
    return page;
  }

  return {
    get(key, isCurrent, requestId) {
      const page = pages?.get(key);
      return page && isCurrent(page.reads, requestId) ? page : undefined;
    },
    render(key, produce) {
      // Off: every request renders its own page, as the benchmark's render timing needs.
      if (!pages) return renderOnce(key, produce);
      let pending = rendering.get(key);
      if (!pending) {
        pending = renderOnce(key, produce).finally(() => rendering.delete(key));
        rendering.set(key, pending);
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
