// A visit pass only after a page view of the same block (docs/decisions/223-a-pass-after-a-page-view.md): every
// page answer, from the render cache's hit path or from the chain, stamps the client block in a cookie sent back
// only to /api; GET /api/pass refuses an ask without a fresh stamp of its own block, and gives one with it.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import request from 'supertest';
import { startApp, type TestApp } from '../support/start-app.js';

const WINDOW_S = 600;
const T0 = Date.parse('2026-03-02T10:00:00Z');

let nowMs = T0;
let t: TestApp;
beforeAll(async () => {
  t = await startApp({ env: { RATE_LIMITS: 'on', PAGE_VIEW_WINDOW_S: String(WINDOW_S) }, now: () => nowMs });
});
afterAll(() => t.close());

const cookiesOf = (res: request.Response) => (res.headers['set-cookie'] as unknown as string[] | undefined) ?? [];
const named = (res: request.Response, name: string) => cookiesOf(res).find((cookie) => cookie.startsWith(`${name}=`));

/** A page of the site viewed from `ip`: its answer and the view cookie as a Cookie header sends it back. */
async function view(ip: string): Promise<{ res: request.Response; cookie: string }> {
  const res = await request(t.listener).get('/promo/knauf2025').set('X-Forwarded-For', ip).expect(200);
  return { res, cookie: named(res, 'promo_view')!.split(';')[0]! };
}

const askPass = (ip: string, cookie?: string) => {
  const req = request(t.listener).get('/api/pass').set('X-Forwarded-For', ip);
  return cookie ? req.set('Cookie', cookie) : req;
};

describe('GET /api/pass after a page view', () => {
  test('when a block asks for a pass without having viewed a page, then it is refused 403 with no pass', async () => {
    const res = await askPass('100.64.1.9');

    expect(res.status).toBe(403);
    expect(named(res, 'promo_pass')).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
  });

  test('when a page was viewed from the same /24, then the pass is issued; the stamp goes only to /api, from the hit path too,'
    + ' and the page bytes are the same for every block', async () => {
    const first = await view('100.64.2.5');
    const hit = await view('100.64.2.6');
    const elsewhere = await view('100.80.7.1');
    const res = await askPass('100.64.2.77', hit.cookie);

    expect(named(first.res, 'promo_view')).toMatch(/^promo_view=[0-9a-z]+\.[\w-]{22}; Path=\/api; Max-Age=600; HttpOnly; SameSite=Strict$/);
    expect(hit.cookie, 'the same block in the same minute: the same stamp').toBe(first.cookie);
    expect(elsewhere.cookie).not.toBe(first.cookie);
    expect(elsewhere.res.text).toBe(first.res.text);
    expect(elsewhere.res.headers.etag).toBe(first.res.headers.etag);
    expect(res.status).toBe(204);
    expect(named(res, 'promo_pass')).toMatch(/^promo_pass=/);
  });

  test('when the page-view stamp comes from another block, or is altered, then the pass is refused', async () => {
    const { cookie } = await view('100.64.3.5');
    const altered = cookie.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));

    expect((await askPass('100.64.4.5', cookie)).status, 'another /24 of the same /16').toBe(403);
    expect((await askPass('100.99.3.5', cookie)).status, 'another /16').toBe(403);
    expect((await askPass('100.64.3.6', altered)).status, 'altered').toBe(403);
    expect((await askPass('100.64.3.6', cookie)).status, 'its own block').toBe(204);
  });

  test('when the page view is older than PAGE_VIEW_WINDOW_S, then the pass is refused; a new view opens it again', async () => {
    nowMs = T0 + 3_600_000;
    const { cookie } = await view('100.64.5.5');
    nowMs += (WINDOW_S - 60) * 1000;
    const inTime = await askPass('100.64.5.6', cookie);
    nowMs += 2 * 60 * 1000;
    const late = await askPass('100.64.5.7', cookie);
    const again = await view('100.64.5.7');
    const afterNewView = await askPass('100.64.5.7', again.cookie);

    expect(inTime.status).toBe(204);
    expect(late.status).toBe(403);
    expect(afterNewView.status).toBe(204);
  });
});

describe('with the stamp off (PAGE_VIEW_WINDOW_S=0: a CDN keeps the pages, docs/decisions/223-a-pass-after-a-page-view.md)', () => {
  test('when a page is rendered, answered from the render cache or varies per visitor, then none carries a cookie a CDN would keep', async () => {
    const off = await startApp({ env: { RATE_LIMITS: 'on', PAGE_VIEW_WINDOW_S: '0', UPSTREAM_CACHE_TTL_MS: '60000' } });
    try {
      const rendered = await request(off.listener).get('/promo/knauf2025').set('X-Forwarded-For', '100.64.9.5').expect(200);
      const hit = await request(off.listener).get('/promo/knauf2025').set('X-Forwarded-For', '100.64.9.6').expect(200);
      const perVisitor = await request(off.listener).get('/promo/law').set('X-Forwarded-For', '100.64.9.7').expect(200);
      // Its second answer is the chain's from the render cache.
      const perVisitorStored = await request(off.listener).get('/promo/law').set('X-Forwarded-For', '100.64.9.8').expect(200);

      expect(cookiesOf(rendered)).toEqual([]);
      expect(cookiesOf(hit)).toEqual([]);
      expect(cookiesOf(perVisitor)).toEqual([]);
      expect(cookiesOf(perVisitorStored)).toEqual([]);
      expect(perVisitorStored.headers.etag).toBe(perVisitor.headers.etag);
      expect(hit.headers.etag, 'the second answer came from the render cache').toBe(rendered.headers.etag);
    } finally {
      await off.close();
    }
  });
});
