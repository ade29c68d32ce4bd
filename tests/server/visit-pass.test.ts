// The visit pass over HTTP (docs/decisions/121-visit-pass.md): GET /api/pass sets it as a
// cookie no script reads and no other site's page sends; a personal call carrying a valid
// pass of its own client block may use the half of the personal budget kept for holders
// (SHED_PERSONAL_MAX_IN_FLIGHT=2: one place for everyone, one more for holders), a call
// without one, or with another block's or an altered one, may not; a no-JS card form's
// answer hands the visitor one, a page shared by caches never does: it names the pass in a
// picture only a browser without script loads.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import request from 'supertest';
import { startApp, type TestApp } from '../support/start-app.js';
import { DEFAULT_LIMIT_SETTINGS } from '#server/rate-limit/limit-settings.js';

const VISITOR = '198.51.100.7';
const OTHER_BLOCK = '203.0.113.5';
const CHECK = (card: string) => `/api/v2/promo/check/knauf2025/${card}/`;

let t: TestApp;
beforeAll(async () => {
  t = await startApp({ env: { SHED_PERSONAL_MAX_IN_FLIGHT: '2' } });
});
afterAll(() => t.close());

/** The pass cookie `/api/pass` gives a visitor from `ip`, as its Cookie header sends it back. */
async function passFor(ip: string): Promise<string> {
  const res = await request(t.listener).get('/api/pass').set('X-Forwarded-For', ip).expect(204);
  return (res.headers['set-cookie'] as unknown as string[])[0]!.split(';')[0]!;
}

describe('GET /api/pass', () => {
  test('when a visitor asks, then it answers 204 with the pass as an HttpOnly, SameSite=Strict cookie of 30 minutes, stored by nobody', async () => {
    const res = await request(t.listener).get('/api/pass').set('X-Forwarded-For', VISITOR).expect(204);

    expect(res.headers['cache-control']).toBe('no-store');
    const [cookie] = res.headers['set-cookie'] as unknown as string[];
    expect(cookie).toMatch(/^promo_pass=[0-9a-z]+\.[\w-]{22}; Path=\/; Max-Age=1800; HttpOnly; SameSite=Strict$/);
  });

  test('when a page is served from the render cache, then it sets no cookie: it stays one answer for every visitor', async () => {
    await request(t.listener).get('/promo/knauf2025').expect(200);
    const hit = await request(t.listener).get('/promo/knauf2025').expect(200);

    expect(hit.headers['set-cookie']).toBeUndefined();
  });

  test('when a page with forms is served, then a noscript picture asks for the pass, in the same bytes for every visitor; a page with no form names none', async () => {
    const one = await request(t.listener).get('/promo/knauf2025').set('X-Forwarded-For', VISITOR).expect(200);
    const other = await request(t.listener).get('/promo/knauf2025').set('X-Forwarded-For', OTHER_BLOCK).expect(200);
    const hub = await request(t.listener).get('/promo/').expect(200);

    expect(one.text).toContain('<noscript><img src="/api/pass" alt="" hidden></noscript>');
    expect(other.text).toBe(one.text);
    expect(other.headers.etag).toBe(one.headers.etag);
    expect(other.headers['set-cookie']).toBeUndefined();
    expect(hub.text).not.toContain('/api/pass');
  });
});

describe('the pass reserve of the personal budget', () => {
  test('when a call without a pass holds the open place, then a call without a pass, with another block\'s or with an altered one is refused, and one with its own pass is answered', async () => {
    const { arrived: held, release } = t.demo.hold('GET', /^\/api\/v2\/promo\/check\/knauf2025\/7000002\/$/);
    const holding = request(t.listener).get(CHECK('7000002')).set('X-Forwarded-For', OTHER_BLOCK).then((res) => res);
    await held;
    const own = await passFor(VISITOR);
    const others = await passFor(OTHER_BLOCK);
    const altered = own.slice(0, -1) + (own.endsWith('A') ? 'B' : 'A');

    const statuses: Record<string, number> = {};
    for (const [label, cookie] of [['none', undefined], ['another block\'s', others], ['altered', altered], ['its own', own]] as const) {
      const call = request(t.listener).get(CHECK('7000001')).set('X-Forwarded-For', VISITOR);
      statuses[label] = (await (cookie === undefined ? call : call.set('Cookie', cookie))).status;
    }
    release();

    expect(statuses).toEqual({ none: 503, 'another block\'s': 503, altered: 503, 'its own': 200 });
    expect((await holding).status).toBe(200);
  });
});

describe('a pass taken per network and spent on many lookups (an enumerator\'s)', () => {
  test(`when its pass has asked past its ${DEFAULT_LIMIT_SETTINGS.PASS_VOUCHED_ASKS} vouched asks and holds the open place, then its next`
    + ' ask is refused like a passless one, and a visitor with a fresh pass gets its card check and its no-JS card form', async () => {
    const ENUMERATOR = '198.18.5.9';
    const VISITOR_NOW = '192.0.2.44';
    const enumerator = await passFor(ENUMERATOR);
    const ask = (card: string) => request(t.listener).get(CHECK(card)).set('X-Forwarded-For', ENUMERATOR).set('Cookie', enumerator);
    const asks: number[] = [];
    for (let card = 0; card < DEFAULT_LIMIT_SETTINGS.PASS_VOUCHED_ASKS; card++) asks.push((await ask(String(7000020 + card))).status);
    const first = t.demo.hold('GET', /^\/api\/v2\/promo\/check\/knauf2025\/7000031\/$/);
    const second = t.demo.hold('GET', /^\/api\/v2\/promo\/check\/knauf2025\/7000032\/$/);
    const holding = ask('7000031').then((res) => res);
    await first.arrived;
    const next = ask('7000032').then((res) => res);
    // Answered at once when refused; when let in it waits upstream, as the first does.
    const nextStatus = await Promise.race([next.then((res) => res.status), second.arrived.then(() => 'let in')]);
    const visitor = await passFor(VISITOR_NOW);

    const check = await request(t.listener).get(CHECK('7000001')).set('X-Forwarded-For', VISITOR_NOW).set('Cookie', visitor);
    const form = await request(t.listener).get('/promo/knauf2025?card=7000001').set('X-Forwarded-For', VISITOR_NOW).set('Cookie', visitor);
    first.release();
    second.release();

    expect(asks.every((status) => status === 200)).toBe(true);
    expect(nextStatus).toBe(503);
    expect([check.status, form.status]).toEqual([200, 200]);
    expect((await holding).status).toBe(200);
    await next;
  });
});

describe('a card form without JS', () => {
  test('when a visitor without a pass submits it, then the answer hands one over; with a valid pass, none is set again', async () => {
    const first = await request(t.listener).get('/promo/knauf2025?card=7000001').set('X-Forwarded-For', VISITOR).expect(200);
    const [cookie] = first.headers['set-cookie'] as unknown as string[];
    expect(cookie).toMatch(/^promo_pass=/);
    expect(first.headers['cache-control']).toBe('private, no-store');

    const next = await request(t.listener).get('/promo/knauf2025?card=7000001').set('X-Forwarded-For', VISITOR)
      .set('Cookie', cookie!.split(';')[0]!).expect(200);
    expect(next.headers['set-cookie']).toBeUndefined();
  });
});
