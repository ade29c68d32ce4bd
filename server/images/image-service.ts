// Image variants (source URL × width × format), each made once: a bounded in-memory cache
// by bytes (IMAGE_CACHE_MB), one flight per variant (a second request for a variant being
// made waits for the same result), and transforms through a bounded queue (p-queue):
// IMAGE_CONCURRENCY run at once, IMAGE_QUEUE wait; past that, or after waiting longer than
// IMAGE_TIMEOUT_MS, a transform is shed (load shedding of image work: the route answers the
// placeholder, not stored). What is shed first is what no page needs: a source no products
// answer named (named-sources.ts) waits behind every named one and may take only half the
// queue. Which client asks does not count: floods from many clients are the edge's
// (docs/threat-model.md). A variant's ETag is the
// hash of its bytes, so equal output is recognised as equal whichever URL asked for it. A
// source that failed is remembered for a minute, for all its widths and formats: a broken
// photo on a busy page is not fetched again for every visitor. An encode has a deadline,
// and only JPEG, PNG, WebP and AVIF sources (by their magic bytes) are decoded.
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { ImageConfig } from '../config.js';
import type { ImageMetrics } from '../observability/metrics/image-metrics.js';
import { encodeImage, UnreadableImage, type ImageFormat } from './encode.js';
import type { SourceFailure, SourceFetcher } from './fetch-source.js';
import PQueue from 'p-queue';
import { sourceFormatOf } from './source-format.js';
import type { NamedSources } from './named-sources.js';

export interface Variant { body: Buffer; etag: string }

export type ImageFailure = SourceFailure | 'pixels' | 'not-image' | 'shed';

export type VariantResult = { ok: true; variant: Variant; hit: boolean } | { ok: false; reason: ImageFailure };

export type ImageService = ReturnType<typeof createImageService>;

const FAILURE_MEMORY_MS = 60_000;

const keyOf = (source: string, width: number, format: ImageFormat) =>
  createHash('sha256').update(`${source}\n${width}\n${format}`).digest('hex');

/** Why a transform was not run: the queue was full, or its turn did not come in time. */
const SHED = Symbol('shed');

export function createImageService(
  config: ImageConfig, fetcher: SourceFetcher, metrics: ImageMetrics, named: NamedSources,
) {
  const cache = new LRUCache<string, Variant>({ maxSize: config.cacheBytes, sizeCalculation: (v) => v.body.length + 200 });
  const flights = new Map<string, Promise<VariantResult>>();
  const failed = new LRUCache<string, ImageFailure>({ max: 10_000, ttl: FAILURE_MEMORY_MS });
  const queue = new PQueue({ concurrency: config.concurrency });
  const timeoutSeconds = Math.max(1, Math.ceil(config.timeoutMs / 1000));
  metrics.watch({
    get waiting() { return queue.size; }, get running() { return queue.pending; }, get cacheBytes() { return cache.calculatedSize; },
  });

  /**
   * `task` in its turn (a named source's before any other's), or SHED when its part of the queue is full (all of it for
   * a named source, half for any other) or the turn has not come within IMAGE_TIMEOUT_MS.
   */
  async function inTurn<T>(wanted: boolean, task: () => Promise<T>): Promise<T | typeof SHED> {
    const places = wanted ? config.queue : Math.ceil(config.queue / 2);
    if (queue.pending >= config.concurrency && queue.size >= places) return SHED;
    const waited = new AbortController();
    const timer = setTimeout(() => waited.abort(), config.timeoutMs);
    timer.unref();
    try {
      // Once running, the task keeps its place until it ends: the encode has its own deadline.
      return await queue.add(() => (clearTimeout(timer), task()), { signal: waited.signal, priority: wanted ? 1 : 0 });
    } catch (error) {
      if (waited.signal.aborted) return SHED;
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  async function make(source: string, width: number, format: ImageFormat): Promise<VariantResult> {
    const made = await inTurn(named.has(source), async (): Promise<VariantResult> => {
      const fetched = await fetcher.fetch(source);
      if (!fetched.ok) return fetched;
      if (!sourceFormatOf(fetched.body)) return { ok: false, reason: 'not-image' };
      try {
        const body = await encodeImage(fetched.body, { width, format, maxPixels: config.maxPixels, timeoutSeconds });
        metrics.transforms.inc({ format, width });
        return { ok: true, hit: false, variant: { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` } };
      } catch (error) {
        if (error instanceof UnreadableImage) return { ok: false, reason: error.reason };
        throw error;
      }
    });
    return made === SHED ? { ok: false, reason: 'shed' } : made;
  }

  return {
    async variant(source: string, width: number, format: ImageFormat): Promise<VariantResult> {
      const key = keyOf(source, width, format);
      const cached = cache.get(key);
      if (cached) return { ok: true, hit: true, variant: cached };
      const failure = failed.get(source);
      if (failure) return { ok: false, reason: failure };
      let flight = flights.get(key);
      if (!flight) {
        flight = make(source, width, format).finally(() => flights.delete(key));
        flights.set(key, flight);
      }
      const result = await flight;
      if (result.ok) cache.set(key, result.variant);
      // Shedding says nothing about the source: only its own failures are remembered.
      else if (result.reason !== 'shed') failed.set(source, result.reason);
      return result;
    },
    /** The variant when it is made already, at once (the listener's hit path: server/routes/image-hits.ts). */
    cached: (source: string, width: number, format: ImageFormat) => cache.get(keyOf(source, width, format)),
    close: () => fetcher.close(),
  };
}
