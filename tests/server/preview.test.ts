// Preview (PRODUCT.md §4): PREVIEW_TOKEN, the 303 that sets the HttpOnly cookie and drops
// the token, the page of a hidden or upcoming campaign as it will be when running with a
// 'Предпросмотр' mark, private and never indexed, never in or from the render cache; a
// wrong token or a forged cookie is ignored.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import request from 'supertest';
import { campaignById } from '../support/content.js';
import { startApp, type TestApp } from '../support/start-app.js';

const HOST = 'promo.example.ru';
const TOKEN = 'preview-token-for-tests-0123456789abcdef';
/** knauf2025 starts 1 March 2025: on 20 February it is hidden. */
const KNAUF = campaignById('knauf2025');
const PATH = `/promo/${KNAUF.id}`;

let t: TestApp;
beforeAll(async () => {
  t = await startApp({ env: { PROMO_NOW: '2025-02-20T12:00:00+03:00', PREVIEW_TOKEN: TOKEN, UPSTREAM_CACHE_TTL_MS: '10000' } });
});
afterAll(() => t.close());
beforeEach(() => t.demo.reset());

/** The preview cookie, from the 303 the right token gets. */
async function previewCookie(path = PATH): Promise<string> {
  const res = await request(t.app).get(`${path}?utm_source=mail&preview=${TOKEN}`).set('Host', HOST);
  return res.headers['set-cookie']![0]!.split(';')[0]!;
}

describe('?preview=<token>', () => {
  test('when the token is right, then it answers 303 to the same URL without the token and sets an HttpOnly, SameSite=Lax cookie that is not the token', async () => {
    const res = await request(t.app).get(`${PATH}?utm_source=mail&preview=${TOKEN}`).set('Host', HOST);

    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`${PATH}?utm_source=mail`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const cookie = res.headers['set-cookie']![0]!;
    expect(cookie).toMatch(/^promo_preview=[\w-]+; Max-Age=\d+; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/);
    expect(cookie).not.toContain(TOKEN);
  });

  test('when the request came over https (a trusted proxy says so), then the cookie is Secure too', async () => {
    const res = await request(t.app).get(`${PATH}?preview=${TOKEN}`).set('Host', HOST).set('X-Forwarded-Proto', 'https');
    expect(res.headers['set-cookie']![0]).toMatch(/; Secure; SameSite=Lax$/);
  });

  test('when the token is wrong (or one character short), then nothing is set and the hidden page is the 404 page', async () => {
    for (const wrong of ['nope', TOKEN.slice(0, -1), `${TOKEN}x`, TOKEN.toUpperCase()]) {
      const res = await request(t.app).get(`${PATH}?preview=${wrong}`).set('Host', HOST);
      expect(res.status, wrong).toBe(404);
      expect(res.headers['set-cookie'], wrong).toBeUndefined();
    }
  });
});

describe('a page seen with the preview cookie', () => {
  test('when the campaign is hidden, then it renders as it will when running, marked, private and not for indexing', async () => {
    const res = await request(t.app).get(PATH).set('Host', HOST).set('Cookie', await previewCookie());

    expect(res.status).toBe(200);
    expect(res.text).toContain('<strong>Предпросмотр</strong>');
    expect(res.text).toContain('Проверить покупки');
    expect(res.text).toMatch(/chip--running">Идёт</);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.headers.etag).toBeUndefined();
  });

  test('when the public asks the same page right after a preview, then it is still the 404 page', async () => {
    const cookie = await previewCookie();
    await request(t.app).get(PATH).set('Host', HOST).set('Cookie', cookie).expect(200);
    await request(t.app).get(PATH).set('Host', HOST).set('Cookie', cookie).expect(200);

    const res = await request(t.app).get(PATH).set('Host', HOST);
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('Предпросмотр');
    expect(t.renderCache.size, 'no preview entered the render cache').toBe(0);
  });

  test('when a running page is in the render cache, then a preview request is rendered apart, not answered from the cache (the hit path included)', async () => {
    const running = await startApp({ env: { PREVIEW_TOKEN: TOKEN, UPSTREAM_CACHE_TTL_MS: '10000' } });
    try {
      const cookie = (await request(running.app).get(`${PATH}?preview=${TOKEN}`).set('Host', HOST)).headers['set-cookie']![0]!.split(';')[0]!;
      const publicPage = await request(running.app).get(PATH).set('Host', HOST).expect(200);
      await request(running.app).get(PATH).set('Host', HOST).expect(200);
      expect(publicPage.text).not.toContain('Предпросмотр');

      const previewed = await request(running.app).get(PATH).set('Host', HOST).set('Cookie', `other=1; ${cookie}`);
      expect(previewed.text).toContain('<strong>Предпросмотр</strong>');
      expect(previewed.headers['cache-control']).toBe('private, no-store');
      const after = await request(running.app).get(PATH).set('Host', HOST);
      expect(after.text).not.toContain('Предпросмотр');
      expect(after.headers.etag).toBe(publicPage.headers.etag);
    } finally {
      await running.close();
    }
  });

  test('when the cookie is forged (any other value, or the token itself), then it is ignored: 404', async () => {
    const real = (await previewCookie()).split('=')[1]!;
    for (const forged of ['x', real.slice(0, -1), `${real.slice(0, -1)}${real.endsWith('A') ? 'B' : 'A'}`, TOKEN]) {
      const res = await request(t.app).get(PATH).set('Host', HOST).set('Cookie', `promo_preview=${forged}`);
      expect(res.status, forged).toBe(404);
    }
  });
});

describe('preview off', () => {
  test('when PREVIEW_TOKEN is unset, then ?preview= does nothing', async () => {
    const off = await startApp({ env: { PROMO_NOW: '2025-02-20T12:00:00+03:00' } });
    try {
      const res = await request(off.app).get(`${PATH}?preview=${TOKEN}`).set('Host', HOST);
      expect(res.status).toBe(404);
      expect(res.headers['set-cookie']).toBeUndefined();
    } finally {
      await off.close();
    }
  });
});
