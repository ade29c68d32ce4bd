// The proxy forwards only the calls of the call table (shared/api/calls.ts) with
// checked path parameters; anything else is refused before the upstream (and its
// credentials) sees it. Paths are sent byte for byte over node:http, so no client
// normalises `..` or `%2F`.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { startApp, type TestApp } from '../support/start-app.js';
import { rawRequest } from '../support/raw-http.js';

const raw = (method: string, path: string, body?: string, headers: Record<string, string> = {}) =>
  rawRequest(t.url, { method, path, headers, chunks: body === undefined ? [] : [body] });

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());
beforeEach(() => t.demo.reset());

async function expectRefused(method: string, path: string, status: number): Promise<void> {
  const res = await raw(method, path);
  expect(res.status, `${method} ${path}`).toBe(status);
  expect(res.contentType, `${method} ${path}`).toMatch(/^application\/json/);
  expect(JSON.parse(res.body), `${method} ${path}`).toEqual({ message: expect.any(String) });
  expect(t.demo.requests, `${method} ${path} reached the upstream`).toEqual([]);
}

describe('/api paths outside the call table', () => {
  test('when an unknown /api path is asked, then it answers 404 JSON and the upstream never sees it', async () => {
    const unlisted = [
      '/api', '/api/', '/api/v1/', '/api/v1/promo/products/', '/api/v1/admin/users/', '/api/v1/promo/products/knauf2025/extra/',
      '/api/v3/promo/check/knauf2025/7012345/',
    ];
    for (const path of unlisted) {
      await expectRefused('GET', path, 404);
    }
  });

  test('when a known path is asked with the wrong method, then it answers 404 JSON before the upstream', async () => {
    await expectRefused('POST', '/api/v1/promo/products/knauf2025/', 404);
    await expectRefused('DELETE', '/api/v1/business/reviews/', 404);
    await expectRefused('PUT', '/api/v2/promo_categories/categories/add/', 404);
    await expectRefused('GET', '/api/v1/business/feedback/', 404);
  });
});

describe('/api path parameters', () => {
  test('when the slug is not a campaign slug, then it answers 404 JSON before the upstream', async () => {
    for (const slug of ['knauf2024', 'saint-gobain25', 'KNAUF2025', '%20knauf2025', 'knauf2025%00']) {
      await expectRefused('GET', `/api/v1/promo/products/${slug}/`, 404);
      await expectRefused('GET', `/api/v1/promo/result/${slug}/?limit=15`, 404);
    }
  });

  test('when the card is not exactly 7 digits, then it answers 400 before the upstream', async () => {
    for (const card of ['123456', '12345678', 'abcdefg', '701234a', encodeURIComponent('７０１２３４５'), '%207012345', '7012345%20']) {
      await expectRefused('GET', `/api/v2/promo/check/knauf2025/${card}/`, 400);
      await expectRefused('GET', `/api/v1/promo/check/karta-elektrika/${card}/`, 400);
    }
  });

  test('when the card-check landing or its category is not a known landing, then it answers 404 JSON before the upstream', async () => {
    for (const path of [
      '/api/v1/promo/products/check/x/7012345/',
      '/api/v1/promo/loyal/check/other-landing/7012345/',
      '/api/v1/promo/business/check/karta-elektrika/7012345/',
      '/api/v1/promo/check/x/7012345/',
      '/api/v1/promo/check/loyal/7012345/',
    ]) {
      await expectRefused('GET', path, 404);
    }
  });

  test('when the card check names the known landing, then it reaches the upstream', async () => {
    expect((await raw('GET', '/api/v1/promo/loyal/check/karta-elektrika/7012345/')).status).toBe(200);
    expect((await raw('GET', '/api/v1/promo/check/karta-elektrika/7012345/')).status).toBe(200);
    expect(t.demo.requests.map((r) => r.path)).toEqual([
      '/api/v1/promo/loyal/check/karta-elektrika/7012345/', '/api/v1/promo/check/karta-elektrika/7012345/',
    ]);
  });

  test('when the city code or query does not fit its rule, then it is refused before the upstream', async () => {
    await expectRefused('GET', '/api/v1/business/info/SPB%3F/', 404);
    // The calls with query rules are the loaders' own: not at /api at all (docs/product.md §6).
    await expectRefused('GET', '/api/v1/business/cities/determine/', 404);
    await expectRefused('GET', '/api/v1/business/cities/determine/?ip=not-an-ip', 404);
    await expectRefused('GET', '/api/v1/promo/result/knauf2025/?limit=1000', 404);
    await expectRefused('GET', '/api/v1/promo/result/knauf2025/?limit=15&limit=16', 404);
  });
});

describe('/api path traversal', () => {
  const attempts = [
    '/api/v1/promo/products/knauf2025%2F..%2F..%2Fbusiness%2Freviews/',
    '/api/v1/promo/products/knauf2025%2f..%2f/',
    '/api/v1/promo/products/%2F/',
    '/api/v1/promo/products/%5C/',
    '/api/v1/promo/products/../../business/reviews/',
    '/api/v1/promo/products/knauf2025/../',
    '/api/v1/promo/products/%2e%2e/',
    '/api/v1/promo/products/%2E%2E/',
    '/api/v1/promo/products/./',
    '/api/v1/promo/products/%2e/',
    '/api/v2/promo/check/knauf2025/..%2F7012345/',
    '/api/v1/business/info/..%2f..%2f..%2fadmin/',
    '/api/v1/business/info/%E0%A4%A/',
  ];

  for (const path of attempts) {
    test(`when ${path} is asked, then it is refused with 4xx JSON and the upstream never sees it`, async () => {
      const res = await raw('GET', path);

      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.contentType).toMatch(/^application\/json/);
      expect(t.demo.requests).toEqual([]);
    });
  }
});
