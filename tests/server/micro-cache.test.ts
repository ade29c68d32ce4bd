import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import request from 'supertest';
import { startApp, type TestApp } from '../support/start-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startApp({ env: { UPSTREAM_CACHE_TTL_MS: '60000' } });
});
afterAll(() => t.close());

const upstreamPaths = () => t.demo.requests.map((r) => r.path);

describe('GET /promo/knauf2025 with the micro-cache on', () => {
  test('when the page is viewed three times, then products and leaderboard are asked of the upstream once', async () => {
    t.demo.reset();

    for (let i = 0; i < 3; i++) await request(t.app).get('/promo/knauf2025').expect(200);

    expect(upstreamPaths().filter((p) => p === '/api/v1/promo/products/knauf2025/')).toHaveLength(1);
    expect(upstreamPaths().filter((p) => p === '/api/v1/promo/result/knauf2025/')).toHaveLength(1);
  });

  test('when a visitor checks a card twice, then both checks reach the upstream (personal data is never cached)', async () => {
    t.demo.reset();

    await request(t.app).get('/api/v2/promo/check/knauf2025/7000002/').expect(200);
    await request(t.app).get('/api/v2/promo/check/knauf2025/7000002/').expect(200);

    expect(upstreamPaths().filter((p) => p === '/api/v2/promo/check/knauf2025/7000002/')).toHaveLength(2);
  });
});
