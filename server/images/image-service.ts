// Image variants (source URL × width × format), each made once: a cache bounded by bytes (IMAGE_CACHE_MB), one flight
// per variant, and transforms in the slots shared between clients (fair-turns.ts); past IMAGE_QUEUE or IMAGE_TIMEOUT_MS
// a transform is shed (the placeholder, not stored). A transform is a limited call (docs/product.md §8): the client's
// budget is spent (`spend`) before one is begun; a variant made or being made is never counted. The ETag is a hash of
// the bytes. A failed source is remembered for a minute for all its variants (a broken photo is not fetched per
// visitor); an encode has a deadline, and only JPEG, PNG, WebP and AVIF sources (by magic bytes) are decoded.
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { ImageConfig } from '../config.js';
import type { ImageMetrics } from '../observability/metrics/image-metrics.js';
import { encodeImage, UnreadableImage, type ImageFormat } from './encode.js';
import type { SourceFailure, SourceFetcher } from './fetch-source.js';
import { sourceFormatOf } from './source-format.js';
import type { NamedSources } from './named-sources.js';
import { createFairTurns, SHED } from './fair-turns.js';

export interface Variant { body: Buffer; etag: string }

export type ImageFailure = SourceFailure | 'pixels' | 'not-image' | 'shed' | 'limited';

export type VariantResult =
  | { ok: true; variant: Variant; hit: boolean }
  | { ok: false; reason: Exclude<ImageFailure, 'limited'> }
  | { ok: false; reason: 'limited'; retryAfter: string };

/** Spends one of the transform budget of the client at `address`: undefined when allowed, else when to ask again (seconds). */
export type SpendTransform = (address: string | undefined) => Promise<{ retryAfter: string } | undefined>;

const NEVER_REFUSED: SpendTransform = async () => undefined;

export type ImageService = ReturnType<typeof createImageService>;

const FAILURE_MEMORY_MS = 60_000;

const keyOf = (source: string, width: number, format: ImageFormat) =>
  createHash('sha256').update(`${source}\n${width}\n${format}`).digest('hex');

export function createImageService(
  config: ImageConfig, fetcher: SourceFetcher, metrics: ImageMetrics, named: NamedSources, spend: SpendTransform = NEVER_REFUSED,
) {
  const cache = new LRUCache<string, Variant>({ maxSize: config.cacheBytes, sizeCalculation: (v) => v.body.length + 200 });
  const flights = new Map<string, Promise<VariantResult>>();
  const failed = new LRUCache<string, Exclude<ImageFailure, 'limited'>>({ max: 10_000, ttl: FAILURE_MEMORY_MS });
  const turns = createFairTurns({ concurrency: config.concurrency, places: config.queue });
  const timeoutSeconds = Math.max(1, Math.ceil(config.timeoutMs / 1000));
  metrics.watch({
    get waiting() { return turns.waiting; }, get running() { return turns.running; }, get cacheBytes() { return cache.calculatedSize; },
  });

  async function make(source: string, width: number, format: ImageFormat, address: string | undefined): Promise<VariantResult> {
    const made = await turns.run(address, named.has(source), async (): Promise<VariantResult> => {
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
    }, config.timeoutMs);
    return made === SHED ? { ok: false, reason: 'shed' } : made;
  }

  return {
    /** The variant, made for the client at `address` (the visitor's, docs/product.md §8) unless made or being made. */
    async variant(source: string, width: number, format: ImageFormat, address?: string): Promise<VariantResult> {
      const key = keyOf(source, width, format);
      const cached = cache.get(key);
      if (cached) return { ok: true, hit: true, variant: cached };
      const failure = failed.get(source);
      if (failure) return { ok: false, reason: failure };
      let flight = flights.get(key);
      if (!flight) {
        const refused = await spend(address);
        if (refused) return { ok: false, reason: 'limited', retryAfter: refused.retryAfter };
        // Spending took a moment: another request may have begun the same variant meanwhile.
        flight = flights.get(key) ?? make(source, width, format, address).finally(() => flights.delete(key));
        flights.set(key, flight);
      }
      const result = await flight;
      if (result.ok) cache.set(key, result.variant);
      // Shedding says nothing about the source: only its own failures are remembered.
      else if (result.reason !== 'shed' && result.reason !== 'limited') failed.set(source, result.reason);
      return result;
    },
    /** The variant when it is made already, at once (the listener's hit path: server/routes/image-hits.ts). */
    cached: (source: string, width: number, format: ImageFormat) => cache.get(keyOf(source, width, format)),
    close: () => fetcher.close(),
  };
}
