// One matcher (server/pages/page-routes.ts, docs/decisions/270-route-backbone.md): a path spelled
// with escapes or trailing slashes names the same page to the listener's hit path, to the
// page route behind Express (a miss) and to the preview's entry. The day is the tests' running
// day (start-app.ts: 15 October 2025), when every fixture campaign runs.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import request from 'supertest';
import { startApp, type TestApp } from '../support/start-app.js';
import { throughExpress } from '../support/express-reached.js';

const HOST = 'promo.example.ru';
const TOKEN = 'preview-token-for-tests-0123456789abcdef';

let t: TestApp;
beforeAll(async () => {
  // The upstream's reads stay current a minute: a stored page is then served from the render cache.
  t = await startApp({ env: { PREVIEW_TOKEN: TOKEN, UPSTREAM_CACHE_TTL_MS: '60000' } });
});
afterAll(() => t.close());

const get = (path: string, cookie?: string) => {
  const asked = request(t.listener).get(path).set('Host', HOST);
  return cookie ? asked.set('Cookie', cookie) : asked;
};

describe('a page path spelled with escapes', () => {
  for (const spelled of ['/promo/rockwool25', '/promo/%72ockwool25', '/promo/rockwool%325', '/promo/%72ockwool25/']) {
    test(`when ${spelled} is asked twice, then the miss renders rockwool25 and the hit answers its stored copy before Express`, async () => {
      t.renderCache.drop(() => true);
      const miss = await throughExpress(t.listener, () => get(spelled));
      const hit = await throughExpress(t.listener, () => get(spelled));
      const plain = await get('/promo/rockwool25');

      expect([miss.answer.status, hit.answer.status]).toEqual([200, 200]);
      expect(miss.answer.text).toContain('"id":"rockwool25"');
      expect(hit.answer.text).toBe(miss.answer.text);
      expect(plain.text).toBe(miss.answer.text);
      expect([miss.reached, hit.reached], 'requests that reached Express').toEqual([1, 0]);
    });
  }

  test('when /promo/%6Caw is asked, then it is law, as /promo/law is', async () => {
    const [escaped, plain] = [await get('/promo/%6Caw'), await get('/promo/law')];

    expect([escaped.status, plain.status]).toEqual([200, 200]);
    expect(escaped.text).toContain('"id":"law"');
  });

  test('when an escape spells a slash, a malformed escape or another case, then no page is there (404)', async () => {
    for (const path of ['/promo/law%2F', '/promo/%4Caw', '/promo/%E0%A4%A']) {
      expect((await get(path)).status, path).toBe(404);
    }
  });
});

describe('a preview asked on an escaped path', () => {
  test('when ?preview=<token> is asked on /promo/%6Bnauf2025, then knauf2025\'s cookie is set and the page opens as its preview, not from the render cache', async () => {
    await get('/promo/knauf2025'); // stored: a hit path that did not see the page would answer it
    const entry = await get(`/promo/%6Bnauf2025?preview=${TOKEN}`);

    expect(entry.status).toBe(303);
    expect(entry.headers.location).toBe('/promo/%6Bnauf2025');
    const cookie = entry.headers['set-cookie']![0]!.split(';')[0]!;
    expect(cookie).toMatch(/^promo_preview_knauf2025=/);
    const shown = await throughExpress(t.listener, () => get('/promo/%6Bnauf2025', cookie));
    expect(shown.answer.status).toBe(200);
    expect(shown.answer.headers['cache-control']).toBe('private, no-store');
    expect(shown.reached).toBe(1);
  });
});
