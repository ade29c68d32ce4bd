// Issue #21, point 5: while too much work is in flight (SHED_MAX_IN_FLIGHT) or the event
// loop lags (SHED_EVENT_LOOP_DELAY_MS), work that needs a render or a personal upstream
// call is refused with 503 and Retry-After, while render-cache hits, assets, /healthz and
// /metrics keep being served; the refusals are counted in /metrics.
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import request from 'supertest';
import { startApp, type TestApp } from '../support/start-app.js';

const ROCKWOOL_PRODUCTS = /^\/api\/v1\/promo\/products\/rockwool25\/$/;

const shedCount = async (t: TestApp, route: 'page' | 'api') => (await t.metrics.loadShed.get()).values.find((v) => v.labels.route === route)?.value ?? 0;

function expectBusyPage(res: request.Response): void {
  expect(res.status).toBe(503);
  expect(res.headers['retry-after']).toBe('5');
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  expect(res.text).toContain('Сайт перегружен');
  expect(res.text).toContain('<html lang="ru">');
}

describe('shedding by work in flight (SHED_MAX_IN_FLIGHT=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ env: { UPSTREAM_CACHE_TTL_MS: '60000', SHED_MAX_IN_FLIGHT: '1' } });
  });
  afterAll(() => t.close());

  test('when a render waits on the upstream, then new renders and card checks get 503 while hits, assets, /healthz and /metrics are served', async () => {
    const warm = await request(t.app).get('/promo/knauf2025').expect(200);
    const asset = /<script type="module" src="([^"]+)"/.exec(warm.text)![1]!;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let arrived!: () => void;
    const held = new Promise<void>((resolve) => (arrived = resolve));
    t.demo.override('GET', ROCKWOOL_PRODUCTS, async (_req, res: ServerResponse) => {
      arrived();
      await released;
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":[]}');
    });
    const slowRender = request(t.app).get('/promo/rockwool25').then((res) => res);
    await held;

    expectBusyPage(await request(t.app).get('/promo/tehnonikol25'));
    expectBusyPage(await request(t.app).get('/promo/knauf2025?card=7000002'));
    const check = await request(t.app).get('/api/v2/promo/check/knauf2025/7000002/');
    expect(check.status).toBe(503);
    expect(check.headers['retry-after']).toBe('5');
    expect(check.body).toEqual({ message: 'Сайт сейчас перегружен, попробуйте через несколько секунд' });

    await request(t.app).get('/promo/knauf2025').expect(200);
    await request(t.app).get(asset).expect(200);
    await request(t.app).get('/healthz').expect(200);
    const metrics = await request(t.app).get('/metrics').expect(200);
    expect(metrics.text).toMatch(/load_shed_total\{route="page"\} 2/);
    expect(metrics.text).toMatch(/load_shed_total\{route="api"\} 1/);

    release();
    expect((await slowRender).status).toBe(200);
    await request(t.app).get('/promo/tehnonikol25').expect(200);
  });
});

describe('shedding by event-loop lag (SHED_EVENT_LOOP_DELAY_MS=50)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ env: { UPSTREAM_CACHE_TTL_MS: '60000', SHED_EVENT_LOOP_DELAY_MS: '50' } });
  });
  afterAll(() => t.close());

  /** Holds this process's event loop (the app's too) for `ms`, as a render storm would. */
  const block = (ms: number) => {
    const until = performance.now() + ms;
    while (performance.now() < until);
  };

  test('when the event loop keeps lagging, then a card form (a render) gets the busy page while the cached page is still served', async () => {
    await request(t.app).get('/promo/knauf2025').expect(200);
    const before = await shedCount(t, 'page');

    await vi.waitFor(
      async () => {
        block(150);
        expect((await request(t.app).get('/promo/knauf2025?card=7000002')).status).toBe(503);
      },
      { timeout: 15_000, interval: 10 },
    );

    await request(t.app).get('/promo/knauf2025').expect(200);
    expect(await shedCount(t, 'page')).toBeGreaterThan(before);
  });
});
