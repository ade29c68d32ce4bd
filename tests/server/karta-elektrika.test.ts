// The loyal-customer page karta-elektrika through the real app: the page, its
// public-offer PDF, and its card check run through the real store against the real /api
// proxy and demo upstream (floor of a fraction, emptied on a negative count, usable
// after a failure).
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import request from 'supertest';
import { ApiError, type BrowserApi } from '#shared/api/browser-api.js';
import { makeStore } from '#shared/store/make-store.js';
import { cardChecked } from '#shared/store/slices/card-check.js';
import { DEMO_CARDS } from '../support/demo-upstream.js';
import { startApp, type TestApp } from '../support/start-app.js';
import { plainSpaces } from '../support/plain-spaces.js';

const HOST = 'promo.example.ru';
const PDF_PATH = '/promo/download/loyal/public-offer.pdf';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());
beforeEach(() => t.demo.reset());

/** What client/api.ts does in the browser, against the running app over real HTTP. */
function httpApi(base: string): BrowserApi {
  const send = async <T>(path: string): Promise<T> => {
    const response = await fetch(base + path, { headers: { accept: 'application/json' } });
    const body = (await response.json().catch(() => null)) as { data?: T; message?: string } | null;
    if (!response.ok || !body || !('data' in body)) throw new ApiError(response.status, body?.message ?? 'failed');
    return body.data as T;
  };
  return { get: send, postForm: () => Promise.reject(new Error('unused')), postJson: () => Promise.reject(new Error('unused')) };
}

async function checkCard(cardNumber: string, store = makeStore(undefined, httpApi(t.url))) {
  await store.dispatch(cardChecked({ landing: 'karta-elektrika', landingCategory: 'loyal', cardNumber }));
  return { store, state: store.getState().cardCheck };
}

describe('GET /promo/karta-elektrika', () => {
  test('when asked, then the loyal-customer page is 200 with banner link, card check, offer PDF link and policy footer', async () => {
    const res = await request(t.listener).get('/promo/karta-elektrika').set('Host', HOST).expect(200);

    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toMatch(/<a class="karta-hero__banner" href="https:\/\/petrovich\.ru\/catalog\/\d+\/"[^>]*>/);
    expect(res.text).toContain('srcSet="/promo/static/banners/karta-elektrika-small.svg"');
    expect(res.text).toContain(`href="${PDF_PATH}"`);
    expect(res.text).toMatch(/<footer class="site-footer">[\s\S]*<a class="site-footer__policy" href="https:\/\/petrovich\.ru\/[^"]+">/);
    expect(plainSpaces(res.text)).toContain('Номер клубной карты');
  });

  test('when asked without a public origin, then the head has its title, description and lang="ru", and no canonical or og:image', async () => {
    const res = await request(t.listener).get('/promo/karta-elektrika/').set('Host', HOST).expect(200);

    expect(res.text).toContain('<html lang="ru">');
    expect(plainSpaces(res.text)).toContain('<title>Карта электрика: бонусы за покупки электротоваров | Петрович</title>');
    expect(plainSpaces(res.text)).toContain(
      '<meta name="description" content="Карта электрика: проверьте начисленные бонусы по номеру клубной карты.">',
    );
    expect(res.text).not.toContain('rel="canonical"');
    expect(res.text, 'no origin configured: no absolute URL is made up').not.toContain('property="og:image"');
  });

  test('when rendered, then the server asks the upstream nothing (the card check runs only on submit)', async () => {
    await request(t.listener).get('/promo/karta-elektrika').set('Host', HOST).expect(200);

    expect(t.demo.requests).toEqual([]);
  });
});

describe(`GET ${PDF_PATH}`, () => {
  test('when asked, then the public offer is served as a PDF, inline, with caching', async () => {
    const res = await request(t.listener).get(PDF_PATH).buffer(true).parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c)).on('end', () => done(null, Buffer.concat(chunks)));
    }).expect(200);

    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toMatch(/max-age=86400/);
    expect(res.headers['content-disposition']).toBe('inline');
    const body = res.body as Buffer;
    expect(body.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(body.subarray(-6).toString('latin1').trim()).toBe('%%EOF');
  });

  test('when the page links the offer, then the link leads to this very file', async () => {
    const page = await request(t.listener).get('/promo/karta-elektrika').set('Host', HOST).expect(200);
    const href = /<a class="karta-offer__link" href="([^"]+)"/.exec(page.text)?.[1];

    expect(href).toBe(PDF_PATH);
    await request(t.listener).head(href!).expect(200).expect('content-type', 'application/pdf');
  });

  test('when a file that does not exist is asked, then it answers the 404 page', async () => {
    const res = await request(t.listener).get('/promo/download/loyal/other.pdf').set('Host', HOST);

    expect(res.status).toBe(404);
    expect(res.text).toContain('This page could not be found');
  });
});

describe('card check of karta-elektrika through GET /api/v1/promo/loyal/check/karta-elektrika/{card}/', () => {
  test('when the count is fractional (12.7), then the card info keeps its floor, 12', async () => {
    const { state } = await checkCard(DEMO_CARDS.registeredEligible);

    expect(state).toMatchObject({ status: 'loaded', loading: false, cardNumber: DEMO_CARDS.registeredEligible, info: { count: 12 } });
    expect(t.demo.requests.map((r) => r.path)).toEqual([`/api/v1/promo/loyal/check/karta-elektrika/${DEMO_CARDS.registeredEligible}/`]);
  });

  test('when the count is 0, then the card info is kept with 0', async () => {
    const { state } = await checkCard(DEMO_CARDS.zero);

    expect(state.info).toEqual({ count: 0 });
  });

  test('when the count is negative, then the card info is emptied', async () => {
    const store = makeStore(undefined, httpApi(t.url));
    await checkCard(DEMO_CARDS.registeredEligible, store);

    const { state } = await checkCard(DEMO_CARDS.negative, store);

    expect(state).toMatchObject({ status: 'loaded', cardNumber: DEMO_CARDS.negative, info: null });
  });

  test('when the upstream fails, then the check is marked failed, loading ends, and the next check works', async () => {
    const { store, state } = await checkCard(DEMO_CARDS.failure);
    expect(state).toMatchObject({ status: 'failed', loading: false });

    const again = await checkCard('7000008', store);

    expect(again.state).toMatchObject({ status: 'loaded', info: { count: 5 } });
  });

  test('when the upstream times out, then the proxy answers 504 and the check fails without breaking the store', async () => {
    const slow = await startApp({ env: { UPSTREAM_TIMEOUT_MS: '200' } });
    try {
      slow.demo.override('GET', /\/check\//, () => new Promise(() => {}));
      const res = await request(slow.listener).get('/api/v1/promo/loyal/check/karta-elektrika/7012345/');
      expect(res.status).toBe(504);

      const store = makeStore(undefined, httpApi(slow.url));
      await store.dispatch(cardChecked({ landing: 'karta-elektrika', landingCategory: 'loyal', cardNumber: '7012345' }));
      expect(store.getState().cardCheck).toMatchObject({ status: 'failed', loading: false, info: null });
    } finally {
      await slow.close();
    }
  });
});
