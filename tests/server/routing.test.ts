// Every routing rule on both hosts, read from the route table, so a page added there is
// checked here too.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import request from 'supertest';
import type { Site } from '#pages/route-table.js';
import { PAGES } from '../support/content.js';
import { plainSpaces } from '../support/plain-spaces.js';
import { startApp, type TestApp } from '../support/start-app.js';

const PROMO_HOSTS = ['promo.example.ru', 'localhost', '127.0.0.1:3000'];
const BUSINESS_HOSTS = ['business.example.ru', 'BUSINESS.Example.RU:8080', 'mybusiness.local'];
const NOT_FOUND = 'This page could not be found';

const withoutSlash = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);
const withSlash = (path: string) => (path.endsWith('/') ? path : `${path}/`);
const servedOn = (site: Site) => PAGES.filter((p) => p.paths[site] !== undefined);

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

/** `home`: the site's home, where «На главную» leads (the hub on the promo host, law on the business host). */
function expectNotFoundPage(res: request.Response, home = '/promo/'): void {
  expect(res.status).toBe(404);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  expect(res.text).toContain(NOT_FOUND);
  // The 404 page's texts are content, typeset (a non-breaking space after a short word).
  expect(plainSpaces(res.text)).toContain(`<p class="home"><a href="${home}">На главную</a></p>`);
}

describe('GET each route of the route table on the promo host', () => {
  for (const page of servedOn('promo')) {
    const path = page.paths.promo!;
    for (const variant of new Set([withoutSlash(path), withSlash(path)])) {
      test(`when ${variant} is asked, then it answers 200 without a redirect`, async () => {
        const res = await request(t.listener).get(variant).set('Host', 'promo.example.ru');

        expect(res.status).toBe(200);
        expect(res.text).toContain(`"id":"${page.id}"`);
        expect(res.text).toContain('<html lang="ru">');
      });
    }
  }

  test('when the knauf2025 page is asked on any non-business host, then it serves knauf2025 with the /promo/ base', async () => {
    for (const host of PROMO_HOSTS) {
      const res = await request(t.listener).get('/promo/knauf2025').set('Host', host);

      expect(res.status, host).toBe(200);
      expect(res.text).toContain('"base":"/promo/"');
      expect(res.text).toContain('src="/promo/assets/');
    }
  });

  test('when the business-only paths / and /sert/ are asked on the promo host, then they answer 404', async () => {
    for (const path of ['/', '/sert/', '/sert', '/knauf2025']) {
      expectNotFoundPage(await request(t.listener).get(path).set('Host', 'promo.example.ru'));
    }
  });

  test('when /promo/sert/ is asked on the promo host, then it is never redirected', async () => {
    const res = await request(t.listener).get('/promo/sert/').set('Host', 'promo.example.ru');

    expect(res.status).not.toBe(301);
    expect(res.headers.location).toBeUndefined();
  });
});

describe('GET on the business host', () => {
  for (const page of servedOn('business')) {
    const path = page.paths.business!;
    for (const variant of new Set([withoutSlash(path), withSlash(path)])) {
      test(`when ${variant} is asked, then it answers 200 for ${page.id}`, async () => {
        const res = await request(t.listener).get(variant).set('Host', 'business.example.ru');

        expect(res.status).toBe(200);
        expect(res.text).toContain(`"id":"${page.id}"`);
        expect(res.text).toContain('"base":"/"');
      });
    }
  }

  test('when a promo-only page is asked, then it answers 404 on every business host', async () => {
    const promoOnly = PAGES.filter((p) => p.paths.business === undefined);
    expect(promoOnly.map((p) => p.id)).toContain('knauf2025');
    for (const host of BUSINESS_HOSTS) {
      for (const page of promoOnly) {
        const res = await request(t.listener).get(page.paths.promo!).set('Host', host);
        expect(res.status, `${host} ${page.paths.promo}`).toBe(404);
        expect(res.text).toContain(NOT_FOUND);
      }
    }
  });

  test('when /promo/law is asked, then it answers 404 (law lives at / there)', async () => {
    expectNotFoundPage(await request(t.listener).get('/promo/law').set('Host', 'business.example.ru'), '/');
  });

  for (const path of ['/promo/sert/', '/promo/sert']) {
    test(`when ${path} is asked, then it answers 301 with Location exactly /sert/`, async () => {
      for (const host of [...BUSINESS_HOSTS, 'business.evil.com', 'business.evil.com:443']) {
        const res = await request(t.listener).get(path).set('Host', host);

        expect(res.status, host).toBe(301);
        expect(res.headers.location, host).toBe('/sert/');
      }
    });
  }

  test('when /promo/sert/ is asked with a query, then the 301 keeps it and stays a path', async () => {
    const res = await request(t.listener).get('/promo/sert/?utm_source=mail').set('Host', 'business.evil.com');

    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/sert/?utm_source=mail');
  });

  test('when /promo/sert/ is asked with HEAD, then it answers the same 301', async () => {
    const res = await request(t.listener).head('/promo/sert/').set('Host', 'business.example.ru');

    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/sert/');
  });
});

describe('GET an unknown path', () => {
  const unknown = ['/promo/nope', '/promo/knauf2024', '/promo/knauf2025/extra', '/nope', '/promo/assets/missing.js'];
  // The hub is the promo host's /promo/ (docs/product.md §3); the business host has none.
  const unknownOn: Record<string, string[]> = { 'promo.example.ru': unknown, 'business.example.ru': ['/promo/', '/promo', ...unknown] };

  for (const host of ['promo.example.ru', 'business.example.ru']) {
    test(`when unknown paths are asked on ${host}, then each answers the 404 page with a link home`, async () => {
      for (const path of unknownOn[host]!) {
        const res = await request(t.listener).get(path).set('Host', host);
        expect(res.status, path).toBe(404);
        expectNotFoundPage(res, host.startsWith('business') ? '/' : '/promo/');
      }
    });
  }

  test('when an unknown path has odd characters, then the 404 page does not echo them', async () => {
    const res = await request(t.listener).get('/promo/%3Cscript%3Ealert(1)%3C%2Fscript%3E').set('Host', 'promo.example.ru');

    expectNotFoundPage(res);
    expect(res.text).not.toContain('<script>alert(1)');
  });

  test('when a path has a malformed escape, then it answers a clear 4xx page, not a crash', async () => {
    const res = await request(t.listener).get('/promo/%E0%A4%A').set('Host', 'promo.example.ru');

    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).not.toMatch(/\bat .*\.(ts|js):\d+/);
  });
});

describe('HEAD a page', () => {
  test('when knauf2025 is asked with HEAD on both slashes, then it answers 200 html with no body', async () => {
    for (const path of ['/promo/knauf2025', '/promo/knauf2025/']) {
      const res = await request(t.listener).head(path).set('Host', 'promo.example.ru');

      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.text ?? '').toBe('');
    }
  });

  test('when an unknown path is asked with HEAD, then it answers 404', async () => {
    const res = await request(t.listener).head('/promo/nope').set('Host', 'promo.example.ru');

    expect(res.status).toBe(404);
  });
});
