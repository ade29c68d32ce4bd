import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import request from 'supertest';
import { startApp, type TestApp } from '../support/start-app.js';
import { FAILURE_MEMORY_MS } from '#server/upstream/upstream-cache.js';
import { stateOf } from '../support/page-state.js';

let t: TestApp;
beforeAll(async () => {
  t = await startApp({ env: { UPSTREAM_CACHE_TTL_MS: '60000' } });
});
afterAll(() => t.close());

const upstreamPaths = () => t.demo.requests.map((r) => r.path);

describe('GET /promo/knauf2025 with the micro-cache on', () => {
  test('when the page is viewed three times, then products and leaderboard are asked of the upstream once', async () => {
    t.demo.reset();

    for (let i = 0; i < 3; i++) await request(t.listener).get('/promo/knauf2025').expect(200);

    expect(upstreamPaths().filter((p) => p === '/api/v1/promo/products/knauf2025/')).toHaveLength(1);
    expect(upstreamPaths().filter((p) => p === '/api/v1/promo/result/knauf2025/')).toHaveLength(1);
  });

  test('when a visitor checks a card twice, then both checks reach the upstream (personal data is never cached)', async () => {
    t.demo.reset();

    await request(t.listener).get('/api/v2/promo/check/knauf2025/7000002/').expect(200);
    await request(t.listener).get('/api/v2/promo/check/knauf2025/7000002/').expect(200);

    expect(upstreamPaths().filter((p) => p === '/api/v2/promo/check/knauf2025/7000002/')).toHaveLength(2);
  });
});

describe('GET /promo/knauf2025 when the upstream is slower than the cache time to live', () => {
  const PRODUCTS = /^\/api\/v1\/promo\/products\/knauf2025\/$/;
  const HELD_PRODUCT = { id: 1, name: 'Товар из медленного ответа', url: 'https://example.ru/catalog/1/' };
  let slow: TestApp;
  beforeAll(async () => {
    // Only Date is faked, before the app is made, so the cache reads this clock: time
    // moves when a test says so, while timers and sockets run for real.
    vi.useFakeTimers({ toFake: ['Date'] });
    slow = await startApp({ env: { UPSTREAM_CACHE_TTL_MS: '1000' } });
  });
  afterAll(async () => {
    // The real clock comes back even if closing fails: the next file in this worker reads it.
    vi.useRealTimers();
    await slow.close();
  });
  beforeEach(() => {
    slow.demo.reset();
    // Whatever an earlier test cached is stale from here on.
    vi.setSystemTime(Date.now() + 60_000);
  });

  const sendJson = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const view = () => request(slow.listener).get('/promo/knauf2025').then((res) => res);
  const renderMisses = async () => (await slow.metrics.renderCache.get()).values.find((v) => v.labels.result === 'miss')?.value ?? 0;

  /** Calls of `path` answered by `reply`; `arrived(n)` settles once the nth call is in. */
  function watchCalls(path: RegExp, reply: (res: ServerResponse) => void | Promise<void>) {
    const waiters = new Map<number, () => void>();
    let count = 0;
    slow.demo.override('GET', path, async (_req, res) => {
      waiters.get(++count)?.();
      await reply(res);
    });
    return {
      count: () => count,
      arrived: (nth: number) => new Promise<void>((resolve) => (count >= nth ? resolve() : waiters.set(nth, resolve))),
    };
  }

  /** The products answer waits until `release()`. */
  function holdProducts() {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const calls = watchCalls(PRODUCTS, async (res) => {
      await released;
      sendJson(res, 200, { data: [HELD_PRODUCT] });
    });
    return { ...calls, release };
  }

  test('when a visitor comes after the time to live while the page is still being made, then both share that one upstream call', async () => {
    // A first view caches the leaderboard but not the products (their call fails).
    slow.demo.override('GET', PRODUCTS, (_req, res) => sendJson(res, 500, { message: 'down' }));
    expect((await view()).status).toBe(200);
    // The failure is remembered for FAILURE_MEMORY_MS: past it, the products are asked again.
    vi.setSystemTime(Date.now() + FAILURE_MEMORY_MS + 1);
    const held = holdProducts();
    const missesBefore = await renderMisses();
    const first = view();
    await held.arrived(1);
    vi.setSystemTime(Date.now() + 5000);

    const second = view();
    // The second view has looked the page up (a miss: the first one's render is still out).
    await expect.poll(renderMisses).toBe(missesBefore + 2);
    held.release();

    for (const res of await Promise.all([first, second])) {
      expect(res.status).toBe(200);
      expect(res.text).toContain(HELD_PRODUCT.name);
    }
    expect(held.count()).toBe(1);
  });

  test('when a visitor comes right after a slow answer, then the answer is served from the cache', async () => {
    const held = holdProducts();
    const first = view();
    await held.arrived(1);
    vi.setSystemTime(Date.now() + 5000);
    held.release();
    expect((await first).status).toBe(200);

    const next = await view();

    expect(next.text).toContain(HELD_PRODUCT.name);
    expect(held.count()).toBe(1);
  });
});

describe('GET /promo/knauf2025 while the upstream fails (stale-if-error)', () => {
  const RATING = /^\/api\/v1\/promo\/result\/knauf2025\/$/;
  let app: TestApp;
  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    app = await startApp({ env: { UPSTREAM_CACHE_TTL_MS: '1000', UPSTREAM_STALE_MS: '10000' } });
  });
  afterAll(async () => {
    // The real clock comes back even if closing fails: the next file in this worker reads it.
    vi.useRealTimers();
    await app.close();
  });

  const leaderboardRows = async () => {
    const res = await request(app.listener).get('/promo/knauf2025').expect(200);
    const state = stateOf(res.text);
    return state.leaderboard.spb.length + state.leaderboard.msk.length;
  };

  test('when the leaderboard call starts failing, then pages keep the last good leaderboard until it is older than UPSTREAM_STALE_MS', async () => {
    const good = await leaderboardRows();
    expect(good).toBeGreaterThan(0);
    let failures = 0;
    app.demo.override('GET', RATING, (_req, res) => {
      failures++;
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"message":"down"}');
    });

    // Views inside UPSTREAM_STALE_MS (10 s) while refreshes keep failing: each shows the
    // last good leaderboard. Stop once two refreshes have failed (6 s at most).
    for (let view = 0; failures < 2; view++) {
      expect(view, 'refreshes reached the upstream').toBeLessThan(20);
      vi.setSystemTime(Date.now() + 300);
      expect(await leaderboardRows()).toBe(good);
    }

    vi.setSystemTime(Date.now() + 10_000);
    expect(await leaderboardRows(), 'older than UPSTREAM_STALE_MS: the part is hidden').toBe(0);
  });
});
