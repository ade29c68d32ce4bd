// What the /api proxy leaves in the logs: card numbers only masked (`70•••45`), and of an
// upstream failure only its status and kind, never the upstream's own words. Read from
// the lines the real app writes (startApp keeps them in memory).
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import request from 'supertest';
import { DEMO_CARDS } from '../support/demo-upstream.js';
import { startApp, type TestApp } from '../support/start-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());
beforeEach(() => {
  t.demo.reset();
  t.logs.length = 0;
});

type LogLine = { level: number; msg: string; path?: string; upstream?: { path: string; kind: string; status?: number } };
const lines = () => t.logs.map((line) => JSON.parse(line) as LogLine);

describe('/api card calls in the logs', () => {
  test('when cards are checked, looked up and fail upstream, then no log line holds a whole card number', async () => {
    const { savingsPositive, registeredEligible, zero, failure, notFound } = DEMO_CARDS;

    await request(t.listener).get(`/api/v2/promo/check/knauf2025/${savingsPositive}/`).expect(200);
    await request(t.listener).get(`/api/v1/promo/loyal/check/karta-elektrika/${registeredEligible}/`).expect(200);
    await request(t.listener).get(`/api/v1/promo/check/karta-elektrika/${zero}/`).expect(200);
    await request(t.listener).get(`/api/v2/promo/check/knauf2025/${failure}/`).expect(502);
    await request(t.listener).get(`/api/v2/promo/check/knauf2025/%20${notFound}/`).expect(400);
    await request(t.listener).post('/api/v2/promo_categories/participants/add/').field('cardNumber', notFound).expect(404);

    const access = lines().filter((l) => l.msg === 'request').map((l) => l.path);
    expect(access).toContain('/api/v2/promo/check/knauf2025/70•••02/');
    expect(access).toContain('/api/v1/promo/loyal/check/karta-elektrika/70•••45/');
    expect(access).toContain('/api/v2/promo/check/knauf2025/%2070•••04/');
    const warnings = lines().filter((l) => l.msg === 'upstream call failed');
    expect(warnings.map((l) => l.upstream!.path)).toContain('/api/v2/promo/check/knauf2025/70•••00/');
    for (const line of t.logs) {
      for (const card of [savingsPositive, registeredEligible, zero, failure, notFound]) expect(line).not.toContain(card);
    }
  });
});

describe('/api upstream failures in the logs', () => {
  test('when the upstream refuses or fails with its own words, then the warning carries status and kind only', async () => {
    t.demo.override('POST', /^\/api\/v1\/business\/feedback\/$/, (_req, res) => {
      res.writeHead(422, { 'content-type': 'application/json' }).end(
        '{"message":"ORA-00942 table FEEDBACK","errors":{"phone":"blacklisted by rule 12"}}',
      );
    });
    t.demo.override('GET', /^\/api\/v1\/business\/info\//, (_req, res) => {
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"message":"db host 10.0.0.5 down"}');
    });

    await request(t.listener)
      .post('/api/v1/business/feedback/')
      .send({ name: 'Иван', phone: '79110000000', value: 'delivery' })
      .expect(422);
    await request(t.listener).get('/api/v1/business/info/spb/').expect(502);

    const warnings = lines().filter((l) => l.msg === 'upstream call failed').map((l) => l.upstream);
    expect(warnings).toEqual(expect.arrayContaining([
      expect.objectContaining({ path: '/api/v1/business/feedback/', kind: 'status', status: 422 }),
      expect.objectContaining({ path: '/api/v1/business/info/spb/', kind: 'status', status: 500 }),
    ]));
    for (const line of t.logs) {
      for (const upstreamText of ['ORA-00942', 'blacklisted', 'db host', '10.0.0.5']) expect(line).not.toContain(upstreamText);
    }
  });
});
