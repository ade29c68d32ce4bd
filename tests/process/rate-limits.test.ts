// The limits on calls that touch a card or write something, through the real app: 429
// with Retry-After and a Russian message, the upstream never seeing the refused call,
// counts shared between instances through a real redis-server, a memory fallback while
// Redis is away (logged once), and public data never limited.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import request from 'supertest';
import { startApp, type TestApp } from '../support/start-app.js';
import { multipart } from '../support/multipart.js';
import { startRedis, type RedisProcess } from '../support/redis-server.js';
import { freePort } from '../support/free-port.js';
import { DEFAULT_LIMITS } from '#server/rate-limit/limits.js';

/** The budgets at their defaults (server/rate-limit/limit-settings.ts), never written here as numbers. */
const PER_CARD = DEFAULT_LIMITS.cardCheck.perCard.points;
const PER_ADDRESS = DEFAULT_LIMITS.cardCheck.perAddress.points;
const PARTICIPANT_PER_CARD = DEFAULT_LIMITS.participant.perCard.points;
const ADD_CATEGORIES_PER_CARD = DEFAULT_LIMITS.addCategories.perCard.points;
const FEEDBACK_PER_ADDRESS = DEFAULT_LIMITS.sendFeedback.perAddress.points;

const REFUSAL = /^Слишком много запросов, попробуйте через \d+ мин\.$/;
const FEEDBACK = { name: 'Иван Петров', email: 'ivan@example.ru', phone: '+7 (921) 000-00-00', value: 'delivery', msg: 'Когда привезут?' };

const savingsCheck = async (t: TestApp, card: string, address: string) =>
  request(t.listener).get(`/api/v2/promo/check/knauf2025/${card}/`).set('X-Forwarded-For', address);
const upstreamSaw = (t: TestApp, prefix: string) => t.demo.requests.filter((r) => r.path.startsWith(prefix)).length;
const upstreamSawExactly = (t: TestApp, path: string) => t.demo.requests.filter((r) => r.path === path).length;

async function postForm(t: TestApp, path: string, fields: Record<string, string>, address: string) {
  const body = await multipart(fields);
  return request(t.listener).post(path).set('content-type', body.contentType).set('X-Forwarded-For', address)
    .send(body.bytes);
}

/** Sends `count` requests one after another and answers their statuses. */
async function statuses(count: number, send: (i: number) => Promise<{ status: number }>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < count; i++) out.push((await send(i)).status);
  return out;
}

describe('a card\'s budget, counted per asking block', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ env: { RATE_LIMITS: 'on' } });
  });
  afterAll(() => t.close());

  test('when a card is checked twice its budget from other blocks, then its owner\'s check from their own block is still answered: others never spend a card\'s budget', async () => {
    const card = '7000002';
    const elsewhere = await statuses(2 * PER_CARD, (i) => savingsCheck(t, card, `203.0.${100 + i}.7`));
    const owner = await savingsCheck(t, card, '198.18.5.20');

    expect(elsewhere).toEqual(Array(2 * PER_CARD).fill(200));
    expect(owner.status).toBe(200);
  });

});

describe('rate limits in one instance (no REDIS_URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ env: { RATE_LIMITS: 'on' } });
  });
  afterAll(() => t.close());

  test('when one card is checked once past its budget, then that check is refused with 429, Retry-After and a Russian message, and never reaches the upstream', async () => {
    t.demo.reset();
    const codes = await statuses(PER_CARD, (i) => savingsCheck(t, '7000002', `198.51.100.${i + 1}`));

    const refused = await savingsCheck(t, '7000002', '198.51.100.50');

    expect(codes).toEqual(Array(PER_CARD).fill(200));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.body.message).toMatch(REFUSAL);
    expect(upstreamSaw(t, '/api/v2/promo/check/')).toBe(PER_CARD);
  });

  test('when one address looks up one card more than its budget, then that lookup is refused (campaign and karta checks share the budget)', async () => {
    const codes = await statuses(PER_ADDRESS, (i) =>
      i % 2 === 0
        ? savingsCheck(t, `71000${String(i).padStart(2, '0')}`, '203.0.113.9')
        : request(t.listener)
          .get(`/api/v1/promo/loyal/check/karta-elektrika/71000${String(i).padStart(2, '0')}/`)
          .set('X-Forwarded-For', '203.0.113.9'),
    );

    expect(codes.every((code) => code === 200)).toBe(true);
    expect((await savingsCheck(t, '7100099', '203.0.113.9')).status).toBe(429);
    expect((await savingsCheck(t, '7100099', '203.0.113.10')).status, 'another address is not held back').toBe(200);
  });

  test('when IPv6 visitors rotate addresses inside one /64, then they share one budget', async () => {
    const codes = await statuses(PER_ADDRESS + 1, (i) => savingsCheck(
      t, `72000${String(i).padStart(2, '0')}`, `2001:db8:aa:bb::${(i + 1).toString(16)}`,
    ));

    expect(codes.slice(0, PER_ADDRESS).every((code) => code === 200)).toBe(true);
    expect(codes[PER_ADDRESS]).toBe(429);
  });

  test('when categories are chosen for one card once past its budget, then that choice is refused before the upstream', async () => {
    t.demo.reset();
    const codes = await statuses(ADD_CATEGORIES_PER_CARD + 1, (i) => postForm(
      t, '/api/v2/promo_categories/categories/add/', { cardNumber: '7012345', 'categories[0]': '1' }, `192.0.2.${i + 1}`,
    ));

    expect(codes[ADD_CATEGORIES_PER_CARD]).toBe(429);
    expect(upstreamSaw(t, '/api/v2/promo_categories/categories/add/')).toBe(ADD_CATEGORIES_PER_CARD);
  });

  test('when one card is looked up for lovecategory once past its budget, then that lookup is refused', async () => {
    const codes = await statuses(PARTICIPANT_PER_CARD + 1, (i) => postForm(
      t, '/api/v2/promo_categories/participants/add/', { cardNumber: '7054321' }, `192.0.2.${i + 20}`,
    ));

    expect(codes.slice(0, PARTICIPANT_PER_CARD).every((code) => code !== 429)).toBe(true);
    expect(codes[PARTICIPANT_PER_CARD]).toBe(429);
  });

  test('when one address posts feedback once past its budget, then that post is refused with the message the modal shows', async () => {
    t.demo.reset();
    const codes = await statuses(
      FEEDBACK_PER_ADDRESS + 1,
      () => request(t.listener).post('/api/v1/business/feedback/').set('X-Forwarded-For', '198.18.0.1').send(FEEDBACK),
    );

    expect(codes.slice(0, FEEDBACK_PER_ADDRESS).every((code) => code === 200 || code === 201)).toBe(true);
    expect(codes[FEEDBACK_PER_ADDRESS]).toBe(429);
    expect(upstreamSawExactly(t, '/api/v1/business/feedback/')).toBe(FEEDBACK_PER_ADDRESS);
  });

  test('when public data and pages are asked 40 times from one address, then nothing is refused', async () => {
    const codes = await statuses(40, (i) =>
      request(t.listener).get(i % 2 ? '/api/v1/business/info/spb/' : '/promo/knauf2025').set('X-Forwarded-For', '198.18.0.2'),
    );

    expect(codes.every((code) => code === 200)).toBe(true);
  });

  test('when calls were refused, then /metrics counts the refusals by call and scope', async () => {
    const metrics = await request(t.listener).get('/metrics').expect(200);

    expect(metrics.headers['content-type']).toMatch(/^text\/plain/);
    expect(metrics.text).toMatch(/rate_limit_refusals_total\{call="cardCheck",scope="card"\} [1-9]/);
    expect(metrics.text).toMatch(/rate_limit_refusals_total\{call="sendFeedback",scope="address"\} [1-9]/);
  });
});

