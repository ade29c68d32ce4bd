// Image variants (source URL × width × format), each made once: a bounded in-memory cache
// by bytes (IMAGE_CACHE_MB), one flight per variant (a second request for a variant being
// made waits for the same result), and transforms through the bounded work queue. A
// variant's ETag is the hash of its bytes, so equal output is recognised as equal
// whichever URL asked for it. A source that failed is remembered for a minute, for all its
// widths and formats: a broken photo on a busy page is not fetched again for every visitor.
// Transforms are admitted fairly (docs/decisions/120-fair-admission.md): a client block
// holds a few of the queue's places, sources a page named have places of their own and go
// first, a wait and an encode each have a deadline, and only JPEG, PNG, WebP and AVIF
// sources (by their magic bytes) are decoded.
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { ImageConfig } from '../config.js';
import type { ImageMetrics } from '../observability/metrics/image-metrics.js';
import { encodeImage, UnreadableImage, type ImageFormat } from './encode.js';
import type { SourceFailure, SourceFetcher } from './fetch-source.js';
import { createFairQueue } from '../admission/fair-queue.js';
import { sourceFormatOf } from './source-format.js';
import type { NamedSources } from './named-sources.js';

export interface Variant { body: Buffer; etag: string }

export type ImageFailure = SourceFailure | 'pixels' | 'not-image' | 'shed';

export type VariantResult = { ok: true; variant: Variant; hit: boolean } | { ok: false; reason: ImageFailure };

export interface ImageService {
  /** `block`: the asking client's (server/admission/client-block.ts). */
  variant(source: string, width: number, format: ImageFormat, block: string): Promise<VariantResult>;
  /** The variant when it is made already, at once (the listener's hit path: server/routes/image-hits.ts). */
  cached(source: string, width: number, format: ImageFormat): Variant | undefined;
  close(): Promise<void>;
}

const FAILURE_MEMORY_MS = 60_000;

const keyOf = (source: string, width: number, format: ImageFormat) =>
  createHash('sha256').update(`${source}\n${width}\n${format}`).digest('hex');

export function createImageService(
  config: ImageConfig, fetcher: SourceFetcher, metrics: ImageMetrics, named: NamedSources,
): ImageService {
  const cache = new LRUCache<string, Variant>({ maxSize: config.cacheBytes, sizeCalculation: (v) => v.body.length + 200 });
  const flights = new Map<string, Promise<VariantResult>>();
  const failed = new LRUCache<string, ImageFailure>({ max: 10_000, ttl: FAILURE_MEMORY_MS });
  const queue = createFairQueue({
    concurrency: config.concurrency, queue: config.queue, perBlock: config.perBlock,
    reserved: Math.floor(config.queue / 2), waitMs: config.timeoutMs,
  });
  const timeoutSeconds = Math.max(1, Math.ceil(config.timeoutMs / 1000));
  metrics.watch({
    get waiting() { return queue.waiting; }, get running() { return queue.running; }, get cacheBytes() { return cache.calculatedSize; },
  });

  async function make(source: string, width: number, format: ImageFormat, block: string): Promise<VariantResult> {
    const made = await queue.run({ block, wanted: named.has(source) }, async (): Promise<VariantResult> => {
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
    return made.ok ? made.value : { ok: false, reason: 'shed' };
  }

  return {
    async variant(source, width, format, block) {
      const key = keyOf(source, width, format);
      const cached = cache.get(key);
      if (cached) return { ok: true, hit: true, variant: cached };
      const failure = failed.get(source);
      if (failure) return { ok: false, reason: failure };
      let flight = flights.get(key);
      if (!flight) {
        flight = make(source, width, format, block).finally(() => flights.delete(key));
        flights.set(key, flight);
      }
      const result = await flight;
      if (result.ok) cache.set(key, result.variant);
      // Shedding says nothing about the source: only its own failures are remembered.
      else if (result.reason !== 'shed') failed.set(source, result.reason);
      return result;
    },
    cached: (source, width, format) => cache.get(keyOf(source, width, format)),
    close: () => fetcher.close(),
  };
}
