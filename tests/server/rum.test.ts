// POST /api/rum (docs/product.md §10): a checked web-vitals beacon feeds the rum_*
// histograms of its page; anything else is 400 and counted nowhere; the page label takes
// only the route table's ids; 60 beacons a minute per address; the upstream is never asked.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import request from 'supertest';
import { PAGES } from '../support/content.js';
import { startApp, type TestApp } from '../support/start-app.js';

const VALID = {
  page: 'knauf2025',
  metrics: [
    { name: 'LCP', value: 1234.5 }, { name: 'INP', value: 180 }, { name: 'CLS', value: 0.02 }, { name: 'FCP', value: 900 },
    { name: 'TTFB', value: 120 },
  ],
};

const rumLines = async (app: TestApp) => (await app.metrics.registry.metrics()).split('\n').filter((line) => line.startsWith('rum_'));
const sample = (lines: string[], series: string) => Number(lines.find((line) => line.startsWith(`${series} `))?.split(' ')[1] ?? 0);
/** bad_rum_beacons_total as /metrics says it. */
const badBeacons = async (app: TestApp) => (await app.metrics.badRumBeacons.get()).values[0]?.value ?? 0;
const beacon = (app: TestApp, body: string, type = 'text/plain;charset=UTF-8') =>
  request(app.listener).post('/api/rum').set('content-type', type).send(body);

describe('POST /api/rum', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());
  beforeEach(() => t.demo.reset());

  test('when a page view reports its five vitals, then each lands in its histogram for that page, in seconds (CLS as is), and the upstream is not asked', async () => {
    const before = await rumLines(t);

    const res = await beacon(t, JSON.stringify(VALID));

    expect(res.status).toBe(204);
    const after = await rumLines(t);
    for (const name of ['rum_lcp_seconds', 'rum_inp_seconds', 'rum_cls', 'rum_fcp_seconds', 'rum_ttfb_seconds']) {
      expect(sample(after, `${name}_count{page="knauf2025"}`) - sample(before, `${name}_count{page="knauf2025"}`), name).toBe(1);
    }
    const lcpSum = 'rum_lcp_seconds_sum{page="knauf2025"}';
    expect(sample(after, lcpSum) - sample(before, lcpSum)).toBeCloseTo(1.2345, 6);
    expect(sample(after, 'rum_cls_sum{page="knauf2025"}') - sample(before, 'rum_cls_sum{page="knauf2025"}')).toBeCloseTo(0.02, 6);
    // Google's thresholds are bucket bounds: LCP 2.5 s and 4 s, CLS 0.1 and 0.25, INP 0.2 s and 0.5 s.
    const bounds = [
      'rum_lcp_seconds_bucket{le="2.5",page="knauf2025"}', 'rum_lcp_seconds_bucket{le="4",page="knauf2025"}',
      'rum_cls_bucket{le="0.1",page="knauf2025"}', 'rum_cls_bucket{le="0.25",page="knauf2025"}',
      'rum_inp_seconds_bucket{le="0.2",page="knauf2025"}', 'rum_inp_seconds_bucket{le="0.5",page="knauf2025"}',
    ];
    for (const bound of bounds) {
      expect(after.some((line) => line.startsWith(`${bound} `)), bound).toBe(true);
    }
    expect(t.demo.requests).toEqual([]);
  });

  test('when a beacon sends some vitals as application/json, then it is accepted too', async () => {
    const res = await beacon(t, JSON.stringify({ page: 'law', metrics: [{ name: 'TTFB', value: 0 }] }), 'application/json');

    expect(res.status).toBe(204);
    expect(sample(await rumLines(t), 'rum_ttfb_seconds_count{page="law"}')).toBeGreaterThanOrEqual(1);
  });

  const bad: [string, string][] = [
    ['not JSON', 'LCP=1234'],
    ['an empty body', ''],
    ['JSON but not an object', '[1,2]'],
    ['an unknown page', JSON.stringify({ ...VALID, page: 'nope' })],
    ['an unknown metric', JSON.stringify({ page: 'knauf2025', metrics: [{ name: 'FID', value: 10 }] })],
    ['a negative value', JSON.stringify({ page: 'knauf2025', metrics: [{ name: 'LCP', value: -1 }] })],
    ['an infinite value', '{"page":"knauf2025","metrics":[{"name":"LCP","value":1e999}]}'],
    ['a value as text', JSON.stringify({ page: 'knauf2025', metrics: [{ name: 'LCP', value: '1200' }] })],
    ['a value out of range', JSON.stringify({ page: 'knauf2025', metrics: [{ name: 'CLS', value: 1e6 }] })],
    ['a metric named twice', JSON.stringify({ page: 'knauf2025', metrics: [{ name: 'LCP', value: 1 }, { name: 'LCP', value: 2 }] })],
    ['no metrics', JSON.stringify({ page: 'knauf2025', metrics: [] })],
    ['an extra field', JSON.stringify({ ...VALID, visitor: 'x' })],
    ['over 2 KB', JSON.stringify({ ...VALID, padding: undefined }).replace('{', '{' + ' '.repeat(2048))],
  ];

  test.each(bad)('when a beacon is %s, then it is refused with 400, counted as a bad beacon, and no rum series changes', async (_what, body) => {
    const before = await rumLines(t);
    const refusedBefore = await badBeacons(t);

    const res = await beacon(t, body);

    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Bad beacon' });
    expect(await rumLines(t)).toEqual(before);
    expect(await badBeacons(t)).toBe(refusedBefore + 1);
  });

  test('when a beacon over 2 KB comes without a declared length (chunked), then it is refused with 400 too', async () => {
    const before = await rumLines(t);
    const body = JSON.stringify(VALID).replace('{', '{' + ' '.repeat(3000));

    const res = await request(t.listener).post('/api/rum').set('transfer-encoding', 'chunked').send(body);

    expect(res.status).toBe(400);
    expect(await rumLines(t)).toEqual(before);
  });

  test('when 200 beacons name random page ids, then all are refused and not one series is added', async () => {
    const series = async () => new Set((await rumLines(t)).map((line) => line.split(' ')[0]));
    const before = await series();

    for (let i = 0; i < 200; i++) {
      const page = `zz${Math.random().toString(36).slice(2, 2 + 1 + (i % 30))}`; // no page id starts with zz
      const res = await beacon(t, JSON.stringify({ ...VALID, page }));
      expect(res.status).toBe(400);
    }

    expect(await series()).toEqual(before);
  });

  test('when every page of the route table reports, then each is its own label value', async () => {
    for (const { id } of PAGES) {
      expect((await beacon(t, JSON.stringify({ page: id, metrics: [{ name: 'FCP', value: 500 }] }))).status).toBe(204);
    }

    const lines = await rumLines(t);
    for (const { id } of PAGES) expect(sample(lines, `rum_fcp_seconds_count{page="${id}"}`), id).toBeGreaterThanOrEqual(1);
  });

  test('when a beacon comes as a form, or from another site\'s page, then it is refused with 400, counted as a bad beacon only', async () => {
    const before = await rumLines(t);
    const refusedBefore = await badBeacons(t);

    const form = await beacon(t, JSON.stringify(VALID), 'application/x-www-form-urlencoded');
    const foreign = await request(t.listener)
      .post('/api/rum')
      .set('content-type', 'text/plain')
      .set('origin', 'https://attacker.example')
      .send(JSON.stringify(VALID));
    const ours = await request(t.listener)
      .post('/api/rum')
      .set('content-type', 'text/plain')
      .set('host', 'promo.example.ru')
      .set('origin', 'https://promo.example.ru')
      .send(JSON.stringify(VALID));

    expect([form.status, foreign.status]).toEqual([400, 400]);
    expect(await badBeacons(t)).toBe(refusedBefore + 2);
    expect(ours.status).toBe(204);
    const after = await rumLines(t);
    expect(sample(after, 'rum_lcp_seconds_count{page="knauf2025"}') - sample(before, 'rum_lcp_seconds_count{page="knauf2025"}')).toBe(1);
  });

  test('when a beacon comes through the proxy on a port of its own (the Origin names the port, the Host nginx passes on does not), then it is taken: 204', async () => {
    const res = await request(t.listener)
      .post('/api/rum')
      .set('content-type', 'text/plain')
      .set('host', '127.0.0.1')
      .set('origin', 'http://127.0.0.1:8080')
      .send(JSON.stringify(VALID));

    expect(res.status).toBe(204);
  });

  test('when a beacon reports an LCP of two minutes (a tab left in the background, or forged), then it is dropped: 400, counted nowhere', async () => {
    const before = await rumLines(t);

    const res = await beacon(t, JSON.stringify({ page: 'rockwool25', metrics: [{ name: 'LCP', value: 120_000 }] }));

    expect(res.status).toBe(400);
    expect(await rumLines(t)).toEqual(before);
  });

  test('when the page\'s CSP is read, then connect-src allows the same-origin beacon', async () => {
    const res = await request(t.listener).get('/promo/knauf2025').expect(200);

    expect(res.headers['content-security-policy']).toMatch(/connect-src 'self'/);
  });
});

