// Absolute URLs in a page (canonical, og:url, og:image) come from PUBLIC_ORIGIN and
// PUBLIC_BUSINESS_ORIGIN, never from request headers: a forged Host or X-Forwarded-Proto
// must not put another site's address into a page (or, later, into a shared cache).
// Without an origin there is no canonical at all (docs/product.md §9: never relative).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import request from 'supertest';
import { startApp, type TestApp } from '../support/start-app.js';

const HOSTILE = { Host: 'evil.example', 'X-Forwarded-Proto': 'https://evil.example/x?', 'X-Forwarded-Host': 'evil.example' };

describe('absolute URLs with PUBLIC_ORIGIN and PUBLIC_BUSINESS_ORIGIN set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ env: { PUBLIC_ORIGIN: 'https://www.example.ru', PUBLIC_BUSINESS_ORIGIN: 'https://business.example.ru' } });
  });
  afterAll(() => t.close());

  test('when a campaign is asked with a hostile Host and X-Forwarded-Proto, then canonical, og:url and og:image use the configured origin', async () => {
    const res = await request(t.listener).get('/promo/knauf2025').set(HOSTILE).expect(200);

    expect(res.text).toContain('<link rel="canonical" href="https://www.example.ru/promo/knauf2025">');
    expect(res.text).toContain('<meta property="og:url" content="https://www.example.ru/promo/knauf2025">');
    const ogImage = /<meta property="og:image" content="https:\/\/www\.example\.ru\/promo\/assets\/og\/knauf2025-[0-9a-f]{12}\.png">/;
    expect(res.text).toMatch(ogImage);
    expect(res.text).not.toContain('evil.example');
  });

  test('when the business host is asked, then its URLs use the business origin', async () => {
    const res = await request(t.listener)
      .get('/sert/')
      .set('Host', 'business.evil.example')
      .set('X-Forwarded-Proto', 'javascript')
      .expect(200);

    expect(res.text).toContain('<link rel="canonical" href="https://business.example.ru/sert/">');
    expect(res.text).not.toContain('evil.example');
    expect(res.text).not.toContain('javascript:');
  });
});

describe('absolute URLs without a configured origin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  test('when a page is asked with a hostile Host, then no canonical link, og:url or og:image is made up (never a relative one either)', async () => {
    const res = await request(t.listener).get('/promo/karta-elektrika/').set(HOSTILE).expect(200);

    expect(res.text).not.toContain('rel="canonical"');
    expect(res.text).not.toContain('og:url');
    expect(res.text).not.toContain('og:image');
    expect(res.text).not.toContain('evil.example');
  });
});

/** The canonical link of a page, or undefined; og:url must always say the same. */
async function canonicalOf(app: TestApp['listener'], path: string, host: string): Promise<string | undefined> {
  const res = await request(app).get(path).set('Host', host).expect(200);
  const canonical = /<link rel="canonical" href="([^"]+)">/.exec(res.text)?.[1];
  const ogUrl = /<meta property="og:url" content="([^"]+)">/.exec(res.text)?.[1];
  expect(ogUrl).toBe(canonical);
  return canonical;
}

describe('law and sert: one canonical (docs/product.md §9, docs/decisions/005-canonical-business-pages.md)', () => {
  const copies = async (app: TestApp['listener']) => ({
    promoLaw: await canonicalOf(app, '/promo/law/', 'promo.example.ru'),
    promoSert: await canonicalOf(app, '/promo/sert', 'promo.example.ru'),
    businessLaw: await canonicalOf(app, '/', 'business.example.ru'),
    businessSert: await canonicalOf(app, '/sert/', 'business.example.ru'),
  });
  const withEnv = (env: Record<string, string>) => async (check: (app: TestApp['listener']) => Promise<void>) => {
    const t = await startApp({ env });
    try {
      await check(t.listener);
    } finally {
      await t.close();
    }
  };

  test('when PUBLIC_BUSINESS_ORIGIN is set, then the copies on both hosts name the business host\'s address', async () => {
    await withEnv({ PUBLIC_ORIGIN: 'https://www.example.ru', PUBLIC_BUSINESS_ORIGIN: 'https://business.example.ru' })(async (app) => {
      expect(await copies(app)).toEqual({
        promoLaw: 'https://business.example.ru/', promoSert: 'https://business.example.ru/sert/',
        businessLaw: 'https://business.example.ru/', businessSert: 'https://business.example.ru/sert/',
      });
    });
  });

  test('when only PUBLIC_BUSINESS_ORIGIN is set, then the promo host\'s copies still point to the business host', async () => {
    await withEnv({ PUBLIC_BUSINESS_ORIGIN: 'https://business.example.ru' })(async (app) => {
      expect(await copies(app)).toEqual({
        promoLaw: 'https://business.example.ru/', promoSert: 'https://business.example.ru/sert/',
        businessLaw: 'https://business.example.ru/', businessSert: 'https://business.example.ru/sert/',
      });
      expect(await canonicalOf(app, '/promo/knauf2025', 'promo.example.ru')).toBeUndefined();
    });
  });

  test('when only PUBLIC_ORIGIN is set, then each host\'s copy is its own: the promo copies on the promo origin, the business copies without a canonical', async () => {
    await withEnv({ PUBLIC_ORIGIN: 'https://www.example.ru' })(async (app) => {
      expect(await copies(app)).toEqual({
        promoLaw: 'https://www.example.ru/promo/law', promoSert: 'https://www.example.ru/promo/sert/',
        businessLaw: undefined, businessSert: undefined,
      });
    });
  });
});
