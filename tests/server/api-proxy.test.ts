// What the /api proxy passes on to the upstream (and what it never does). The upstream
// is the demo server on loopback; it records every request.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import request from 'supertest';
import { DEMO_CARDS, DEMO_CREDENTIALS } from '../support/demo-upstream.js';
import { BUILT_IN_PROXY_TEXTS } from '#server/proxy/proxy-texts.js';

/** The tests' site file says the server's own words (tests/server/api-words.test.ts edits them). */
const { refused: FEEDBACK_REFUSED, phoneRefused } = BUILT_IN_PROXY_TEXTS.feedback;
import { startApp, type TestApp } from '../support/start-app.js';

const EXPECTED_AUTH = `Basic ${Buffer.from(`${DEMO_CREDENTIALS.user}:${DEMO_CREDENTIALS.password}`).toString('base64')}`;

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());
beforeEach(() => t.demo.reset());

const recorded = (pathPrefix: string) => t.demo.requests.filter((r) => r.path.startsWith(pathPrefix));

describe('GET /promo/knauf2025 (server-side calls)', () => {
  test('when the page renders, then the upstream receives the exact Authorization header and limit=15', async () => {
    await request(t.listener).get('/promo/knauf2025').expect(200);

    const products = recorded('/api/v1/promo/products/knauf2025/');
    const rating = recorded('/api/v1/promo/result/knauf2025/');
    expect(products).toHaveLength(1);
    expect(rating).toHaveLength(1);
    expect(products[0]!.headers.authorization).toBe(EXPECTED_AUTH);
    expect(rating[0]!.headers.authorization).toBe(EXPECTED_AUTH);
    expect(rating[0]!.query).toEqual({ limit: '15' });
  });
});

describe('GET /api/v2/promo/check/:slug/:card/', () => {
  test('when the browser sends its own Authorization and Cookie, then the upstream sees only the configured credentials', async () => {
    const res = await request(t.listener)
      .get(`/api/v2/promo/check/knauf2025/${DEMO_CARDS.savingsPositive}/`)
      .set('Authorization', 'Basic Zm9vOmJhcg==')
      .set('Cookie', 'session=visitor-secret; city=msk');

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { count: 3 } });
    const [seen] = recorded('/api/v2/promo/check/');
    expect(seen!.headers.authorization).toBe(EXPECTED_AUTH);
    expect(seen!.headers.cookie).toBeUndefined();
    expect(JSON.stringify(seen!.headers)).not.toContain('visitor-secret');
  });

  test('when the visitor comes through a trusted proxy, then X-Forwarded-For carries the address that proxy saw (the rightmost untrusted)', async () => {
    await request(t.listener).get(`/api/v2/promo/check/knauf2025/${DEMO_CARDS.zero}/`).set('X-Forwarded-For', '198.51.100.66, 203.0.113.7');

    expect(recorded('/api/v2/promo/check/')[0]!.headers['x-forwarded-for']).toBe('203.0.113.7');
  });

  test('when the forwarded address is not an IP, then the socket address is passed on, never the garbage', async () => {
    await request(t.listener)
      .get(`/api/v2/promo/check/knauf2025/${DEMO_CARDS.zero}/`)
      .set('X-Forwarded-For', '203.0.113.9, unknown')
      .set('X-Real-IP', '198.51.100.4');
    await request(t.listener).get(`/api/v2/promo/check/knauf2025/${DEMO_CARDS.zero}/`).set('X-Forwarded-For', '<script>');

    const [first, second] = recorded('/api/v2/promo/check/');
    expect(first!.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(second!.headers['x-forwarded-for']).toBe('127.0.0.1');
  });
});

