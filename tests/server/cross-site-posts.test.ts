// Posts come from our own pages only (server/request/same-origin-posts.ts, docs/product.md
// §11): a post another site's page makes (Sec-Fetch-Site: cross-site, or a foreign Origin)
// is refused with 403, the Russian page or JSON for /api, and nothing reaches the upstream;
// a browser's /api post must be JSON or carry the islands' header; our own posts, and
// posts of clients that send no fetch metadata, go through. The real app, supertest.
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { ISLAND_HEADER } from '#shared/api/island-header.js';
import { startApp, type TestApp } from '../support/start-app.js';
import { plainSpaces } from '../support/plain-spaces.js';

const HOST = 'promo.example.ru';
const PARTICIPANT = '/api/v2/promo_categories/participants/add/';
const CARD = '7000002';
const FOREIGN = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors' };

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());
beforeEach(() => t.demo.reset());

const upstreamCalls = (path: string) => t.demo.requests.filter((r) => r.path === path).length;

describe('another site\'s personal GETs', () => {
  test('when another site\'s page asks a card check (an <img> on its page) or opens a card form, then each is 403 and nothing reaches the upstream; our own pages, typed addresses and a plain link from another site pass', async () => {
    const check = `/api/v2/promo/check/knauf2025/${CARD}/`;
    const foreignImage = { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' };
    const refusedCheck = await request(t.listener).get(check).set('Host', HOST).set(foreignImage);
    const refusedForm = await request(t.listener).get(`/promo/knauf2025?card=${CARD}`).set('Host', HOST)
      .set({ 'sec-fetch-site': 'cross-site' });

    expect(refusedCheck.status).toBe(403);
    expect(plainSpaces(refusedCheck.body.message)).toMatch(/^Запрос отклонён: он отправлен с другого сайта/);
    expect(refusedForm.status).toBe(403);
    expect(upstreamCalls(`/api/v2/promo/check/knauf2025/${CARD}/`)).toBe(0);

    await request(t.listener).get(check).set('Host', HOST).set({ 'sec-fetch-site': 'same-origin' }).expect(200);
    await request(t.listener).get(check).set('Host', HOST).expect(200);
    await request(t.listener).get(`/promo/knauf2025?card=${CARD}`).set('Host', HOST).set({ 'sec-fetch-site': 'none' }).expect(200);
    await request(t.listener).get('/promo/knauf2025').set('Host', HOST).set({ 'sec-fetch-site': 'cross-site' }).expect(200);
    expect(upstreamCalls(`/api/v2/promo/check/knauf2025/${CARD}/`)).toBeGreaterThan(0);
  });
});

describe('another site\'s posts', () => {
  test('when a page form, the consent, a card lookup and an /api post come cross-site, then each is 403 in Russian and none reaches the upstream', async () => {
    const posts = [
      request(t.listener).post('/promo/lovecategory').set('Host', HOST).set(FOREIGN).type('form').send({ card: CARD }),
      request(t.listener).post('/promo/law').set('Host', HOST).set(FOREIGN).type('form').send({ cookies: 'accepted' }),
      request(t.listener).post(PARTICIPANT).set('Host', HOST).set(FOREIGN).field('cardNumber', CARD),
      request(t.listener).post('/api/v1/business/feedback/').set('Host', HOST).set({ origin: 'https://evil.example' }).send({ name: 'x' }),
    ];
    const [page, consent, lookup, feedback] = await Promise.all(posts);

    for (const res of [page!, consent!]) {
      expect(res.status).toBe(403);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.text).toContain('<title>Запрос отклонён (403)</title>');
      // The words are content/site.json's, typeset: read with plain spaces.
      expect(plainSpaces(res.text)).toContain('отправлен с другого сайта');
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    for (const res of [lookup!, feedback!]) {
      expect(res.status).toBe(403);
      expect(plainSpaces((res.body as { message: string }).message)).toMatch(/^Запрос отклонён: он отправлен с другого сайта/);
    }
    expect(upstreamCalls(PARTICIPANT)).toBe(0);
    expect(upstreamCalls('/api/v1/business/feedback/')).toBe(0);
  });

  test('when the Origin is `null` or another host while Sec-Fetch-Site is absent, then it is refused too', async () => {
    for (const origin of ['null', 'https://promo.example.ru.evil.example', 'http://evil.example']) {
      const res = await request(t.listener).post(PARTICIPANT).set('Host', HOST).set('origin', origin).field('cardNumber', CARD);
      expect([origin, res.status]).toEqual([origin, 403]);
    }
  });

  test('when a browser posts multipart to /api from our own page without the islands\' header (a no-cors shape), then it is refused', async () => {
    const res = await request(t.listener).post(PARTICIPANT).set('Host', HOST)
      .set({ origin: `https://${HOST}`, 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'no-cors' }).field('cardNumber', CARD);
    expect(res.status).toBe(403);
    expect(upstreamCalls(PARTICIPANT)).toBe(0);
  });
});

describe('our own posts', () => {
  test('when the islands post multipart with their header from our origin, then the lookup reaches the upstream', async () => {
    const res = await request(t.listener).post(PARTICIPANT).set('Host', HOST)
      .set({ origin: `https://${HOST}`, 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors', [ISLAND_HEADER]: '1' })
      .field('cardNumber', CARD);
    expect(res.status).not.toBe(403);
    expect(upstreamCalls(PARTICIPANT)).toBe(1);
  });

  test('when the consent form is posted from our page (same-origin, and with no fetch metadata at all), then it is taken', async () => {
    // Chromium's form post under our Referrer-Policy (no-referrer) carries `Origin: null` beside `Sec-Fetch-Site: same-origin`.
    const formPost = { origin: 'null', 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate' };
    for (const headers of [{ origin: `https://${HOST}`, 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate' }, formPost, {}]) {
      const res = await request(t.listener).post('/promo/law').set('Host', HOST).set(headers).type('form').send({ cookies: 'accepted' });
      expect(res.status).toBe(303);
    }
  });
});

describe('a body past the limit', () => {
  test('when a page form is sent too large, then the 413 page\'s title is Russian', async () => {
    const res = await request(t.listener).post('/promo/law').set('Host', HOST).type('form').send({ comment: 'а'.repeat(2 * 1024 * 1024) });
    expect(res.status).toBe(413);
    expect(res.text).toContain('<title>Слишком большой запрос (413)</title>');
  });
});