describe('rate limits with RATE_LIMITS=off', () => {
  test('when one card is checked 15 times, then every check reaches the upstream', async () => {
    const t = await startApp({ env: { RATE_LIMITS: 'off' } });
    try {
      const codes = await statuses(15, () => savingsCheck(t, '7000002', '198.51.100.1'));
      expect(codes).toEqual(Array(15).fill(200));
    } finally {
      await t.close();
    }
  });
});

describe('rate limits shared through Redis', () => {
  let redis: RedisProcess;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    redis = await startRedis();
    const env = { RATE_LIMITS: 'on', REDIS_URL: redis.url };
    [a, b] = await Promise.all([startApp({ env }), startApp({ env })]);
  });
  afterAll(async () => {
    await Promise.all([a.close(), b.close()]);
    await redis.stop();
  });

  test('when two instances share REDIS_URL, then the 11th lookup of a card is refused whichever instance serves it', async () => {
    const codes = await statuses(PER_CARD, (i) => savingsCheck(i % 2 ? a : b, '7000004', `198.51.100.${i + 1}`));

    expect(codes).toEqual(Array(PER_CARD).fill(200));
    expect((await savingsCheck(a, '7000004', '198.51.100.77')).status).toBe(429);
    expect((await savingsCheck(b, '7000004', '198.51.100.78')).status).toBe(429);
  });

  test('when an address spends its feedbacks on one instance, then a post against the form\'s rules to the other is refused, not shown its errors', async () => {
    const post = (on: TestApp, fields: Record<string, string>) => request(on.listener).post('/promo/law')
      .set('X-Forwarded-For', '198.51.100.90').type('form').send({ form: 'feedback', ...fields });
    for (let i = 0; i < FEEDBACK_PER_ADDRESS; i++) expect((await post(a, FEEDBACK)).status).toBe(200);
    // b has refused this address nothing yet: Redis says its budget is spent, and nothing of b's is spent asking.
    const against = await post(b, { name: '', email: 'no-email', phone: '1', value: 'delivery', msg: '' });
    expect(against.status).toBe(429);
    expect(against.headers['retry-after']).toMatch(/^\d+$/);
    expect((await post(b, { name: '', email: 'no-email', phone: '1', value: 'delivery', msg: '' }).set('X-Forwarded-For', '198.51.100.91'))
      .status).toBe(200);
  });
});

describe('rate limits while Redis is unreachable', () => {
  test('when nothing listens at REDIS_URL, then limits still apply per instance and the outage is logged once', async () => {
    const t = await startApp({ env: { RATE_LIMITS: 'on', REDIS_URL: `redis://127.0.0.1:${await freePort()}`, LOG_LEVEL: 'info' } });
    try {
      const codes = await statuses(PER_CARD + 1, (i) => savingsCheck(t, '7000006', `198.51.100.${i + 1}`));

      expect(codes.slice(0, PER_CARD)).toEqual(Array(PER_CARD).fill(200));
      expect(codes[PER_CARD]).toBe(429);
      expect(t.logs.filter((line) => line.includes('Redis unreachable: rate limits'))).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});
