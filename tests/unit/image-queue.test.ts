// The image service's one queue (docs/decisions/383-image-transforms-shed-not-shared.md):
// IMAGE_CONCURRENCY transforms run, IMAGE_QUEUE wait, a source a page named before any other
// and in all of the queue (another in half of it), a wait past IMAGE_TIMEOUT_MS gives up
// without fetching, and a shed variant is not remembered as a failed source. The
// source fetcher is the test's (a fetch it holds until the test lets it go); the queue and
// the encode are the service's own.
import { Registry } from 'prom-client';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { createImageService } from '#server/images/image-service.js';
import { createImageMetrics } from '#server/observability/metrics/image-metrics.js';
import type { FetchedSource, SourceFetcher } from '#server/images/fetch-source.js';
import type { ImageConfig } from '#server/config.js';
import { createNamedSources } from '#server/images/named-sources.js';

const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3060a0' } }).jpeg().toBuffer();

/** A fetcher whose every fetch waits until `release` lets the held ones go; `asked` lists what it was asked. */
function heldFetcher() {
  const asked: string[] = [];
  const waiting: (() => void)[] = [];
  const fetcher: SourceFetcher = {
    fetch: (url) => {
      asked.push(url);
      return new Promise<FetchedSource>((resolve) => waiting.push(() => resolve({ ok: true, body: photo })));
    },
    close: async () => {},
  };
  return { fetcher, asked, release: () => waiting.splice(0).forEach((go) => go()) };
}

const config = (over: Partial<ImageConfig>): ImageConfig => ({
  hosts: undefined, maxBytes: 1024 * 1024, maxPixels: 25_000_000, timeoutMs: 60_000, cacheBytes: 8 * 1024 * 1024,
  concurrency: 1, queue: 1, ...over,
});

describe('the transform queue', () => {
  test('when one transform runs and one waits, then the next is shed at once, never fetched, and asked again later it is made', async () => {
    const held = heldFetcher();
    const service = createImageService(config({}), held.fetcher, createImageMetrics(new Registry()), createNamedSources());
    const running = service.variant('http://photos/a.jpg', 160, 'jpeg');
    const waiting = service.variant('http://photos/b.jpg', 160, 'jpeg');
    const shed = await service.variant('http://photos/c.jpg', 160, 'jpeg');

    expect(shed).toEqual({ ok: false, reason: 'shed' });
    expect(held.asked).toEqual(['http://photos/a.jpg']);
    held.release();
    expect((await running).ok).toBe(true);
    await expect.poll(() => held.asked).toEqual(['http://photos/a.jpg', 'http://photos/b.jpg']);
    held.release();
    expect((await waiting).ok).toBe(true);
    // Shedding says nothing of the source: asked again with room in the queue, it is fetched and made.
    const later = service.variant('http://photos/c.jpg', 160, 'jpeg');
    await expect.poll(() => held.asked.length).toBe(3);
    held.release();
    expect(await later).toMatchObject({ ok: true, hit: false });
  });

  test('when a transform waits past IMAGE_TIMEOUT_MS for its turn, then it gives up without fetching and leaves the queue', async () => {
    const held = heldFetcher();
    const registry = new Registry();
    const service = createImageService(
      config({ timeoutMs: 50, queue: 4 }), held.fetcher, createImageMetrics(registry), createNamedSources(),
    );
    const queueDepth = async () => (await registry.getSingleMetric('image_queue_depth')!.get()).values[0]!.value;
    const running = service.variant('http://photos/a.jpg', 160, 'webp');
    const started = performance.now();

    expect(await service.variant('http://photos/b.jpg', 160, 'webp')).toEqual({ ok: false, reason: 'shed' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
    expect(held.asked).toEqual(['http://photos/a.jpg']);
    expect(await queueDepth()).toBe(0);
    held.release();
    expect((await running).ok).toBe(true);
  });

  test('when the queue holds other sources, then a source a page named takes a place past their half and runs before them', async () => {
    const held = heldFetcher();
    const named = createNamedSources();
    named.add('http://photos/named.jpg');
    const service = createImageService(config({ queue: 2 }), held.fetcher, createImageMetrics(new Registry()), named);
    const running = service.variant('http://photos/a.jpg', 160, 'jpeg');
    const other = service.variant('http://photos/b.jpg', 160, 'jpeg');
    // Other sources have half the queue (one place): a third is shed, a named one still waits.
    expect(await service.variant('http://photos/c.jpg', 160, 'jpeg')).toEqual({ ok: false, reason: 'shed' });
    const wanted = service.variant('http://photos/named.jpg', 160, 'jpeg');
    held.release();
    await running;
    await expect.poll(() => held.asked.at(-1)).toBe('http://photos/named.jpg');
    held.release();
    expect((await wanted).ok).toBe(true);
    await expect.poll(() => held.asked.at(-1)).toBe('http://photos/b.jpg');
    held.release();
    expect((await other).ok).toBe(true);
    expect(held.asked).toEqual(['http://photos/a.jpg', 'http://photos/named.jpg', 'http://photos/b.jpg']);
  });
});
