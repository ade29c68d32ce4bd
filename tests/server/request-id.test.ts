// docs/product.md §10: the request id end to end. A trusted proxy's well-formed
// X-Request-Id is kept, anything else replaced; the id is on the response, on the
// request's log lines, and reaches the upstream (the demo upstream, which records every
// request's headers) with each call made for the request: the calls of a render on a
// cache miss (the first requester's, when requests share it), a business page's region lookup,
// a form's calls, the proxy's calls, and the refresh a render-cache hit starts.
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import request from 'supertest';
import { startApp, type TestApp } from '../support/start-app.js';

const PRODUCTS = /^\/api\/v1\/promo\/products\/knauf2025\/$/;
const sendJson = (res: ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
const idsSentFor = (app: TestApp, path: RegExp) => app.demo.requests.filter((r) => path.test(r.path)).map((r) => r.headers['x-request-id']);
const logLines = (app: TestApp) => app.logs.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('the request id with the upstream cache on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ env: { UPSTREAM_CACHE_TTL_MS: '60000' } });
  });
  afterAll(() => t.close());
  beforeEach(() => t.demo.reset());

  test('when a page is rendered on a miss, then each upstream call of the render carries the request\'s id, as do the response and its access line', async () => {
    const res = await request(t.listener).get('/promo/rockwool2025').set('x-request-id', 'lb-miss.1').expect(200);

    expect(res.headers['x-request-id']).toBe('lb-miss.1');
    expect(idsSentFor(t, /^\/api\/v1\/promo\/(products|result)\/rockwool2025\/$/)).toEqual(['lb-miss.1', 'lb-miss.1']);
    expect(logLines(t).filter((l) => l.msg === 'request' && l.requestId === 'lb-miss.1')).toHaveLength(1);
  });

  test('when two requests share one render, then its upstream calls carry the first requester\'s id and each answer its own', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let arrived!: () => void;
    const inUpstream = new Promise<void>((resolve) => (arrived = resolve));
    t.demo.override('GET', /^\/api\/v1\/promo\/products\/tehnonikol2025\/$/, async (_req, res) => {
      arrived();
      await released;
      sendJson(res, 200, { data: [] });
    });
    const first = request(t.listener).get('/promo/tehnonikol2025').set('x-request-id', 'first-viewer').then((r) => r);
    await inUpstream;
    const second = request(t.listener).get('/promo/tehnonikol2025').set('x-request-id', 'second-viewer').then((r) => r);
    release();

    const answers = await Promise.all([first, second]);
    expect(answers.map((r) => r.headers['x-request-id'])).toEqual(['first-viewer', 'second-viewer']);
    expect(idsSentFor(t, /^\/api\/v1\/promo\/products\/tehnonikol2025\/$/)).toEqual(['first-viewer']);
  });

  test('when a business page is rendered for a visitor, then its region lookup, its cities and its loader\'s calls carry the request\'s id', async () => {
    await request(t.listener).get('/promo/law').set('host', 'promo.example.ru').set('x-real-ip', '5.18.0.1')
      .set('x-request-id', 'lb-law.4').expect(200);

    const business = /^\/api\/v1\/business\/(cities\/determine|cities|info\/\w+|reviews)\/$/;
    expect(t.demo.requests.filter((r) => business.test(r.path)).length).toBeGreaterThanOrEqual(4);
    expect(new Set(idsSentFor(t, business))).toEqual(new Set(['lb-law.4']));
  });

  test('when a card form is sent without JS, then its card check upstream carries the request\'s id', async () => {
    await request(t.listener).get('/promo/knauf2025?card=7000002').set('x-request-id', 'lb-form.5').expect(200);

    expect(idsSentFor(t, /^\/api\/v2\/promo\/check\//)).toEqual(['lb-form.5']);
  });

  test('when the browser calls /api without an id, then the upstream gets the id the response names', async () => {
    const res = await request(t.listener).get('/api/v2/promo/check/knauf2025/7000002/').expect(200);

    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(idsSentFor(t, /^\/api\/v2\/promo\/check\//)).toEqual([res.headers['x-request-id']]);
  });

  test('when an upstream call fails, then its warning line names the request\'s id', async () => {
    await request(t.listener).get('/api/v2/promo/check/knauf2025/7000500/').set('x-request-id', 'lb-fails.7').expect(502);

    const warning = logLines(t).find((l) => l.msg === 'upstream call failed' && l.requestId === 'lb-fails.7');
    expect(warning).toBeDefined();
    expect(idsSentFor(t, /^\/api\/v2\/promo\/check\//)).toEqual(['lb-fails.7']);
  });

  test('when a request writes a line of its own besides its access line, then both name the request\'s id where its logger binds it', async () => {
    await request(t.listener).get('/promo/knauf2025?card=7000002').set('x-request-id', 'lb-own.3').set('sec-fetch-site', 'cross-site');

    const lines = t.logs.filter((line) => line.includes('"requestId":"lb-own.3"'));
    const messages = lines.map((line) => (JSON.parse(line) as { msg: string }).msg);
    expect(messages.sort()).toEqual(['cross-site request refused', 'request', 'request refused']);
    // The id right after the time, as a child logger's bindings are written, in both lines.
    for (const line of lines) expect(line).toMatch(/^\{"level":30,"time":\d+,"requestId":"lb-own\.3",/);
  });

  test('when the id is 128 characters it is kept; at 129, or with another character, it is replaced and the upstream gets the new one', async () => {
    const longest = 'a'.repeat(127) + 'Z';
    const kept = await request(t.listener).get('/api/v2/promo/check/knauf2025/7000002/').set('x-request-id', longest);
    const tooLong = await request(t.listener).get('/api/v2/promo/check/knauf2025/7000002/').set('x-request-id', longest + '1');
    const badChar = await request(t.listener).get('/api/v2/promo/check/knauf2025/7000002/').set('x-request-id', 'lb:1');

    expect(kept.headers['x-request-id']).toBe(longest);
    for (const replaced of [tooLong, badChar]) expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(idsSentFor(t, /^\/api\/v2\/promo\/check\//)).toEqual([
      longest, tooLong.headers['x-request-id'], badChar.headers['x-request-id'],
    ]);
  });
});

describe('the request id from a peer that TRUST_PROXY does not vouch for', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ env: { TRUST_PROXY: 'false' } });
  });
  afterAll(() => t.close());

  test('when a visitor sends a well-formed X-Request-Id directly, then it is replaced on the response and towards the upstream', async () => {
    const res = await request(t.listener).get('/promo/knauf2025').set('x-request-id', 'chosen-by-visitor').expect(200);

    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const sent = idsSentFor(t, PRODUCTS);
    expect(sent).toEqual([res.headers['x-request-id']]);
  });
});

