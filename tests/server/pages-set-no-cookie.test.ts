// A page is one answer for every visitor (docs/product.md §8: the app's limits are on the
// calls, never on page views): rendered, from the render cache, or of a kind that varies per
// visitor, no page answer sets a cookie, so a CDN in front may keep it and visitors of
// different networks get the same bytes and the same ETag. Nothing answers at /api/pass.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import request from 'supertest';
import { startApp, type TestApp } from '../support/start-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startApp({ env: { RATE_LIMITS: 'on', UPSTREAM_CACHE_TTL_MS: '60000' } });
});
afterAll(() => t.close());

const cookiesOf = (res: request.Response) => (res.headers['set-cookie'] as unknown as string[] | undefined) ?? [];

describe('pages with the rate limits on', () => {
  test('when a page is rendered, answered from the render cache or varies per visitor, then none sets a cookie and networks get the same bytes', async () => {
    const rendered = await request(t.listener).get('/promo/knauf2025').set('X-Forwarded-For', '100.64.9.5').expect(200);
    const hit = await request(t.listener).get('/promo/knauf2025').set('X-Forwarded-For', '198.51.100.6').expect(200);
    const perVisitor = await request(t.listener).get('/promo/law').set('X-Forwarded-For', '100.64.9.7').expect(200);
    // Its second answer is the chain's from the render cache.
    const perVisitorStored = await request(t.listener).get('/promo/law').set('X-Forwarded-For', '203.0.113.8').expect(200);

    expect([rendered, hit, perVisitor, perVisitorStored].flatMap(cookiesOf)).toEqual([]);
    expect(hit.text).toBe(rendered.text);
    expect(hit.headers.etag, 'the second answer came from the render cache').toBe(rendered.headers.etag);
    expect(perVisitorStored.headers.etag).toBe(perVisitor.headers.etag);
  });

  test('when /api/pass is asked, then it is an unknown call: 404 JSON, no cookie', async () => {
    const res = await request(t.listener).get('/api/pass').set('X-Forwarded-For', '198.51.100.9');

    expect(res.status).toBe(404);
    expect(res.type).toBe('application/json');
    expect(cookiesOf(res)).toEqual([]);
  });
});
