// The image service's transform slots (docs/decisions/750-transform-turns-by-network.md,
// 750-transform-turns-by-network.md): IMAGE_CONCURRENCY transforms run, IMAGE_QUEUE
// wait, a source a page named before its network's others and in all of the queue (another in half
// of it), a wait past IMAGE_TIMEOUT_MS with nothing of its network running gives up without fetching
// (a wait while the network's own transform runs is not counted), and a shed variant is not
// remembered as a failed source; the slots are shared between client networks, the oldest last turn
// first, and a full queue's newcomer takes the place of the network holding the most; a client past its
// transform budget is refused, never for a variant made already or being made. The
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

  test('when a transform waits past IMAGE_TIMEOUT_MS for its turn behind another client\'s, then it gives up without fetching and'
    + ' leaves the queue', async () => {
    const held = heldFetcher();
    const registry = new Registry();
    const service = createImageService(
      config({ timeoutMs: 50, queue: 4 }), held.fetcher, createImageMetrics(registry), createNamedSources(),
    );
    const queueDepth = async () => (await registry.getSingleMetric('image_queue_depth')!.get()).values[0]!.value;
    const running = service.variant('http://photos/a.jpg', 160, 'webp', '198.51.100.7');
    const started = performance.now();

    expect(await service.variant('http://photos/b.jpg', 160, 'webp', '203.0.113.5')).toEqual({ ok: false, reason: 'shed' });
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

const FLOOD_SHAPES = [
  ['one address', (_i: number) => '198.51.100.7'],
  ['fresh addresses of one IPv6 /64', (i: number) => `2001:db8:66:1:${(i + 1).toString(16)}::1`],
  ['fresh addresses of one IPv4 /24', (i: number) => `198.51.100.${(i % 250) + 1}`],
] as const;
const VISITOR = '203.0.113.5';

describe('the transform slots shared between clients', () => {
  test.each(FLOOD_SHAPES)('when a flood from %s holds the slot and its waiting places, then a visitor\'s cold photos find a place and'
    + ' take every other turn', async (_shape, from) => {
    const held = heldFetcher();
    const named = createNamedSources();
    const service = createImageService(config({ queue: 4 }), held.fetcher, createImageMetrics(new Registry()), named);
    // The flood asks cold variants of a photo pages name (their priority no help to the visitor): one runs, four wait.
    named.add('http://photos/catalogue.jpg');
    const flood = Array.from({ length: 5 }, (_, i) => service.variant('http://photos/catalogue.jpg', [160, 320, 480, 640, 960][i]!, 'webp', from(i)));
    const visitor = ['http://photos/v1.jpg', 'http://photos/v2.jpg'].map((source) => service.variant(source, 320, 'avif', VISITOR));
    // Full: the flood's sixth is shed at once, the visitor's two took the places of its newest two.
    expect(await service.variant('http://photos/catalogue.jpg', 1200, 'webp', from(5))).toEqual({ ok: false, reason: 'shed' });
    const floodShed = await Promise.all(flood.slice(3));
    expect(floodShed).toEqual([{ ok: false, reason: 'shed' }, { ok: false, reason: 'shed' }]);
    for (let turn = 0; turn < 5; turn++) {
      await expect.poll(() => held.asked.length).toBe(turn + 1);
      held.release();
    }
    const made = await Promise.all([...flood.slice(0, 3), ...visitor]);

    // Turns: the flood's running one, then the visitor (the oldest last turn), the flood, the visitor, the flood.
    expect(held.asked).toEqual(['http://photos/catalogue.jpg', 'http://photos/v1.jpg', 'http://photos/catalogue.jpg',
      'http://photos/v2.jpg', 'http://photos/catalogue.jpg']);
    expect(made.map((result) => result.ok)).toEqual([true, true, true, true, true]);
  });

  test('when a visitor\'s photos wait past IMAGE_TIMEOUT_MS while one of its own runs, then none is shed: the bound counts waiting'
    + ' while its network has nothing running only, and a client whose turns stopped coming is shed', async () => {
    const held = heldFetcher();
    const service = createImageService(
      config({ timeoutMs: 100, queue: 8 }), held.fetcher, createImageMetrics(new Registry()), createNamedSources(),
    );
    const visitor = ['v1', 'v2', 'v3'].map((name) => service.variant(`http://photos/${name}.jpg`, 320, 'avif', VISITOR));
    await expect.poll(() => held.asked).toEqual(['http://photos/v1.jpg']);
    // Another client's transform waits with nothing of its own running: shed after the bound, which the visitor's two have
    // waited as long (their own first still runs).
    const started = performance.now();
    expect(await service.variant('http://photos/other.jpg', 320, 'avif', '198.51.100.7')).toEqual({ ok: false, reason: 'shed' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(95);
    for (let turn = 0; turn < 3; turn++) {
      await expect.poll(() => held.asked.length).toBe(turn + 1);
      held.release();
    }
    expect((await Promise.all(visitor)).map((result) => result.ok)).toEqual([true, true, true]);
    expect(held.asked).toEqual(['http://photos/v1.jpg', 'http://photos/v2.jpg', 'http://photos/v3.jpg']);
  });

  test('when a client has spent its transform budget, then its next cold variant is refused with when to ask again, never fetched;'
    + ' a variant made already, or being made for another client, is answered it; another client\'s is made', async () => {
    const held = heldFetcher();
    const spent = new Set<string>();
    const service = createImageService(config({ queue: 8 }), held.fetcher, createImageMetrics(new Registry()), createNamedSources(),
      async (address) => (address === '198.51.100.7' && spent.has(address) ? { retryAfter: '42' } : (spent.add(address ?? ''), undefined)));
    const first = service.variant('http://photos/a.jpg', 160, 'jpeg', '198.51.100.7');
    const another = service.variant('http://photos/b.jpg', 160, 'jpeg', VISITOR);
    await expect.poll(() => held.asked.length).toBe(1);

    expect(await service.variant('http://photos/c.jpg', 160, 'jpeg', '198.51.100.7')).toEqual({ ok: false, reason: 'limited', retryAfter: '42' });
    // The variant a visitor is having made: joined, not counted.
    const joined = service.variant('http://photos/b.jpg', 160, 'jpeg', '198.51.100.7');
    held.release();
    await expect.poll(() => held.asked.length).toBe(2);
    held.release();
    expect((await first).ok).toBe(true);
    expect((await another).ok).toBe(true);
    expect((await joined).ok).toBe(true);
    expect(await service.variant('http://photos/a.jpg', 160, 'jpeg', '198.51.100.7')).toMatchObject({ ok: true, hit: true });
    expect(held.asked).toEqual(['http://photos/a.jpg', 'http://photos/b.jpg']);
  });
});
