// While too much of our own work is in flight (SHED_MAX_IN_FLIGHT; lag alone, SHED_EVENT_LOOP_DELAY_MS,
// refuses nothing: docs/decisions/040-personal-work-budget.md), a page render is refused with 503 and Retry-After, while
// render-cache hits, assets, /healthz and /metrics keep being served and /readyz still says ready (busy is not
// unready: docs/decisions/170-health-on-the-main-loop.md); personal work (card
// forms, card checks) has a budget of its own (SHED_PERSONAL_MAX_IN_FLIGHT,
// docs/decisions/040-personal-work-budget.md) and is refused only when that is spent (with no line to
// wait in, SHED_PERSONAL_QUEUE=0; with the default line a crowd behind one address waits its turn and
// gets the product's limits, not 503: docs/decisions/040-personal-work-budget.md); the
// refusals are counted in /metrics.
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import request from 'supertest';
import { startApp, type TestApp } from '../support/start-app.js';
import { lagPastFiftyMs } from '../support/lagging-loop.js';
import { DEMO_CARDS } from '#demo-upstream/demo-cards.js';

const ROCKWOOL_PRODUCTS = /^\/api\/v1\/promo\/products\/rockwool25\/$/;

const renderMisses = async (t: TestApp) =>
  (await t.metrics.renderCache.get()).values.find((v) => v.labels.result === 'miss')?.value ?? 0;

const shedCount = async (t: TestApp, route: 'page' | 'api') =>
  (await t.metrics.loadShed.get()).values.find((v) => v.labels.route === route)?.value ?? 0;

/** The demo upstream holds the next check of card 7000002 until `release`; `held` settles once it has arrived. */
function holdCardCheck(t: TestApp): { held: Promise<void>; release: () => void } {
  const { arrived, release } = t.demo.hold('GET', /^\/api\/v2\/promo\/check\/knauf2025\/7000002\/$/);
  return { held: arrived, release };
}

function expectBusyPage(res: request.Response): void {
  expect(res.status).toBe(503);
  expect(res.headers['retry-after']).toBe('5');
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  expect(res.text).toContain('Сайт перегружен');
  expect(res.text).toContain('<html lang="ru">');
  // The site clock's year (the tests' day is in 2025), not the machine's.
  expect(res.text).toContain('© 2003–2025 «Петрович»');
}

describe('shedding by work in flight (SHED_MAX_IN_FLIGHT=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ env: { UPSTREAM_CACHE_TTL_MS: '60000', SHED_MAX_IN_FLIGHT: '1' } });
  });
  afterAll(() => t.close());

  test('when a render waits on the upstream, then new renders get 503 while /readyz still says ready and card forms, card checks, hits, assets, /healthz and /metrics are served', async () => {
    const warm = await request(t.listener).get('/promo/knauf2025').expect(200);
    const asset = /<script type="module" src="([^"]+)"/.exec(warm.text)![1]!;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let arrived!: () => void;
    const held = new Promise<void>((resolve) => (arrived = resolve));
    t.demo.override('GET', ROCKWOOL_PRODUCTS, async (_req, res: ServerResponse) => {
      arrived();
      await released;
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":[]}');
    });
    const slowRender = request(t.listener).get('/promo/rockwool25').then((res) => res);
    await held;

    expectBusyPage(await request(t.listener).get('/promo/tehnonikol25'));
    expectBusyPage(await request(t.listener).get('/promo/tehnonikol25?utm_source=mail'));
    // A page that varies per visitor is never the listener's: the chain refuses its render.
    expectBusyPage(await request(t.listener).get('/promo/sert/'));
    // The page being rendered is not refused: its second asker shares the one render.
    const sameRender = request(t.listener).get('/promo/rockwool25').then((res) => res);
    // Personal work is not in the renders' budget.
    const form = await request(t.listener).get('/promo/knauf2025?card=7000002');
    expect(form.status).toBe(200);
    // A form posted to its page (no JS) is personal work too.
    const posted = await request(t.listener).post('/promo/lovecategory').type('form')
      .send(`step=lookup&card=${DEMO_CARDS.registeredEligible}`);
    expect(posted.status).toBe(200);
    expect((await request(t.listener).get('/api/v2/promo/check/knauf2025/7000002/')).status).toBe(200);

    await request(t.listener).get('/promo/knauf2025').expect(200);
    await request(t.listener).get(asset).expect(200);
    await request(t.listener).get('/healthz').expect(200);
    // Shedding is not unready: were every instance to shed, none would be left in the Service for the hits.
    await request(t.listener).get('/readyz').expect(200);
    const metrics = await request(t.listener).get('/metrics').expect(200);
    expect(metrics.text).toMatch(/load_shed_total\{route="page"\} 3/);
    expect(metrics.text).not.toMatch(/load_shed_total\{route="api"\} [1-9]/);

    release();
    expect((await slowRender).status).toBe(200);
    const shared = await sameRender;
    expect(shared.status).toBe(200);
    expect(shared.text).toBe((await slowRender).text);
    expect(t.demo.requests.filter((r) => ROCKWOOL_PRODUCTS.test(r.path))).toHaveLength(1);
    await request(t.listener).get('/promo/tehnonikol25').expect(200);
    await request(t.listener).get('/readyz').expect(200);
  });
});