describe('the refresh a render-cache hit starts', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Only Date is faked, before the app is made, so the caches read this clock.
    vi.useFakeTimers({ toFake: ['Date'] });
    t = await startApp({ env: { UPSTREAM_CACHE_TTL_MS: '1000' } });
  });
  afterAll(async () => {
    await t.close();
    vi.useRealTimers();
  });

  test('when a stored page is served after its data\'s time to live, then the refresh it starts carries the hit\'s id', async () => {
    await request(t.listener).get('/promo/knauf2025').set('x-request-id', 'renders-it').expect(200);
    let refreshed!: (id: unknown) => void;
    const refresh = new Promise<unknown>((resolve) => (refreshed = resolve));
    t.demo.override('GET', PRODUCTS, (req, res) => {
      refreshed(req.headers['x-request-id']);
      sendJson(res, 200, { data: [] });
    });
    vi.setSystemTime(Date.now() + 5000);

    const hit = await request(t.listener).get('/promo/knauf2025').set('x-request-id', 'hit-after-ttl').expect(200);

    expect(hit.headers['x-request-id']).toBe('hit-after-ttl');
    expect(await refresh).toBe('hit-after-ttl');
    expect(idsSentFor(t, PRODUCTS)).toEqual(['renders-it', 'hit-after-ttl']);
  });
});