describe('GET /api/v1/business/info/:cityCode/', () => {
  test('when query keys the call does not take are given, then none reaches the upstream', async () => {
    const res = await request(t.listener).get('/api/v1/business/info/spb/?limit=32&debug=1&password=x');

    expect(res.status).toBe(200);
    expect(recorded('/api/v1/business/info/spb/')[0]!.query).toEqual({});
  });

  test('when the answer comes back, then it is marked no-store', async () => {
    const res = await request(t.listener).get('/api/v1/business/info/spb/');

    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('GET /api/v1/business/cities/determine/ (the loaders\' IP lookup)', () => {
  test('when the browser asks for the city of any address, then it is not found and the upstream is never asked', async () => {
    const res = await request(t.listener).get('/api/v1/business/cities/determine/?ip=203.0.113.7');

    expect(res.status).toBe(404);
    expect(recorded('/api/v1/business/cities/determine/')).toEqual([]);
  });
});

describe('POST /api/v1/business/feedback/ (JSON)', () => {
  test('when a JSON body is posted, then the upstream receives the same JSON and the answer passes back', async () => {
    const feedback = { name: 'Иван', email: 'ivan@example.ru', phone: '79110000000', value: 'delivery', msg: 'Привет' };

    const res = await request(t.listener).post('/api/v1/business/feedback/').send(feedback);

    expect(res.status).toBe(201);
    expect(res.body.data.id).toEqual(expect.any(Number));
    const [seen] = recorded('/api/v1/business/feedback/').filter((r) => r.method === 'POST');
    expect(seen!.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(seen!.body.toString('utf8'))).toEqual(feedback);
  });

  test('when the upstream refuses the form (422), then the browser reads our words: field errors only for known fields, never the upstream text', async () => {
    t.demo.override('POST', /^\/api\/v1\/business\/feedback\/$/, (_req, res) => {
      res.writeHead(422, { 'content-type': 'application/json' }).end(
        '{"message":"ORA-00942 in FEEDBACK_TBL","errors":{"phone":"Номер не обслуживается","internal_id":"duplicate key"}}',
      );
    });

    const res = await request(t.listener).post('/api/v1/business/feedback/').send({
      name: 'Иван', phone: '79110000000', value: 'delivery',
    });

    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message: FEEDBACK_REFUSED, errors: { phone: phoneRefused } });
    for (const upstreamText of ['ORA-00942', 'Номер не обслуживается', 'internal_id', 'duplicate key']) {
      expect(res.text).not.toContain(upstreamText);
    }
  });

  test('when the upstream refuses the form naming no field we know, then only our message comes back', async () => {
    t.demo.override('POST', /^\/api\/v1\/business\/feedback\/$/, (_req, res) => {
      res.writeHead(400, { 'content-type': 'application/json' }).end('{"message":"Spam detected","errors":{"captcha":"required"}}');
    });

    const res = await request(t.listener).post('/api/v1/business/feedback/').send({
      name: 'Иван', phone: '79110000000', value: 'delivery',
    });

    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: FEEDBACK_REFUSED });
  });
});

describe('POST /api/v2/promo_categories/participants/add/ (multipart)', () => {
  test('when a multipart form is posted, then the upstream receives a form rebuilt with the checked card only', async () => {
    const res = await request(t.listener)
      .post('/api/v2/promo_categories/participants/add/')
      .field('cardNumber', DEMO_CARDS.registeredEligible);

    expect(res.status).toBe(200);
    expect(res.body.data.card.status).toBe('эксперт');
    const [seen] = recorded('/api/v2/promo_categories/participants/add/');
    const headers = { 'content-type': String(seen!.headers['content-type']) };
    const form = await new Response(new Uint8Array(seen!.body), { headers }).formData();
    expect([...form.entries()]).toEqual([['cardNumber', DEMO_CARDS.registeredEligible]]);
  });

  test('when the card in the form is not 7 digits, then it answers 400 and the upstream is not called', async () => {
    const res = await request(t.listener).post('/api/v2/promo_categories/participants/add/').field('cardNumber', '12345');

    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Некорректный номер карты');
    expect(t.demo.requests).toEqual([]);
  });
});
