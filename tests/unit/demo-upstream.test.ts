// The demo upstream's own mechanics: auth, JSON envelope, 404, overrides, recording, reset, close.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { CALLS, buildCallPath, type CallName } from '#shared/api/calls.js';
import { startDemoUpstream as startWithoutTestHooks } from '#demo-upstream/server.js';
import { DEMO_CARDS, DEMO_CREDENTIALS, startDemoUpstream, type DemoUpstream } from '../support/demo-upstream.js';
import { AUTHORIZATION, call, postForm, startTestUpstream } from './demo-upstream-client';

let upstream: DemoUpstream;
beforeAll(async () => { upstream = await startTestUpstream(); });
afterAll(() => upstream.close());
beforeEach(() => upstream.reset());

describe('demo upstream: start', () => {
  test('when started on port 0, then its url is loopback with a real port and no trailing slash', () => {
    expect(upstream.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(upstream.url.endsWith(':0')).toBe(false);
  });

  test('when DEMO_CARDS is read, then every card is a distinct 7-digit number', () => {
    const cards = Object.values(DEMO_CARDS);
    expect(cards.every((card) => /^\d{7}$/.test(card))).toBe(true);
    expect(new Set(cards).size).toBe(cards.length);
  });
});

describe('demo upstream: basic auth', () => {
  test('when the Authorization header is missing, then it answers 401 Unauthorized as JSON', async () => {
    const res = await fetch(`${upstream.url}/api/v1/business/cities/`);
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await res.json()).toEqual({ message: 'Unauthorized' });
  });

  test('when the password is wrong, then it answers 401', async () => {
    const wrong = `Basic ${Buffer.from(`${DEMO_CREDENTIALS.user}:nope`).toString('base64')}`;
    const res = await call(upstream, '/api/v1/business/cities/', { headers: { authorization: wrong } });
    expect(res.status).toBe(401);
  });

  test('when the scheme is not Basic, then it answers 401', async () => {
    const res = await call(upstream, '/api/v1/business/cities/', { headers: { authorization: `Bearer ${DEMO_CREDENTIALS.password}` } });
    expect(res.status).toBe(401);
  });

  test('when the credentials are right, then it answers 200 with a data envelope', async () => {
    const res = await call(upstream, '/api/v1/business/cities/');
    expect(res.status).toBe(200);
    expect(res.contentType).toBe('application/json; charset=utf-8');
    expect(res.json).toHaveProperty('data');
  });
});

describe('demo upstream: unknown paths and methods', () => {
  test('when the path is unknown, then it answers 404 Not found', async () => {
    const res = await call(upstream, '/api/v9/nothing/');
    expect(res).toMatchObject({ status: 404, json: { message: 'Not found' } });
  });

  test('when the trailing slash is missing, then it answers 404', async () => {
    const res = await call(upstream, '/api/v1/business/cities');
    expect(res.status).toBe(404);
  });

  test('when a known path gets the wrong method, then it answers 405', async () => {
    const res = await call(upstream, '/api/v1/business/cities/', { method: 'POST', body: '{}' });
    expect(res.status).toBe(405);
  });
});

describe('demo upstream: request recording', () => {
  test('when requests arrive, then each is recorded in order with method, path, query, headers and body', async () => {
    await fetch(`${upstream.url}/api/v1/business/reviews/`);
    await postForm(upstream, '/api/v2/promo_categories/participants/add/', { cardNumber: DEMO_CARDS.registeredEligible });
    await call(upstream, '/api/v1/promo/result/knauf2025/?limit=15');

    const [unauthorised, form, leaderboard] = upstream.requests;
    expect(upstream.requests).toHaveLength(3);
    expect(unauthorised).toMatchObject({ method: 'GET', path: '/api/v1/business/reviews/' });
    expect(form?.method).toBe('POST');
    expect(form?.headers.authorization).toBe(AUTHORIZATION);
    expect(Buffer.isBuffer(form?.body)).toBe(true);
    expect(form?.body.toString()).toContain(DEMO_CARDS.registeredEligible);
    expect(leaderboard).toMatchObject({ path: '/api/v1/promo/result/knauf2025/', query: { limit: '15' } });
  });
});

