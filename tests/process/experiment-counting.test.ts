// The experiments' counting through the real app (docs/product.md §12, docs/decisions/493-experiment-counting.md),
// on the fixture's headline test of knauf2025 on 22 October 2025 (tests/support/experiments.ts): a visitor's view
// beacon counts it once, in the version its page view remembered, a goal beacon of the experiment's goal counts its
// conversion once; nothing counts without a page view behind it, from a crawler, for a page running no test, or
// twice. With a real redis-server (REDIS_URL) the counts are shared by apps, outlive an app, and writes made while
// Redis was away are written back once it is there again, counted once; those of a built server stopped (SIGTERM)
// before Redis came back are kept in EXPERIMENT_COUNTS_DIR and written back by the next one
// (docs/decisions/600-experiment-counts-outlive-the-instance.md).
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import request from 'supertest';
import { Redis } from 'ioredis';
import { startApp, type TestApp } from '../support/start-app.js';
import { EXPERIMENT_DAY, FIXTURE_EXPERIMENT } from '../support/experiments.js';
import { startRedis, type RedisProcess } from '../support/redis-server.js';
import { killServers, startServer } from '../support/server-process.js';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const PAGE = '/promo/knauf2025';
const { key } = FIXTURE_EXPERIMENT;
const DAY = '2025-10-22';

/** An app in this process, or a server process's base URL. */
type Target = TestApp | string;
const to = (app: Target) => (typeof app === 'string' ? app : app.listener);

/** A fresh browser's first view: its cookies (to send back) and the version shown. */
async function visitor(app: Target): Promise<{ cookie: string; version: 'a' | 'b' }> {
  const first = await request(to(app)).get(PAGE).set('user-agent', BROWSER).expect(200);
  const cookie = (first.headers['set-cookie'] as unknown as string[]).map((line) => line.split(';')[0]).join('; ');
  return { cookie, version: /promo_v=\w+~([ab])/.exec(cookie)![1] as 'a' | 'b' };
}

const beacon = (app: Target, body: object, cookie?: string, agent = BROWSER) => {
  const sent = request(to(app)).post('/api/experiment').set('user-agent', agent).set('content-type', 'text/plain');
  return (cookie ? sent.set('cookie', cookie) : sent).send(JSON.stringify(body));
};
const view = (app: Target, cookie?: string, agent?: string) => beacon(app, { page: 'knauf2025', event: 'view' }, cookie, agent);
const goal = (app: Target, cookie?: string) => beacon(app, { page: 'knauf2025', event: 'goal', goal: 'check-bonus' }, cookie);

/** The day's counts as { a: [visitors, conversions], b: [...] }. */
async function counted(app: TestApp) {
  const { days } = await app.server.readExperimentResults(key);
  const day = days.find((entry) => entry.day === DAY);
  const pair = (v: 'a' | 'b') => [day?.[v].visitors ?? 0, day?.[v].conversions ?? 0];
  return { a: pair('a'), b: pair('b'), days: days.map((entry) => entry.day) };
}

describe('in the instance\'s memory (no REDIS_URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ env: { PROMO_NOW: EXPERIMENT_DAY } });
  });
  afterAll(() => t.close());

  test('when visitors\' browsers send their view and goal beacons, some twice, then each visitor and conversion counts once, in its version, on its day', async () => {
    const visitors = await Promise.all(Array.from({ length: 12 }, () => visitor(t)));
    for (const { cookie } of visitors) {
      await view(t, cookie).expect(204);
      await view(t, cookie).expect(204);
    }
    // The converting ones send their goal twice.
    const converting = visitors.slice(0, 5);
    for (const { cookie } of converting) for (let again = 0; again < 2; again += 1) await goal(t, cookie).expect(204);
    const inVersion = (list: typeof visitors, v: 'a' | 'b') => list.filter((entry) => entry.version === v).length;
    expect(await counted(t)).toEqual({
      a: [inVersion(visitors, 'a'), inVersion(converting, 'a')],
      b: [inVersion(visitors, 'b'), inVersion(converting, 'b')],
      days: [DAY],
    });
  });

  test('when a beacon has no page view behind it (no cookie, another goal, a crawler, a page running no test), then it is answered alike and counts nothing', async () => {
    const before = await counted(t);
    const { cookie } = await visitor(t);
    await view(t).expect(204);
    await view(t, 'promo_ab=AAAAAAAAAAAAAAAA').expect(204);
    await view(t, cookie, 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)').expect(204);
    await beacon(t, { page: 'rockwool25', event: 'view' }, cookie).expect(204);
    await beacon(t, { page: 'knauf2025', event: 'goal', goal: 'banner' }, cookie).expect(204);
    await goal(t, cookie).expect(204);
    expect(await counted(t)).toEqual(before);
    for (const bad of ['{', '{"page":"knauf2025","event":"buy"}', JSON.stringify({ page: 'knauf2025', event: 'view', extra: 1 })]) {
      await request(t.listener).post('/api/experiment').set('content-type', 'text/plain').send(bad).expect(400, { message: 'Bad beacon' });
    }
  });
});