describe('POST /api/rum with the rate limits on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ env: { RATE_LIMITS: 'on' } });
  });
  afterAll(() => t.close());

  test('when one address sends 61 beacons in a minute, then the 61st is refused with 429 and counted as a refusal, not a sample', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push((await beacon(t, JSON.stringify(VALID))).status);
    const before = await rumLines(t);

    const refused = await beacon(t, JSON.stringify(VALID));

    expect(statuses.every((status) => status === 204)).toBe(true);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(await rumLines(t)).toEqual(before);
    const refusals = (await t.metrics.rateLimitRefusals.get()).values.find((v) => v.labels.call === 'rum' && v.labels.scope === 'address');
    expect(refusals?.value).toBe(1);
  });
});

describe('POST /api/rum before a campaign is announced (20 February 2025: knauf2025 is hidden)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ env: { PROMO_NOW: '2025-02-20T12:00:00+03:00' } });
  });
  afterAll(() => t.close());

  test('when a beacon names the hidden campaign, then it is refused exactly as a made-up page is, and /metrics never names it', async () => {
    const hidden = await beacon(t, JSON.stringify(VALID));
    const madeUp = await beacon(t, JSON.stringify({ ...VALID, page: 'nosuch2025' }));

    expect([hidden.status, hidden.body]).toEqual([madeUp.status, madeUp.body]);
    expect(hidden.status).toBe(400);
    expect((await request(t.listener).get('/metrics').expect(200)).text).not.toContain('knauf2025');
  });
});
