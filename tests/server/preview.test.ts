// Preview (docs/product.md §4): a signed link per campaign and expiry (or the bare
// PREVIEW_TOKEN, for a working day), the 303 that sets the campaign's HttpOnly cookie and
// drops the grant, the page of a hidden or upcoming campaign in the phase asked for with
// the preview bar, private and never indexed, never in or from the render cache; a wrong
// token or a forged cookie is ignored, an expired link refused, another campaign's
// cookie opens nothing, `?preview=exit` drops the cookie, the savings check answers. Real time is the grants' clock: links are signed
// relative to Date.now(), so no test depends on the day it runs.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import request from 'supertest';
import { signGrant } from '#server/preview/preview-grant.js';
import { campaignById } from '../support/content.js';
import { startApp, type TestApp } from '../support/start-app.js';
import { DEMO_CARDS } from '../support/demo-upstream.js';
import { asWritten, plainSpaces } from '../support/plain-spaces.js';
import { throughExpress } from '../support/express-reached.js';
import { FIXTURE_EXPERIMENT } from '../support/experiments.js';
import { stateOf } from '../support/page-state.js';

const HOST = 'promo.example.ru';
const TOKEN = 'preview-token-for-tests-0123456789abcdef';
/** knauf2025 starts 1 March 2025: on 20 February it is hidden. */
const KNAUF = campaignById('knauf2025');
const PATH = `/promo/${KNAUF.id}`;
/** rockwool2025 starts 1 April 2025: hidden on 20 February too. */
const OTHER = campaignById('rockwool2025');
const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
beforeAll(async () => {
  t = await startApp({ env: { PROMO_NOW: '2025-02-20T12:00:00+03:00', PREVIEW_TOKEN: TOKEN, UPSTREAM_CACHE_TTL_MS: '10000' } });
});
afterAll(() => t.close());
beforeEach(() => t.demo.reset());

/** The preview cookie, from the 303 the right token gets. */
async function previewCookie(path = PATH): Promise<string> {
  const res = await request(t.listener).get(`${path}?utm_source=mail&preview=${TOKEN}`).set('Host', HOST);
  return res.headers['set-cookie']![0]!.split(';')[0]!;
}

describe('?preview=<token>', () => {
  test('when the token is right, then it answers 303 to the same URL without the token and sets an HttpOnly, SameSite=Lax cookie that is not the token', async () => {
    const res = await request(t.listener).get(`${PATH}?utm_source=mail&preview=${TOKEN}`).set('Host', HOST);

    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`${PATH}?utm_source=mail`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const cookie = res.headers['set-cookie']![0]!;
    expect(cookie).toMatch(/^promo_preview_knauf2025=\d+\.[\w-]+; Max-Age=\d+; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/);
    expect(cookie).not.toContain(TOKEN);
  });

  test('when the request came over https (a trusted proxy says so), then the cookie is Secure too', async () => {
    const res = await request(t.listener).get(`${PATH}?preview=${TOKEN}`).set('Host', HOST).set('X-Forwarded-Proto', 'https');
    expect(res.headers['set-cookie']![0]).toMatch(/; Secure; SameSite=Lax$/);
  });

  test('when the token is wrong (or one character short), then nothing is set and the hidden page is the 404 page', async () => {
    for (const wrong of ['nope', TOKEN.slice(0, -1), `${TOKEN}x`, TOKEN.toUpperCase()]) {
      const res = await request(t.listener).get(`${PATH}?preview=${wrong}`).set('Host', HOST);
      expect(res.status, wrong).toBe(404);
      expect(res.headers['set-cookie'], wrong).toBeUndefined();
    }
  });
});