describe('demo upstream: overrides', () => {
  test('when an override matches, then it answers instead of the built-in route', async () => {
    upstream.override('GET', /^\/api\/v1\/business\/cities\/$/, (_req, res) => { res.writeHead(503).end('down'); });
    const res = await fetch(`${upstream.url}/api/v1/business/cities/`, { headers: { authorization: AUTHORIZATION } });
    expect(res.status).toBe(503);
    expect(await res.text()).toBe('down');
  });

  test('when two overrides match, then the later one wins', async () => {
    upstream.override('get', /cities/, (_req, res) => { res.writeHead(500).end(); });
    upstream.override('get', /cities/, (_req, res) => { res.writeHead(418).end(); });
    const res = await call(upstream, '/api/v1/business/cities/');
    expect(res.status).toBe(418);
  });

  test('when the request is not authorised, then auth answers before any override', async () => {
    upstream.override('GET', /cities/, (_req, res) => { res.writeHead(200).end('{}'); });
    const res = await fetch(`${upstream.url}/api/v1/business/cities/`);
    expect(res.status).toBe(401);
  });

  test('when an override receives a POST, then it gets the body as a Buffer', async () => {
    let received = '';
    upstream.override('POST', /feedback/, (_req, res, body) => { received = body.toString(); res.writeHead(204).end(); });
    await call(upstream, '/api/v1/business/feedback/', { method: 'POST', body: '{"name":"Иван"}' });
    expect(received).toBe('{"name":"Иван"}');
  });

  test('when an override throws, then the server answers 500 and keeps serving', async () => {
    upstream.override('GET', /reviews/, () => { throw new Error('boom'); });
    expect((await call(upstream, '/api/v1/business/reviews/')).status).toBe(500);
    expect((await call(upstream, '/api/v1/business/cities/')).status).toBe(200);
  });

  test('when reset is called, then overrides and recorded requests are cleared', async () => {
    upstream.override('GET', /cities/, (_req, res) => { res.writeHead(500).end(); });
    upstream.reset();
    const res = await call(upstream, '/api/v1/business/cities/');
    expect(res.status).toBe(200);
    expect(upstream.requests).toHaveLength(1);
  });
});

describe('demo upstream: close', () => {
  test('when a keep-alive socket is open or a request hangs, then close still resolves', async () => {
    const own = await startDemoUpstream({ ...DEMO_CREDENTIALS });
    let arrived!: () => void;
    const hangs = new Promise<void>((resolve) => (arrived = resolve));
    own.override('GET', /hang/, () => (arrived(), new Promise<void>(() => {})));
    await call(own, '/api/v1/business/cities/');
    const hanging = fetch(`${own.url}/hang/`, { headers: { authorization: AUTHORIZATION } }).catch(() => 'reset');
    // Closed once the request hangs in the upstream (not after a guessed while: on a busy machine it may not have arrived yet).
    await hangs;

    await own.close();
    expect(await hanging).toBe('reset');
  });
});

describe('demo upstream: routing by the shared call table', () => {
  // Parameters the demo data knows, so each call reaches its own handler.
  const KNOWN = {
    slug: 'knauf2025', value: DEMO_CARDS.savingsPositive, card: DEMO_CARDS.registeredEligible, landing: 'karta-elektrika',
    landingCategory: 'loyal', cityCode: 'spb',
  };
  const QUERY: Partial<Record<CallName, Record<string, string>>> = { determineCity: { ip: '77.88.8.8' } };
  const pathOf = (name: CallName) => buildCallPath(name, KNOWN as never, QUERY[name] as never);
  const names = Object.keys(CALLS) as CallName[];

  test.each(names.filter((name) => CALLS[name].method === 'GET'))('when %s is asked with its path from the table, then its handler answers 200 with data', async (name) => {
    const res = await call(upstream, pathOf(name));
    expect(res.status).toBe(200);
    expect(res.json).toHaveProperty('data');
  });

  test.each(names.filter((name) => CALLS[name].method === 'POST'))('when %s is posted with an empty body, then its handler (not the router) refuses it', async (name) => {
    const res = await call(upstream, pathOf(name), { method: 'POST', body: '' });
    expect([400, 422]).toContain(res.status);
  });
});

describe('demo upstream: without test hooks (as npm start runs it)', () => {
  test('when started without test hooks, then it keeps no request log and offers no override or reset', async () => {
    const own = await startWithoutTestHooks({ ...DEMO_CREDENTIALS });
    try {
      expect((await call(own as DemoUpstream, '/api/v1/business/cities/')).status).toBe(200);
      expect(Object.keys(own).sort()).toEqual(['close', 'url']);
    } finally {
      await own.close();
    }
  });
});