describe('in Redis (REDIS_URL)', () => {
  let redis: RedisProcess;
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(() => redis.stop());

  test('when two apps count and Redis goes away and comes back, then every write counts once, the writes made meanwhile written back', async () => {
    const env = { PROMO_NOW: EXPERIMENT_DAY, REDIS_URL: redis.url };
    const one = await startApp({ env });
    const two = await startApp({ env });
    try {
      const seen = await visitor(one);
      await view(one, seen.cookie).expect(204);
      // The other instance: the same visitor's beacons again count nothing more; its conversion counts once.
      await view(two, seen.cookie).expect(204);
      await goal(two, seen.cookie).expect(204);
      const expected = { a: [0, 0], b: [0, 0], days: [DAY] };
      expected[seen.version] = [1, 1];
      expect(await counted(one)).toEqual(expected);
      expect(await counted(two)).toEqual(expected);

      // Redis goes away: the beacons are answered and kept in memory, in order; a new Redis on the port takes them.
      await redis.stop();
      const later = await visitor(two);
      await view(two, later.cookie).expect(204);
      await goal(two, later.cookie).expect(204);
      await goal(two, later.cookie).expect(204);
      redis = await startRedis(redis.port);
      const back = { a: [0, 0], b: [0, 0], days: [DAY] };
      back[later.version] = [1, 1];
      await expect.poll(() => counted(two).catch(() => undefined), { timeout: 15_000 }).toEqual(back);
      // Sent again, and read by the other app: still once.
      await view(two, later.cookie).expect(204);
      await goal(one, later.cookie).expect(204);
      expect(await counted(one)).toEqual(back);
    } finally {
      await one.close();
      await two.close();
    }
  });

  describe('when the instance stops before Redis is back (the built server)', () => {
    let kept: string;
    beforeAll(() => {
      kept = mkdtempSync(path.join(tmpdir(), 'promo-experiment-counts-'));
    });
    afterEach(() => killServers());
    afterAll(() => rmSync(kept, { recursive: true, force: true }));

    test('when beacons come while Redis is away, the instance stops (SIGTERM) and another starts before Redis returns, then every write counts once', async () => {
      // No rate limits: their start-up wait for an unreachable Redis (3 s) is not this test's.
      const env = {
        PROMO_NOW: EXPERIMENT_DAY, REDIS_URL: redis.url, EXPERIMENT_COUNTS_DIR: kept, SHUTDOWN_DELAY_MS: '0', RATE_LIMITS: 'off',
      };
      const first = await startServer(env);
      const visitors = await Promise.all(Array.from({ length: 6 }, () => visitor(first.base)));
      await redis.stop();
      for (const { cookie } of visitors) await view(first.base, cookie).expect(204);
      for (const { cookie } of visitors.slice(0, 3)) await goal(first.base, cookie).expect(204);
      await view(first.base, visitors[0]!.cookie).expect(204);
      first.child.kill('SIGTERM');
      expect((await first.exited).code).toBe(0);
      expect(first.logs.find((line) => line.msg.includes('experiment counts kept in a file'))).toMatchObject({ writes: 10 });

      // The next instance, Redis still away: the kept writes wait with its own, the same visitors' beacons sent again among them.
      const second = await startServer(env);
      await second.logLine('experiment counts kept by a stopped instance taken in');
      const late = await visitor(second.base);
      await view(second.base, late.cookie).expect(204);
      await goal(second.base, visitors[0]!.cookie).expect(204);
      await view(second.base, visitors[1]!.cookie).expect(204);
      redis = await startRedis(redis.port);
      const everyone = [...visitors, late];
      const inVersion = (list: typeof visitors, v: 'a' | 'b') => list.filter((entry) => entry.version === v).length;
      const expected = {
        [`${DAY}:a:visitors`]: inVersion(everyone, 'a'), [`${DAY}:a:conversions`]: inVersion(visitors.slice(0, 3), 'a'),
        [`${DAY}:b:visitors`]: inVersion(everyone, 'b'), [`${DAY}:b:conversions`]: inVersion(visitors.slice(0, 3), 'b'),
      };
      const client = new Redis(redis.url, { lazyConnect: true });
      try {
        const days = async () => Object.fromEntries(Object.entries(expected).map(([field]) => [field, 0]).concat(
          Object.entries(await client.hgetall(`promo:experiment:${key}:days`)).map(([field, value]) => [field, Number(value)]),
        ));
        await expect.poll(days, { timeout: 15_000 }).toEqual(expected);
        // Written back: the file is gone, and the instance stopping now keeps nothing and counts nothing again.
        await expect.poll(() => readdirSync(kept), { timeout: 5_000 }).toEqual([]);
        second.child.kill('SIGTERM');
        expect((await second.exited).code).toBe(0);
        expect(readdirSync(kept)).toEqual([]);
        expect(await days()).toEqual(expected);
      } finally {
        client.disconnect();
      }
    });
  });
});
