// Each limit of docs/product.md §8 against the person it protects, through the real app
// counting in a real redis-server (docs/decisions/361-one-round-trip-per-limited-call.md),
// and the attacks of docs/threat-model.md that the app answers alone: a card's owner keeps
// checking it while an enumerator on another network is refused; a neighbour on a flooding
// address's /24 is not refused for it; a feedback flood from one IPv6 /48 through fresh /64s
// is refused past its network's budget, Redis stalling in the middle of it; a card-lookup flood
// from fresh /24s meets the ceiling, and what a visitor gets then.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import request from 'supertest';
import { startApp, type TestApp } from '../support/start-app.js';
import { startRedis, type RedisProcess } from '../support/redis-server.js';
import { DEFAULT_LIMITS } from '#server/rate-limit/limits.js';

const { cardCheck, sendFeedback } = DEFAULT_LIMITS;
const REFUSAL = /^Слишком много запросов, попробуйте через \d+ мин\.$/;
const FEEDBACK = { name: 'Иван Петров', email: 'ivan@example.ru', phone: '+7 (921) 000-00-00', value: 'delivery', msg: 'Когда привезут?' };

let redis: RedisProcess;
let t: TestApp;
beforeAll(async () => {
  redis = await startRedis();
  // Every budget at its default but the ceilings per second, which a test spending a network's budget (600 checks, 100
  // posts) one after another would meet first on a fast machine; the ceilings have an app of their own below.
  const ceilingsOutOfTheWay = { CARD_LOOKUPS_PER_SECOND: '1000000', FEEDBACK_PER_SECOND: '1000000' };
  t = await startApp({ env: { RATE_LIMITS: 'on', REDIS_URL: redis.url, ...ceilingsOutOfTheWay } });
});
afterAll(async () => {
  await t?.close();
  await redis?.stop();
});

const check = (app: TestApp, card: string, address: string) =>
  request(app.listener).get(`/api/v2/promo/check/knauf2025/${card}/`).set('X-Forwarded-For', address);
const feedback = (address: string) => request(t.listener).post('/api/v1/business/feedback/').set('X-Forwarded-For', address).send(FEEDBACK);

async function statuses(count: number, send: (i: number) => Promise<{ status: number }>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < count; i++) out.push((await send(i)).status);
  return out;
}

describe('the per-card budget and the card\'s owner', () => {
  test('when an enumerator on one network asks a card past its budget, then it is refused for the card, and the owner on their own network'
    + ' checks it again and again', async () => {
    const card = '7000003';
    const enumerator = await statuses(cardCheck.perCard.points + 5, (i) => check(t, card, `203.0.113.${i + 1}`));
    const owner = await statuses(cardCheck.perCard.points, () => check(t, card, '198.51.100.5'));

    expect(enumerator.slice(0, cardCheck.perCard.points)).toEqual(Array(cardCheck.perCard.points).fill(200));
    expect(enumerator.slice(cardCheck.perCard.points)).toEqual(Array(5).fill(429));
    expect(owner).toEqual(Array(cardCheck.perCard.points).fill(200));
  });
});

describe('the per-address budget and the address\'s neighbours', () => {
  test('when one address checks twice its budget, then its refused checks spend nothing of its /24: a neighbour still gets its own budget whole', async () => {
    const flooding = await statuses(2 * cardCheck.perAddress.points, (i) => check(t, String(7_610_000 + i), '198.18.7.9'));
    const neighbour = await statuses(cardCheck.perAddress.points, (i) => check(t, String(7_620_000 + i), '198.18.7.10'));

    expect(flooding.filter((status) => status === 429)).toHaveLength(cardCheck.perAddress.points);
    expect(neighbour).toEqual(Array(cardCheck.perAddress.points).fill(200));
  });

  test('when three addresses of a /24 each check their whole budget, then a neighbour on that /24 still checks its card and opens its card'
    + ' form: one member cannot spend its network\'s budget', async () => {
    const members = ['198.18.9.1', '198.18.9.2', '198.18.9.3'];
    const spent = await statuses(members.length * cardCheck.perAddress.points,
      (i) => check(t, String(7_650_000 + i), members[i % members.length]!));
    const neighbour = await check(t, '7000002', '198.18.9.77');
    const cardForm = await request(t.listener).get('/promo/knauf2025?card=7000002').set('X-Forwarded-For', '198.18.9.78');

    expect(spent).toEqual(Array(members.length * cardCheck.perAddress.points).fill(200));
    expect(neighbour.status).toBe(200);
    expect(cardForm.status).toBe(200);
  });

  test('when an office\'s /24 checks many different cards from many addresses, then it is refused only past its network\'s budget', async () => {
    const office = await statuses(cardCheck.perNetwork.points + 1, (i) => check(t, String(7_630_000 + i), `198.18.8.${(i % 50) + 1}`));

    expect(office.slice(0, cardCheck.perNetwork.points)).toEqual(Array(cardCheck.perNetwork.points).fill(200));
    expect(office[cardCheck.perNetwork.points]).toBe(429);
  });
});

