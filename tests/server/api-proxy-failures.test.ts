// An upstream failure answers 502 (error) or 504 (timeout) with JSON `{ message }`; the
// visitor's own mistakes (4xx other than auth) keep their status. The message is always
// ours, never the upstream's text. Only the deadline tests run with a short upstream
// timeout: under load any other call could outlive it and turn into 504.
import type { ServerResponse } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import request from 'supertest';
import { DEMO_CARDS } from '../support/demo-upstream.js';
import { FAILURE_MESSAGES } from '#server/proxy/answer.js';
import { startApp, type TestApp } from '../support/start-app.js';
import { refusingPort } from '../support/free-port.js';

// The public read the browser makes (the loaders' own reads are not at /api, docs/product.md §6).
const INFO = /^\/api\/v1\/business\/info\/spb\/$/;
const INFO_URL = '/api/v1/business/info/spb/';

const send = (res: ServerResponse, status: number, type: string, body: string) => {
  res.writeHead(status, { 'content-type': type });
  res.end(body);
};

function expectJsonMessage(res: request.Response, status: number): void {
  expect(res.status).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.body).toEqual({ message: expect.any(String) });
  expect(res.body.message.length).toBeGreaterThan(0);
}

describe('GET /api/v1/business/info/:cityCode/ when the upstream misbehaves', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());
  afterEach(() => t.demo.reset());

  test('when the upstream answers 500, then the proxy answers 502 JSON without the upstream text', async () => {
    t.demo.override('GET', INFO, (_req, res) => send(res, 500, 'application/json', '{"message":"db password wrong at line 7"}'));

    const res = await request(t.listener).get(INFO_URL);

    expectJsonMessage(res, 502);
    expect(res.text).not.toContain('db password');
  });

  test('when the upstream answers 200 with a body that is not JSON, then the proxy answers 502', async () => {
    t.demo.override('GET', INFO, (_req, res) => send(res, 200, 'text/html', '<html>maintenance</html>'));

    expectJsonMessage(await request(t.listener).get(INFO_URL), 502);
  });

  test('when the upstream answers JSON of the wrong shape, then the proxy answers 502', async () => {
    for (const body of ['{"data":"not a list"}', '{"items":[]}', '[1,2,3]', '{"data":[{"id":1}]}', 'null']) {
      t.demo.override('GET', INFO, (_req, res) => send(res, 200, 'application/json', body));

      expectJsonMessage(await request(t.listener).get(INFO_URL), 502);
    }
  });

  test('when the upstream refuses our credentials (401), then the proxy answers 502, never 401', async () => {
    t.demo.override('GET', INFO, (_req, res) => send(res, 401, 'application/json', '{"message":"Unauthorized"}'));

    expectJsonMessage(await request(t.listener).get(INFO_URL), 502);
  });

  test('when the upstream resets the connection, then the proxy answers 502', async () => {
    t.demo.override('GET', INFO, (req) => void req.socket.destroy());

    expectJsonMessage(await request(t.listener).get(INFO_URL), 502);
  });
});

describe('GET /api/v1/business/info/:cityCode/ when the upstream is slower than its deadline', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ env: { UPSTREAM_TIMEOUT_MS: '200' } });
  });
  afterAll(() => t.close());
  afterEach(() => t.demo.reset());

  test('when the upstream does not answer before the timeout, then the proxy answers 504', async () => {
    // The upstream never answers; the call ends when the proxy gives up and closes it.
    t.demo.override('GET', INFO, (_req, res) => new Promise<void>((resolve) => res.on('close', resolve)));

    const res = await request(t.listener).get(INFO_URL);

    expectJsonMessage(res, 504);
    expect(res.body.message).toBe(FAILURE_MESSAGES.timeout);
  });
});

describe('/api calls refused by the upstream (4xx)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());
  afterEach(() => t.demo.reset());

  const refuse = (method: string, path: RegExp, status: number, body: string) =>
    t.demo.override(method, path, (_req, res) => send(res, status, 'application/json', body));

  test('when the card is unknown upstream (404), then the lookup answers 404 with our message, not the upstream text', async () => {
    refuse('POST', /^\/api\/v2\/promo_categories\/participants\/add\/$/, 404, '{"message":"card 7012345 missing in CARDS_V2"}');

    const res = await request(t.listener).post('/api/v2/promo_categories/participants/add/').field('cardNumber', DEMO_CARDS.notFound);

    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: FAILURE_MESSAGES.cardUnknown });
  });

  test('when the savings check is refused (404/400), then the status stays and the message is ours', async () => {
    const check = /^\/api\/v2\/promo\/check\//;
    refuse('GET', check, 404, '{"message":"no row for card"}');
    const unknown = await request(t.listener).get(`/api/v2/promo/check/knauf2025/${DEMO_CARDS.zero}/`);
    refuse('GET', check, 400, '{"message":"bad card: parse error at col 3"}');
    const refused = await request(t.listener).get(`/api/v2/promo/check/knauf2025/${DEMO_CARDS.zero}/`);

    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: FAILURE_MESSAGES.cardUnknown });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: FAILURE_MESSAGES.cardRefused });
  });

  test('when a choice of categories is refused (422), then the message is ours and the upstream reason stays out', async () => {
    refuse(
      'POST', /^\/api\/v2\/promo_categories\/categories\/add\/$/, 422,
      '{"message":"Категории на этот месяц уже выбраны (row 7)","errors":{"categories":"dup"}}',
    );

    const res = await request(t.listener).post('/api/v2/promo_categories/categories/add/')
      .field('cardNumber', DEMO_CARDS.registeredEligibleSecond).field('categories[0]', '12');

    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message: FAILURE_MESSAGES.categoriesRefused });
  });

  test('when public data is not found upstream (404), then the message is ours', async () => {
    refuse('GET', INFO, 404, '{"message":"city spb disabled by admin ivanov"}');

    const res = await request(t.listener).get(INFO_URL);

    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: FAILURE_MESSAGES.notFound });
  });
});

describe('GET /api/... when the upstream is down', () => {
  test('when the connection is refused, then the proxy answers 502 JSON', async () => {
    const t = await startApp({ upstreamUrl: `http://127.0.0.1:${await refusingPort()}` });
    try {
      expectJsonMessage(await request(t.listener).get(INFO_URL), 502);
      expectJsonMessage(await request(t.listener).get(`/api/v2/promo/check/knauf2025/${DEMO_CARDS.zero}/`), 502);
    } finally {
      await t.close();
    }
  });
});