describe('the personal budget with no line to wait in (SHED_PERSONAL_MAX_IN_FLIGHT=1, SHED_PERSONAL_QUEUE=0)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ env: { UPSTREAM_CACHE_TTL_MS: '60000', SHED_PERSONAL_MAX_IN_FLIGHT: '1', SHED_PERSONAL_QUEUE: '0' } });
  });
  afterAll(() => t.close());

  test('when a card check waits on the upstream, then another card form and card check get 503 while pages are rendered and served', async () => {
    const { held, release } = holdCardCheck(t);
    const slowCheck = request(t.listener).get('/api/v2/promo/check/knauf2025/7000002/').then((res) => res);
    await held;

    expectBusyPage(await request(t.listener).get('/promo/knauf2025?card=7000003'));
    const check = await request(t.listener).get('/api/v2/promo/check/knauf2025/7000003/');
    expect(check.status).toBe(503);
    expect(check.headers['retry-after']).toBe('5');
    expect(check.body).toEqual({ message: 'Сайт сейчас перегружен, попробуйте через несколько секунд' });
    await request(t.listener).get('/promo/tehnonikol25').expect(200);

    release();
    expect((await slowCheck).status).not.toBe(503);
    expect((await request(t.listener).get('/api/v2/promo/check/knauf2025/7000003/')).status).not.toBe(503);
  });
});

describe('the personal budget shared per client block with no line to wait in (SHED_PERSONAL_PER_BLOCK=1, SHED_PERSONAL_QUEUE=0)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ env: { UPSTREAM_CACHE_TTL_MS: '60000', SHED_PERSONAL_PER_BLOCK: '1', SHED_PERSONAL_QUEUE: '0' } });
  });
  afterAll(() => t.close());

  test('when a block\'s card check waits on the upstream, then the same block\'s next check and posted form get 503 while another block is answered', async () => {
    const { held, release } = holdCardCheck(t);
    const from = (address: string) => ({ 'x-forwarded-for': address });
    const slowCheck = request(t.listener).get('/api/v2/promo/check/knauf2025/7000002/').set(from('198.51.100.7')).then((res) => res);
    await held;

    const sameBlock = await request(t.listener).get('/api/v2/promo/check/knauf2025/7000003/').set(from('198.51.100.200'));
    const posted = await request(t.listener).post('/promo/lovecategory').set(from('198.51.100.9')).type('form')
      .send(`step=lookup&card=${DEMO_CARDS.registeredEligible}`);
    const otherBlock = await request(t.listener).get('/api/v2/promo/check/knauf2025/7000003/').set(from('203.0.113.7'));
    release();

    expect([sameBlock.status, posted.status, otherBlock.status]).toEqual([503, 503, 200]);
    expect(posted.text).toContain('Сайт перегружен');
    expect((await slowCheck).status).not.toBe(503);
  });
});