describe('a balancer that writes each client with its port (X-Forwarded-For `1.2.3.4:5678`, `[2001:db8::1]:443`)', () => {
  test('when one client behind it checks past its budget from ever new ports, then it alone is refused: another client, IPv4 or'
    + ' IPv6, checks its card', async () => {
    const client = await statuses(cardCheck.perAddress.points + 1, (i) => check(t, String(7_660_000 + i), `198.18.10.1:${40_000 + i}`));
    const other = await check(t, '7000002', '198.18.11.1:40000');
    const otherIpv6 = await check(t, '7000002', '[2001:db8:1010::1]:443');

    expect(client.slice(0, cardCheck.perAddress.points)).toEqual(Array(cardCheck.perAddress.points).fill(200));
    expect(client[cardCheck.perAddress.points]).toBe(429);
    expect(other.status).toBe(200);
    expect(otherIpv6.status).toBe(200);
  });
});

describe('the feedback flood from one IPv6 /48 through fresh /56s', () => {
  test('when it posts 10 feedbacks past its network\'s budget, each from a /56 of its own, Redis stalling for a moment in the middle of it,'
    + ' then the network\'s budget is stored upstream and the rest refused; a visitor of another network posts theirs', async () => {
    t.demo.reset();
    const posts = sendFeedback.perNetwork.points + 10;
    const post = (i: number) => feedback(`2001:db8:4848:${(i + 1).toString(16)}00::1`);
    const middle = sendFeedback.perNetwork.points / 2;
    const answersAgain = () => t.logs.filter((line) => line.includes('Redis answers again')).length;
    const answeredBefore = answersAgain();
    const flood = await statuses(middle, post);
    // A stalled Redis (SIGSTOP), as a loaded machine stalls it: the first post waits out the command's timeout and is
    // counted in memory, the next one at once while the connection is dropped; then the flood goes on once Redis answers.
    redis.signal('SIGSTOP');
    try {
      flood.push(...await statuses(2, (i) => post(middle + i)));
    } finally {
      redis.signal('SIGCONT');
    }
    await expect.poll(answersAgain, { timeout: 10_000 }).toBeGreaterThan(answeredBefore);
    flood.push(...await statuses(posts - middle - 2, (i) => post(middle + 2 + i)));
    const visitor = await feedback('2001:db8:4949:1::1');
    const stored = t.demo.requests.filter((r) => r.path === '/api/v1/business/feedback/').length;

    expect(flood.filter((status) => status === 429)).toHaveLength(10);
    expect(stored).toBe(sendFeedback.perNetwork.points + 1);
    expect([200, 201]).toContain(visitor.status);
    const metrics = await request(t.listener).get('/metrics').expect(200);
    expect(metrics.text).toMatch(/rate_limit_refusals_total\{call="sendFeedback",scope="network"\} [1-9]/);
  });
});

describe('a card-lookup flood from fresh /24s (CARD_LOOKUPS_PER_SECOND=5, so a test machine can fill it)', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await startApp({ env: { RATE_LIMITS: 'on', REDIS_URL: redis.url, CARD_LOOKUPS_PER_SECOND: '5' } });
  });
  afterAll(() => small?.close());

  test('when 20 lookups from fresh /24s come at once, then at most the ceiling a second reaches the upstream, a visitor during it gets'
    + ' 429 with Retry-After and the Russian message, and gets its check a moment later, its own budget whole', async () => {
    small.demo.reset();
    const started = performance.now();
    const flood = await Promise.all(Array.from({ length: 20 }, (_, i) => check(small, String(7_640_000 + i), `100.64.${i}.1`)));
    const visitor = await check(small, '7000002', '192.0.2.77');
    const seconds = Math.ceil((performance.now() - started) / 1000) + 1;
    const passed = flood.filter((res) => res.status === 200).length;

    expect(passed).toBeLessThanOrEqual(5 * seconds);
    expect(flood.filter((res) => res.status !== 200 && res.status !== 429)).toEqual([]);
    const floodAsked = small.demo.requests.filter((r) => r.path.startsWith('/api/v2/promo/check/') && !r.path.includes('/7000002/'));
    expect(floodAsked).toHaveLength(passed);
    if (visitor.status === 429) {
      expect(Number(visitor.headers['retry-after'])).toBe(1);
      expect(visitor.body.message).toMatch(REFUSAL);
    }
    // Its own budget untouched by the refusal: a try of its is answered once the second turns.
    if (visitor.status !== 200) {
      await expect.poll(async () => (await check(small, '7000002', '192.0.2.77')).status, { interval: 200 }).toBe(200);
    }
    console.log(`flood of 20 from fresh /24s: ${passed} answered in ${seconds} s; the visitor during it: ${visitor.status}`
      + `${visitor.status === 429 ? ` (Retry-After ${visitor.headers['retry-after']}, «${visitor.body.message}»)` : ''}`);
  });
});