describe('a page seen with the preview cookie', () => {
  test('when the campaign is hidden, then it renders as it will when running, marked, private and not for indexing', async () => {
    const res = await request(t.listener).get(PATH).set('Host', HOST).set('Cookie', await previewCookie());

    expect(res.status).toBe(200);
    expect(plainSpaces(res.text)).toContain('<strong>Предпросмотр</strong>');
    expect(plainSpaces(res.text)).toContain('Выйти из предпросмотра');
    expect(plainSpaces(res.text)).toContain('Проверить покупки');
    expect(plainSpaces(res.text)).toMatch(/chip--running">Идёт</);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.headers.etag).toBeUndefined();
  });

  test('when the preview asks for version Б (?version=b), then it shows the campaign\'s experiment\'s Б, else А, its bar says which; '
    + 'never counted, no cookie of a test', async () => {
    const cookie = await previewCookie();
    const titleB = plainSpaces(FIXTURE_EXPERIMENT.variant.title!);
    const b = await request(t.listener).get(`${PATH}?version=b`).set('Host', HOST).set('Cookie', cookie).expect(200);
    const a = await request(t.listener).get(`${PATH}?version=a`).set('Host', HOST).set('Cookie', cookie).expect(200);
    expect(plainSpaces(asWritten(b.text))).toContain(`<title>${titleB} | Петрович</title>`);
    expect(plainSpaces(asWritten(a.text))).not.toContain(titleB);
    // The bar says which version it shows, and of which experiment.
    const bar = (html: string) => plainSpaces(asWritten(/<div class="preview-mark"[^>]*><p>(.*?)<\/p>/.exec(html)?.[1] ?? ''))
      .replace(/<[^>]+>/g, '');
    expect(bar(b.text)).toContain('Вариант Б эксперимента «Заголовок с выгодой».');
    expect(bar(a.text)).toContain('Вариант А эксперимента «Заголовок с выгодой» — как на сайте.');
    const named = await request(t.listener).get(`${PATH}?version=b&experiment=${FIXTURE_EXPERIMENT.id}`).set('Host', HOST)
      .set('Cookie', cookie).expect(200);
    expect(bar(named.text)).toContain('Вариант Б эксперимента «Заголовок с выгодой».');
    for (const res of [a, b]) {
      expect(plainSpaces(res.text)).toContain('<strong>Предпросмотр</strong>');
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(stateOf(res.text).page.experiment).toBeUndefined();
    }
  });

  test('when the public asks the same page right after a preview, then it is still the 404 page', async () => {
    const cookie = await previewCookie();
    await request(t.listener).get(PATH).set('Host', HOST).set('Cookie', cookie).expect(200);
    await request(t.listener).get(PATH).set('Host', HOST).set('Cookie', cookie).expect(200);

    const res = await request(t.listener).get(PATH).set('Host', HOST);
    expect(res.status).toBe(404);
    expect(plainSpaces(res.text)).not.toContain('Предпросмотр');
    expect(t.renderCache.size, 'no preview entered the render cache').toBe(0);
  });

  test('when a running page is in the render cache, then a preview request is rendered apart, not answered from the cache (the hit path included)', async () => {
    const running = await startApp({ env: { PREVIEW_TOKEN: TOKEN, UPSTREAM_CACHE_TTL_MS: '10000' } });
    try {
      const opened = await request(running.listener).get(`${PATH}?preview=${TOKEN}`).set('Host', HOST);
      const cookie = opened.headers['set-cookie']![0]!.split(';')[0]!;
      const publicPage = await request(running.listener).get(PATH).set('Host', HOST).expect(200);
      await request(running.listener).get(PATH).set('Host', HOST).expect(200);
      expect(plainSpaces(publicPage.text)).not.toContain('Предпросмотр');

      const previewed = await request(running.listener).get(PATH).set('Host', HOST).set('Cookie', `other=1; ${cookie}`);
      expect(plainSpaces(previewed.text)).toContain('<strong>Предпросмотр</strong>');
      expect(previewed.headers['cache-control']).toBe('private, no-store');
      const after = await request(running.listener).get(PATH).set('Host', HOST);
      expect(plainSpaces(after.text)).not.toContain('Предпросмотр');
      expect(after.headers.etag).toBe(publicPage.headers.etag);
    } finally {
      await running.close();
    }
  });

  test('when a running page is in the render cache, then a made-up ?preview= or preview cookie is answered from the cache by the listener;'
    + ' only a valid grant leaves the hit path', async () => {
    const running = await startApp({ env: { PREVIEW_TOKEN: TOKEN, UPSTREAM_CACHE_TTL_MS: '10000' } });
    try {
      const opened = await request(running.listener).get(`${PATH}?preview=${TOKEN}`).set('Host', HOST);
      const cookie = opened.headers['set-cookie']![0]!.split(';')[0]!;
      const publicPage = await request(running.listener).get(PATH).set('Host', HOST).expect(200);
      const madeUp = await throughExpress(running.listener, () => Promise.all([
        request(running.listener).get(`${PATH}?preview=${'x'.repeat(40)}`).set('Host', HOST),
        request(running.listener).get(PATH).set('Host', HOST).set('Cookie', 'promo_preview=1; promo_preview_knauf2025=forged'),
        // Another campaign's grant opens nothing on this page.
        request(running.listener).get(PATH).set('Host', HOST)
          .set('Cookie', `promo_preview_${OTHER.id}=${signGrant(TOKEN, OTHER.id, Date.now() + DAY_MS)}`),
      ]));
      for (const res of madeUp.answer) {
        expect(res.status).toBe(200);
        expect(res.headers.etag).toBe(publicPage.headers.etag);
      }
      expect(madeUp.reached, 'none of the made-up previews reached Express').toBe(0);
      const previewed = await throughExpress(running.listener,
        () => request(running.listener).get(PATH).set('Host', HOST).set('Cookie', cookie));
      expect(asWritten(previewed.answer.text)).toContain('<strong>Предпросмотр</strong>');
      expect(previewed.reached).toBe(1);
    } finally {
      await running.close();
    }
  });

  test('when the cookie is forged (any other value, or the token itself), then it is ignored: 404', async () => {
    const real = (await previewCookie()).split('=')[1]!;
    for (const forged of ['x', real.slice(0, -1), `${real.slice(0, -1)}${real.endsWith('A') ? 'B' : 'A'}`, TOKEN]) {
      const res = await request(t.listener).get(PATH).set('Host', HOST).set('Cookie', `promo_preview_${KNAUF.id}=${forged}`);
      expect(res.status, forged).toBe(404);
    }
  });
});

/** The cookie a signed link for `id`, valid until `expiresAt`, sets (or the answer, when it sets none). */
async function linkCookie(id: string, expiresAt: number): Promise<string> {
  const res = await request(t.listener).get(`/promo/${id}?preview=${signGrant(TOKEN, id, expiresAt)}`).set('Host', HOST);
  expect(res.status).toBe(303);
  return res.headers['set-cookie']![0]!.split(';')[0]!;
}

describe('a signed link for one campaign and an expiry (npm run preview:link)', () => {
  test('when it is opened, then its campaign is previewed, the cookie lives as long as the link and 30 days more (to tell a late comer the link expired), and it opens no other campaign', async () => {
    const expiresAt = Date.now() + 7 * DAY_MS;
    const res = await request(t.listener).get(`${PATH}?preview=${signGrant(TOKEN, KNAUF.id, expiresAt)}`).set('Host', HOST);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(PATH);
    const maxAge = Number(/Max-Age=(\d+)/.exec(res.headers['set-cookie']![0]!)![1]);
    expect(maxAge).toBeGreaterThan((7 + 30) * 24 * 3600 - 120);
    expect(maxAge).toBeLessThanOrEqual((7 + 30) * 24 * 3600);
    const cookie = res.headers['set-cookie']![0]!.split(';')[0]!;

    const previewed = (await request(t.listener).get(PATH).set('Host', HOST).set('Cookie', cookie)).text;
    expect(asWritten(previewed)).toContain('<strong>Предпросмотр</strong>');
    expect((await request(t.listener).get(`/promo/${OTHER.id}`).set('Host', HOST).set('Cookie', cookie)).status).toBe(404);
    // Its grant under the other campaign's cookie name, or in the other campaign's link, is no grant.
    const grant = cookie.split('=')[1]!;
    const other = await request(t.listener).get(`/promo/${OTHER.id}`).set('Host', HOST).set('Cookie', `promo_preview_${OTHER.id}=${grant}`);
    expect(other.status).toBe(404);
    const borrowed = await request(t.listener).get(`/promo/${OTHER.id}?preview=${grant}`).set('Host', HOST);
    expect(borrowed.status).toBe(404);
    expect(borrowed.headers['set-cookie']).toBeUndefined();
  });

  test('when the link has expired, then it is refused (403, private, not indexed) and sets nothing; an expired cookie opens nothing', async () => {
    const expired = signGrant(TOKEN, KNAUF.id, Date.now() - 1000);
    const res = await request(t.listener).get(`${PATH}?preview=${expired}`).set('Host', HOST);
    expect(res.status).toBe(403);
    expect(plainSpaces(res.text)).toContain('Срок ссылки для предпросмотра истёк');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');

    expect((await request(t.listener).get(PATH).set('Host', HOST).set('Cookie', `promo_preview_${KNAUF.id}=${expired}`)).status).toBe(404);
  });

  test('when the visitor comes back with an expired or revoked preview cookie, or a link that opens nothing, then the 404 page says in Russian that the preview link no longer works, kept by no cache', async () => {
    const expired = signGrant(TOKEN, KNAUF.id, Date.now() - 1000);
    // Revoked: signed with the token the site had before (PREVIEW_TOKEN changed).
    const revoked = signGrant('an-older-preview-token-0123456789abcdef', KNAUF.id, Date.now() + DAY_MS);
    const ways = [
      request(t.listener).get(PATH).set('Host', HOST).set('Cookie', `promo_preview_${KNAUF.id}=${expired}`),
      request(t.listener).get(PATH).set('Host', HOST).set('Cookie', `promo_preview_${KNAUF.id}=${revoked}`),
      request(t.listener).get(`${PATH}?preview=${revoked}`).set('Host', HOST),
      // The same words on any unknown path: the note never tells whether a hidden campaign is there.
      request(t.listener).get('/promo/no-such-page').set('Host', HOST).set('Cookie', `promo_preview_${KNAUF.id}=${expired}`),
    ];
    for (const res of await Promise.all(ways)) {
      expect(res.status).toBe(404);
      expect(plainSpaces(res.text)).toContain('Ссылка для предпросмотра больше не действует');
      expect(plainSpaces(res.text)).toContain('<h1 class="message">Страница не найдена</h1>');
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    // A cookie that still holds, on an unknown path: nothing to tell.
    const valid = signGrant(TOKEN, KNAUF.id, Date.now() + DAY_MS);
    const elsewhere = await request(t.listener).get('/promo/no-such-page').set('Host', HOST)
      .set('Cookie', `promo_preview_${KNAUF.id}=${valid}`);
    expect(plainSpaces(elsewhere.text)).not.toContain('предпросмотра');
  });

  test('when the expiry of a grant is changed, then the signature no longer holds: nothing is set', async () => {
    const [, signature] = signGrant(TOKEN, KNAUF.id, Date.now() - 1000).split('.');
    const stretched = `${Math.floor((Date.now() + 30 * DAY_MS) / 1000)}.${signature}`;
    const res = await request(t.listener).get(`${PATH}?preview=${stretched}`).set('Host', HOST);
    expect(res.status).toBe(404);
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe('the preview bar', () => {
  test('when a phase is asked for, then the page is shown in it: upcoming without the check, finished with the results, running with the check', async () => {
    const cookie = await linkCookie(KNAUF.id, Date.now() + DAY_MS);
    const shown = async (phase: string) =>
      asWritten((await request(t.listener).get(`${PATH}?phase=${phase}`).set('Host', HOST).set('Cookie', cookie).expect(200)).text);

    const upcoming = await shown('upcoming');
    expect(upcoming).toMatch(/chip--upcoming">Скоро</);
    expect(upcoming).not.toContain('Проверить покупки');
    expect(upcoming).toMatch(/<a href="\/promo\/knauf2025\?phase=upcoming" aria-current="true">/);
    const finished = await shown('finished');
    expect(finished).toMatch(/chip--finished">Завершена</);
    expect(finished).not.toContain('Проверить покупки');
    expect(await shown('running')).toContain('Проверить покупки');
    // A phase that is none of the three: the default (running, for a hidden campaign).
    expect(await shown('hidden')).toMatch(/chip--running">Идёт</);
  });

  test('when ?phase= is given without the preview, then it changes nothing: the public page (or 404)', async () => {
    expect((await request(t.listener).get(`${PATH}?phase=running`).set('Host', HOST)).status).toBe(404);
  });

  test('when the exit is followed, then the cookie is dropped and the visitor is back on the public page', async () => {
    const cookie = await linkCookie(KNAUF.id, Date.now() + DAY_MS);
    const res = await request(t.listener).get(`${PATH}?preview=exit&phase=finished`).set('Host', HOST).set('Cookie', cookie);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(PATH);
    const cleared = /^promo_preview_knauf2025=; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax$/;
    expect(res.headers['set-cookie']![0]).toMatch(cleared);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});

describe('the savings check in preview', () => {
  const checkPath = `/api/v2/promo/check/${KNAUF.apiSlug}/${DEMO_CARDS.savingsPositive}/`;

  test('when the campaign is hidden, then its preview holder gets the upstream\'s answer and anyone else 404', async () => {
    expect((await request(t.listener).get(checkPath).set('Host', HOST)).status).toBe(404);
    const cookie = await linkCookie(KNAUF.id, Date.now() + DAY_MS);
    const res = await request(t.listener).get(checkPath).set('Host', HOST).set('Cookie', cookie);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { count: 3 } });
    // Another campaign's preview does not open this one's check.
    const other = await linkCookie(OTHER.id, Date.now() + DAY_MS);
    expect((await request(t.listener).get(checkPath).set('Host', HOST).set('Cookie', other)).status).toBe(404);
  });

  test('when the campaign is finished, then its preview holder\'s check still reaches the upstream (the public gets 410)', async () => {
    const finished = await startApp({ env: { PROMO_NOW: '2025-12-10T12:00:00+03:00', PREVIEW_TOKEN: TOKEN } });
    try {
      expect((await request(finished.listener).get(checkPath).set('Host', HOST)).status).toBe(410);
      const grant = signGrant(TOKEN, KNAUF.id, Date.now() + DAY_MS);
      const res = await request(finished.listener).get(checkPath).set('Host', HOST).set('Cookie', `promo_preview_${KNAUF.id}=${grant}`);
      expect(res.status).toBe(200);
    } finally {
      await finished.close();
    }
  });
});

describe('preview off', () => {
  test('when PREVIEW_TOKEN is unset, then ?preview= does nothing', async () => {
    const off = await startApp({ env: { PROMO_NOW: '2025-02-20T12:00:00+03:00' } });
    try {
      const res = await request(off.listener).get(`${PATH}?preview=${TOKEN}`).set('Host', HOST);
      expect(res.status).toBe(404);
      expect(res.headers['set-cookie']).toBeUndefined();
    } finally {
      await off.close();
    }
  });
});
