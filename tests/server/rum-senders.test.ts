// Who may send a web-vitals beacon (server/routes/rum-route.ts, docs/product.md §10): a browser
// on a page of this site says so by its Origin (the request's host or a configured public origin),
// a client that names none is taken as well; sendBeacon's text/plain or JSON, however the type is
// spelled; and every answer, taken or refused, is kept by no cache. A refused beacon is counted nowhere.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import request from 'supertest';
import { startApp, type TestApp } from '../support/start-app.js';

const PROMO_ORIGIN = 'https://promo.example.ru';
const BUSINESS_ORIGIN = 'https://business.example.ru';
const BEACON = JSON.stringify({ page: 'knauf2025', metrics: [{ name: 'LCP', value: 1500 }] });

let t: TestApp;
beforeAll(async () => {
  t = await startApp({ env: { PUBLIC_ORIGIN: PROMO_ORIGIN, PUBLIC_BUSINESS_ORIGIN: BUSINESS_ORIGIN } });
});
afterAll(() => t.close());

const lcpCount = async () =>
  Number(/^rum_lcp_seconds_count\{page="knauf2025"\} (\d+)$/m.exec(await t.metrics.registry.metrics())?.[1] ?? 0);

async function send(headers: Record<string, string>, body = BEACON) {
  const before = await lcpCount();
  const answer = await request(t.listener).post('/api/rum').set(headers).send(body);
  expect(answer.headers['cache-control']).toBe('no-store');
  return { status: answer.status, counted: (await lcpCount()) - before };
}

describe('POST /api/rum: where a beacon comes from', () => {
  test.each([
    ['the configured promo origin', PROMO_ORIGIN],
    ['the configured business origin', BUSINESS_ORIGIN],
    ['the request\'s own host', 'http://rum.test'],
  ])('when its Origin is %s, then it is taken and counted once', async (_name, origin) => {
    expect(await send({ 'content-type': 'text/plain', host: 'rum.test', origin })).toEqual({ status: 204, counted: 1 });
  });

  test('when it names no Origin (not a browser, or one that does not say), then it is taken', async () => {
    expect(await send({ 'content-type': 'application/json' })).toEqual({ status: 204, counted: 1 });
  });

  test.each([
    ['another site', 'https://evil.example.com'],
    ['an opaque origin', 'null'],
    ['no origin at all', 'not a url'],
  ])('when its Origin is %s, then it is refused (400) and counted nowhere', async (_name, origin) => {
    expect(await send({ 'content-type': 'text/plain', host: 'rum.test', origin })).toEqual({ status: 400, counted: 0 });
  });
});

describe('POST /api/rum: how it is sent', () => {
  test.each(['text/plain;charset=UTF-8', ' Text/Plain ; charset=UTF-8', 'APPLICATION/JSON'])(
    'when its type is %j, then it is taken', async (type) => {
      expect(await send({ 'content-type': type })).toEqual({ status: 204, counted: 1 });
    },
  );

  test.each([
    ['a form', 'application/x-www-form-urlencoded', BEACON],
    ['no type', '', BEACON],
    ['not JSON', 'text/plain', '{"page":'],
    ['a page no visitor can see', 'text/plain', JSON.stringify({ page: 'no-such-page', metrics: [{ name: 'LCP', value: 1500 }] })],
    ['a value past its metric\'s bound', 'text/plain', JSON.stringify({ page: 'knauf2025', metrics: [{ name: 'LCP', value: 60_001 }] })],
  ])('when it is %s, then it is refused (400) and counted nowhere', async (_name, type, body) => {
    expect(await send(type ? { 'content-type': type } : {}, body)).toEqual({ status: 400, counted: 0 });
  });

  test('when a value is exactly its metric\'s bound, then it is taken', async () => {
    const body = JSON.stringify({ page: 'knauf2025', metrics: [{ name: 'LCP', value: 60_000 }] });
    expect(await send({ 'content-type': 'text/plain' }, body)).toEqual({ status: 204, counted: 1 });
  });
});
