// The browser's public /api reads share the page loaders'
// upstream cache (one call per key per TTL however many browsers poll: a thousand at once
// in tests/slow/burst-public-reads.test.ts), a failed read is
// remembered for FAILURE_MEMORY_MS (one call per key per window during an outage), and a
// page rendered without some of its data is never shared by a CDN.
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import request from 'supertest';
import { startApp, type TestApp } from '../support/start-app.js';
import { FAILURE_MEMORY_MS } from '#server/upstream/upstream-cache.js';

// The one public read browser code makes (docs/product.md §6, the allow-list: the leaderboards and products are
// in the page and no longer at /api): a city's business info, asked when a visitor picks it.
const INFO_POLL = '/api/v1/business/info/spb/';
const INFO = /^\/api\/v1\/business\/info\/spb\/$/;
const RATING = /^\/api\/v1\/promo\/result\/knauf2025\/$/;

describe('public /api reads with the upstream cache on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ env: { UPSTREAM_CACHE_TTL_MS: '60000' } });
  });
  afterAll(() => t.close());
  beforeEach(() => t.demo.reset());

  const callsTo = (path: string) => t.demo.requests.filter((r) => r.path === path).length;

  test('when the page was rendered, then the browser\'s call for its city\'s info is answered from the loader\'s entry', async () => {
    await request(t.listener).get('/promo/law?city_code=vyborg').expect(200);
    for (let i = 0; i < 20; i++) await request(t.listener).get('/api/v1/business/info/vyborg/').expect(200);

    expect(callsTo('/api/v1/business/info/vyborg/')).toBe(1);
  });

  test('when business info is asked 100 times, then the upstream is asked once, without the visitor\'s address', async () => {
    for (let i = 0; i < 100; i++) {
      await request(t.listener).get('/api/v1/business/info/msk/').set('X-Forwarded-For', `203.0.113.${i}`).expect(200);
    }

    const seen = t.demo.requests.filter((r) => r.path === '/api/v1/business/info/msk/');
    expect(seen).toHaveLength(1);
    expect(seen[0]!.headers['x-forwarded-for']).toBeUndefined();
  });

  test('when a card is checked twice through /api, then both checks reach the upstream', async () => {
    await request(t.listener).get('/api/v2/promo/check/knauf2025/7000002/').expect(200);
    await request(t.listener).get('/api/v2/promo/check/knauf2025/7000002/').expect(200);

    expect(callsTo('/api/v2/promo/check/knauf2025/7000002/')).toBe(2);
  });
});

describe('an upstream outage with nothing cached (failures remembered briefly)', () => {
  let t: TestApp;
  let failing = true;
  let infoCalls = 0;
  beforeAll(async () => {
    // Only Date is faked, before the app is made, so the caches read this clock.
    vi.useFakeTimers({ toFake: ['Date'] });
    t = await startApp({ env: { UPSTREAM_CACHE_TTL_MS: '10000', UPSTREAM_STALE_MS: '60000' } });
  });
  afterAll(async () => {
    await t.close();
    vi.useRealTimers();
  });
  beforeEach(() => {
    t.demo.reset();
    failing = true;
    infoCalls = 0;
    t.demo.override('GET', INFO, (_req, res: ServerResponse) => {
      infoCalls++;
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"message":"down"}');
    });
    t.demo.override('GET', RATING, (_req, res: ServerResponse) => {
      if (failing) return void res.writeHead(500, { 'content-type': 'application/json' }).end('{"message":"down"}');
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({
        data: { spb: [{ cardId: '7000123', sum: 5 }], msk: [] },
      }));
    });
    // Whatever an earlier test cached or remembered is past from here on.
    vi.setSystemTime(Date.now() + 120_000);
  });

  test('when a city\'s info is asked 50 times at once and 50 more within the window, then the upstream is asked once; after the window, once more', async () => {
    const burst = await Promise.all(Array.from({ length: 50 }, () => request(t.listener).get(INFO_POLL)));
    for (let i = 0; i < 50; i++) await request(t.listener).get(INFO_POLL).expect(502);

    expect(burst.map((res) => res.status)).toEqual(Array(50).fill(502));
    expect(infoCalls).toBe(1);

    vi.setSystemTime(Date.now() + FAILURE_MEMORY_MS + 1);
    await request(t.listener).get(INFO_POLL).expect(502);
    expect(infoCalls).toBe(2);
  });

  test('when the page renders without its leaderboard, then it is private, no-cache, and once the upstream is back it is rendered anew and shared again', async () => {
    const degraded = await request(t.listener).get('/promo/knauf2025').expect(200);
    const again = await request(t.listener).get('/promo/knauf2025').expect(200);

    expect(degraded.headers['cache-control']).toBe('private, no-cache');
    expect(again.headers['cache-control'], 'the render-cache hit says the same').toBe('private, no-cache');
    expect(degraded.text).not.toContain('7000123');

    failing = false;
    vi.setSystemTime(Date.now() + FAILURE_MEMORY_MS + 1);
    const recovered = await request(t.listener).get('/promo/knauf2025').expect(200);

    expect(recovered.headers['cache-control']).toMatch(/^public, /);
    expect(recovered.text).toContain('7000123');
  });
});
