// Absolute URLs in a page (canonical, og:url, og:image) come from PUBLIC_ORIGIN and
// PUBLIC_BUSINESS_ORIGIN, never from request headers: a forged Host or X-Forwarded-Proto
// must not put another site's address into a page (or, later, into a shared cache).
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
    const res = await request(t.app).get('/promo/knauf2025').set(HOSTILE).expect(200);

    expect(res.text).toContain('<link rel="canonical" href="https://www.example.ru/promo/knauf2025">');
    expect(res.text).toContain('<meta property="og:url" content="https://www.example.ru/promo/knauf2025">');
    expect(res.text).toContain('<meta property="og:image" content="https://www.example.ru/promo/static/banners/knauf2025-large.svg">');
    expect(res.text).not.toContain('evil.example');
  });

  test('when the business host is asked, then its URLs use the business origin', async () => {
    const res = await request(t.app).get('/sert/').set('Host', 'business.evil.example').set('X-Forwarded-Proto', 'javascript').expect(200);

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

  test('when a page is asked with a hostile Host, then the canonical is a relative path and no og:url/og:image is made up', async () => {
    const res = await request(t.app).get('/promo/karta-elektrika/').set(HOSTILE).expect(200);

    expect(res.text).toContain('<link rel="canonical" href="/promo/karta-elektrika">');
    expect(res.text).not.toContain('og:url');
    expect(res.text).not.toContain('og:image');
    expect(res.text).not.toContain('evil.example');
  });
});