describe('personal work whose turn does not come (SHED_PERSONAL_MAX_IN_FLIGHT=1, SHED_PERSONAL_WAIT_MS=300)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ env: { UPSTREAM_CACHE_TTL_MS: '60000', SHED_PERSONAL_MAX_IN_FLIGHT: '1', SHED_PERSONAL_WAIT_MS: '300' } });
  });
  afterAll(() => t.close());

  test('when the budget\'s one place is held by a check the upstream does not answer, then another block\'s check waits its turn'
    + ' and gets 503 once the wait passes, while pages are served', async () => {
    const { held, release } = holdCardCheck(t);
    const slowCheck = request(t.listener).get('/api/v2/promo/check/knauf2025/7000002/').set('x-forwarded-for', '198.51.100.7')
      .then((res) => res);
    await held;

    const started = performance.now();
    const waited = await request(t.listener).get('/api/v2/promo/check/knauf2025/7000003/').set('x-forwarded-for', '203.0.113.7');
    expect(waited.status).toBe(503);
    expect(waited.headers['retry-after']).toBe('5');
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    await request(t.listener).get('/promo/tehnonikol25').expect(200);
    release();
    expect((await slowCheck).status).not.toBe(503);
  });
});

describe('a crowd behind one address (the defaults: 4 personal places per network, a line to wait in; the limits on)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ env: { UPSTREAM_CACHE_TTL_MS: '60000', RATE_LIMITS: 'on' } });
  });
  afterAll(() => t.close());

  test('when 50 visitors behind one address check their cards in the same instant, then each waits its turn for a place: 30 are'
    + ' answered and 20 get the product\'s 429 (30 checks per address in 10 min), none 503', async () => {
    const checks = await Promise.all(Array.from({ length: 50 }, (_, i) => request(t.listener)
      .get(`/api/v2/promo/check/knauf2025/${7_300_000 + i}/`).set('x-forwarded-for', '198.51.100.20')));
    const statuses = checks.map((res) => res.status);

    expect(statuses.filter((status) => status === 200)).toHaveLength(30);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
    expect(checks.find((res) => res.status === 429)!.headers['retry-after']).toMatch(/^\d+$/);
    expect(await shedCount(t, 'api')).toBe(0);
  });
});

describe('a lagging event loop with nothing of ours in flight (SHED_EVENT_LOOP_DELAY_MS=50)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ env: { UPSTREAM_CACHE_TTL_MS: '60000', SHED_EVENT_LOOP_DELAY_MS: '50' } });
  });
  afterAll(() => t.close());

  // Lag alone never refuses a first render (docs/decisions/040-personal-work-budget.md): a lone
  // visitor asking pages one after another on a machine busy with other processes.
  test('when the event loop keeps lagging past the bound, then a lone visitor\'s first renders of pages are served, none shed', async () => {
    const before = await shedCount(t, 'page');
    await lagPastFiftyMs(t);
    const pages = ['/promo/tehnonikol25', '/promo/rockwool25', '/promo/saint-gobain25', '/promo/knauf2025?card=7000002'];
    const statuses: number[] = [];
    for (const path of pages) statuses.push((await request(t.listener).get(path)).status);

    expect(statuses).toEqual(pages.map(() => 200));
    expect(await shedCount(t, 'page')).toBe(before);
  });

  // Under lag a key renders once: every request waiting on it gets that render's bytes
  // (docs/decisions/040-personal-work-budget.md, single flight per key).
  test('when the loop lags and a dozen visitors ask one page not yet rendered, then it is rendered once and each gets its bytes', async () => {
    const products = /^\/api\/v1\/promo\/products\/rockwool2025\/$/;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let arrived!: () => void;
    const held = new Promise<void>((resolve) => (arrived = resolve));
    t.demo.reset();
    t.demo.override('GET', products, async (_req, res: ServerResponse) => {
      arrived();
      await released;
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":[]}');
    });
    await lagPastFiftyMs(t);
    const before = await shedCount(t, 'page');
    const missesBefore = await renderMisses(t);

    const first = request(t.listener).get('/promo/rockwool2025').then((res) => res);
    await held;
    const waiting = Array.from({ length: 11 }, () => request(t.listener).get('/promo/rockwool2025').then((res) => res));
    // Each request that asks for the render is counted a miss: all twelve are waiting on the one render.
    await expect.poll(() => renderMisses(t)).toBe(missesBefore + 12);
    release();
    const answers = [await first, ...(await Promise.all(waiting))];

    expect(answers.map((res) => res.status)).toEqual(answers.map(() => 200));
    expect(new Set(answers.map((res) => res.text)).size, 'one page for all').toBe(1);
    expect(answers[0]!.text).toContain('Rockwool');
    expect(t.demo.requests.filter((r) => products.test(r.path)), 'one render, one upstream read').toHaveLength(1);
    expect(await shedCount(t, 'page')).toBe(before);
  });
});
