// The experiments' counting through the real app (docs/product.md §12,
// docs/decisions/700-experiments-counted-where-they-happen.md), on the fixture's headline test of knauf2025 on
// 22 October 2025 (tests/support/experiments.ts): a visitor counts when the server first shows it a version, a
// conversion when the server answers the goal's call (a real savings check of the demo upstream, by the /api and by
// the no-JS form) for a visitor whose cookie the server signed. Forged, tampered and replayed cookies, goals without a
// drawn visitor and crawlers count nothing; an office's visitors behind one address all count, their goals as far as
// docs/product.md §8's limits answer them (nothing else limits a count). With a real redis-server the counts are shared
// by instances in any order of arrival: a goal written before its view counts once, across an outage, and a stopping
// instance keeps trying within its grace; a full Redis with the shipped policy refuses counts and evicts nothing.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import request from 'supertest';
import { Redis } from 'ioredis';
import { startApp, type TestApp } from '../support/start-app.js';
import { EXPERIMENT_DAY, FIXTURE_EXPERIMENT } from '../support/experiments.js';
import { DEMO_CARDS } from '../support/demo-upstream.js';
import { DEFAULT_LIMIT_SETTINGS } from '#server/rate-limit/limit-settings.js';
import { startRedis, type RedisProcess } from '../support/redis-server.js';
import { get, killServers, startServer } from '../support/server-process.js';
import { createExperimentCounts } from '#server/experiments/counts.js';
import { createLogger } from '#server/observability/log.js';
import express from 'express';
import { createStudioApi, STUDIO_PATHS } from '#server/studio/studio-api.js';
import { plainSpaces } from '../support/plain-spaces.js';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const PAGE = '/promo/knauf2025';
const CHECK = `/api/v2/promo/check/knauf2025/${DEMO_CARDS.savingsPositive}/`;
const { key } = FIXTURE_EXPERIMENT;
const DAY = '2025-10-22';
const SECRET = 'experiment-secret-of-the-tests-0123456789';
const DEPLOY = path.resolve(import.meta.dirname, '../../deploy/kubernetes');

/** An app in this process, or a server process's base URL. */
type Target = TestApp | string;
const to = (app: Target) => (typeof app === 'string' ? app : app.listener);

/** A fresh browser's first view from `address`: its cookies (to send back) and the version shown. */
async function visitor(app: Target, address = '198.51.100.7'): Promise<{ cookie: string; version: 'a' | 'b' }> {
  const first = await request(to(app)).get(PAGE).set('user-agent', BROWSER).set('x-forwarded-for', address).expect(200);
  const cookie = (first.headers['set-cookie'] as unknown as string[]).map((line) => line.split(';')[0]).join('; ');
  return { cookie, version: /promo_v=\w+~([ab])/.exec(cookie)![1] as 'a' | 'b' };
}

/** The savings check by the /api, as the page's island asks it; answered 200 with the card's figures. */
const check = (app: Target, cookie?: string, address = '198.51.100.7', agent = BROWSER) => {
  const asked = request(to(app)).get(CHECK).set('user-agent', agent).set('x-forwarded-for', address);
  return (cookie ? asked.set('cookie', cookie) : asked).expect(200);
};

/** The day's counts as { a: [visitors, conversions], b: [...] }. */
async function counted(app: TestApp) {
  const { days } = await app.server.readExperimentResults(key);
  const day = days.find((entry) => entry.day === DAY);
  const pair = (v: 'a' | 'b') => [day?.[v].visitors ?? 0, day?.[v].conversions ?? 0];
  return { a: pair('a'), b: pair('b') };
}
const inVersion = (list: Array<{ version: string }>, v: 'a' | 'b') => list.filter((entry) => entry.version === v).length;

describe('in the instance\'s memory', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ env: { PROMO_NOW: EXPERIMENT_DAY, EXPERIMENT_SECRET: SECRET } });
  });
  afterAll(() => t.close());

  test('when visitors view the page again and check their cards by the /api and by the form, some twice, then each visitor and conversion counts once, in its version', async () => {
    const visitors: Array<{ cookie: string; version: 'a' | 'b'; address: string }> = [];
    for (let n = 0; n < 12; n += 1) {
      const address = `198.51.${n % 2}.${n + 1}`;
      visitors.push({ ...await visitor(t, address), address });
    }
    for (const { cookie } of visitors) await request(t.listener).get(PAGE).set('user-agent', BROWSER).set('cookie', cookie).expect(200);
    const byApi = visitors.slice(0, 4);
    for (const { cookie, address } of byApi) for (let again = 0; again < 2; again += 1) await check(t, cookie, address);
    const byForm = visitors.slice(4, 6);
    for (const { cookie, address } of byForm) {
      const form = `${PAGE}?card=${DEMO_CARDS.savingsPositive}`;
      await request(t.listener).get(form).set('user-agent', BROWSER).set('x-forwarded-for', address).set('cookie', cookie).expect(200);
    }
    const converting = [...byApi, ...byForm];
    expect(await counted(t)).toEqual({
      a: [inVersion(visitors, 'a'), inVersion(converting, 'a')],
      b: [inVersion(visitors, 'b'), inVersion(converting, 'b')],
    });
    const results = await t.server.readExperimentResults(key);
    expect(results.drawn).toEqual([{ share: FIXTURE_EXPERIMENT.share, a: inVersion(visitors, 'a'), b: inVersion(visitors, 'b') }]);
    // Two networks (198.51.0.0/24, 198.51.1.0/24): each version's busiest is the larger of its two parts.
    const busiest = (list: typeof visitors, v: 'a' | 'b') =>
      Math.max(...['198.51.0.', '198.51.1.'].map((net) => list.filter((seen) => seen.version === v && seen.address.startsWith(net))
        .length));
    for (const v of ['a', 'b'] as const) {
      expect(results.busiest[v]).toEqual({ visitors: busiest(visitors, v), conversions: busiest(converting, v) });
    }
  });

  test('when ids are forged, a version tampered, a conversion replayed, a goal has no drawn visitor or a crawler comes, then nothing more counts', async () => {
    const real = await visitor(t);
    await check(t, real.cookie);
    const before = await counted(t);
    const signed = /promo_ab=([^;]+)/.exec(real.cookie)![1]!;
    const [id, entry, mac] = signed.split('.') as [string, string, string];
    const other = real.version === 'a' ? 'b' : 'a';
    const forged = [
      `promo_ab=AAAAAAAAAAAAAAAA.${key}~b~50~20251022`,
      `promo_ab=AAAAAAAAAAAAAAAA.${key}~b~50~20251022.${mac}`,
      `promo_ab=BBBBBBBBBBBBBBBB.${key}~b~50~20251022.AAAAAAAAAAAAAAAAAAAAAA`,
      `promo_ab=${id}.${entry.replace(`~${real.version}~`, `~${other}~`)}.${mac}`,
      `promo_ab=${id}.${entry.replace('~50~', '~99~')}.${mac}`,
    ];
    for (const cookie of forged) for (let again = 0; again < 3; again += 1) await check(t, cookie);
    // The real visitor's conversion sent again, from another network: once is once.
    for (let again = 0; again < 5; again += 1) await check(t, real.cookie, '192.0.2.9');
    // A goal with no drawn visitor behind it, and a crawler's view, its goal too.
    await check(t);
    const crawler = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    const crawled = await request(t.listener).get(PAGE).set('user-agent', crawler).expect(200);
    expect(crawled.headers['set-cookie']).toBeUndefined();
    await check(t, undefined, '198.51.100.7', crawler);
    // The browser beacon is gone: nothing answers it.
    await request(t.listener).post('/api/experiment').set('cookie', real.cookie).send('{"page":"knauf2025","event":"view"}').expect(404);
    const after = await counted(t);
    expect(after).toEqual(before);
    console.info(`${forged.length * 3} goals of forged or tampered ids, 5 replays, a goal without a view, a crawler's view and goal: `
      + `counted ${JSON.stringify(before)} before, ${JSON.stringify(after)} after ([visitors, conversions])`);
  });
});

describe('an office behind one address, with the limits of docs/product.md §8', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Only Date is faked, which the limiters' windows read: the office's goals wait out a window as its people would.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse(EXPERIMENT_DAY));
    const env = { PROMO_NOW: EXPERIMENT_DAY, EXPERIMENT_SECRET: SECRET, RATE_LIMITS: 'on', UPSTREAM_CACHE_TTL_MS: '600000' };
    t = await startApp({ env });
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
  });

  test('when 150 visitors behind one address view the page and 52 of them check their own cards, then all 150 and all 52 count, '
    + 'the checks past the address\'s budget counting once the limit lets them through', async () => {
    const office = '203.0.113.50';
    const visitors: Array<{ cookie: string; version: 'a' | 'b' }> = [];
    // Page views are never limited (§8): every one is a visitor drawn and counted.
    for (let n = 0; n < 150; n += 1) visitors.push(await visitor(t, office));
    // §8 lets one address make 30 card checks in 10 minutes: the 31st of the 52 is refused (and counts nothing) and asked
    // again when its Retry-After has passed, as the page tells its visitor.
    const converting = visitors.slice(0, 52);
    const statuses: number[] = [];
    const ask = (n: number) => request(t.listener).get(`/api/v2/promo/check/knauf2025/${7_400_000 + 2 * n}/`)
      .set('user-agent', BROWSER).set('x-forwarded-for', office).set('cookie', converting[n]!.cookie);
    for (let n = 0; n < converting.length;) {
      const answer = await ask(n);
      statuses.push(answer.status);
      if (answer.status === 429) vi.setSystemTime(Date.now() + Number(answer.headers['retry-after']) * 1000);
      else n += 1;
    }
    const { CARD_LOOKUPS_PER_ADDRESS: budget } = DEFAULT_LIMIT_SETTINGS;
    expect(statuses).toEqual([...Array(budget).fill(200), 429, ...Array(converting.length - budget).fill(200)]);
    const held = await counted(t);
    expect([held.a[0]! + held.b[0]!, held.a[1]! + held.b[1]!]).toEqual([150, 52]);
    expect(held).toEqual({
      a: [inVersion(visitors, 'a'), inVersion(converting, 'a')],
      b: [inVersion(visitors, 'b'), inVersion(converting, 'b')],
    });
    // One network holds every visitor and conversion: the result page shows it as each version's busiest.
    const { busiest } = await t.server.readExperimentResults(key);
    expect(busiest).toEqual({ a: { visitors: held.a[0], conversions: held.a[1] }, b: { visitors: held.b[0], conversions: held.b[1] } });
    console.info(`an office of 150 visitors, 52 converting, behind one address: counted ${JSON.stringify(held)} ([visitors, conversions])`);
  });
});

describe('in Redis, shared by instances', () => {
  let redis: RedisProcess;
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    killServers();
    await redis.stop();
  });

  test('when Redis is away, a view is held by one instance and its goal by another that writes first, and one stops (SIGTERM) while Redis is silent, then every visitor and conversion counts once', async () => {
    // No rate limits: their start-up wait for an unreachable Redis is not this test's.
    const env = { PROMO_NOW: EXPERIMENT_DAY, REDIS_URL: redis.url, EXPERIMENT_SECRET: SECRET, RATE_LIMITS: 'off' };
    const two = await startApp({ env });
    const one = await startServer({ ...env, SHUTDOWN_DELAY_MS: '0' });
    try {
      await redis.stop();
      const seen = await visitor(one.base);
      await check(two, seen.cookie);
      // One is frozen while Redis returns, so the goal held by two reaches Redis before the view held by one.
      one.child.kill('SIGSTOP');
      redis = await startRedis(redis.port);
      const expected = { a: [0, 0], b: [0, 0] };
      expected[seen.version] = [1, 1];
      await expect.poll(() => counted(two).catch(() => undefined), { timeout: 15_000 }).toEqual(expected);
      console.info(`a view held by one instance, its goal by the other written first, Redis away: counted ${JSON.stringify(expected)}`);
      // Redis silent (paused, its data kept) while one goes on, draws more visitors and is stopped; Redis answers within its grace.
      redis.signal('SIGSTOP');
      one.child.kill('SIGCONT');
      const later = [await visitor(one.base, '203.0.113.5'), await visitor(one.base, '203.0.113.6')];
      one.child.kill('SIGTERM');
      await one.logLine('stopped accepting connections');
      redis.signal('SIGCONT');
      expect((await one.exited).code).toBe(0);
      for (const { version } of later) expected[version] = [expected[version][0]! + 1, expected[version][1]!];
      await expect.poll(() => counted(two).catch(() => undefined), { timeout: 15_000 }).toEqual(expected);
      // The visitors are kept till 7 days after the experiment's last day (23 October, 24:00 Moscow: 1.5 days away), the totals 400 days.
      const store = new Redis(redis.url);
      const ttl = (part: string) => store.ttl(`promo:x:${key}:${part}`);
      expect(Math.round(await ttl('ids') / 3600)).toBe(8.5 * 24);
      expect(Math.round(await ttl('totals') / 86_400)).toBe(400);
      store.disconnect();
    } finally {
      await two.close();
    }
  });

  test('when an instance is killed (SIGKILL) as it begins to send a first view, then that visitor and every one it sent a page '
    + 'counts: no page goes out before its count is on Redis\'s socket', async () => {
    // The kill falls between the pages of a turn of the event loop (tests/support/kill-at-first-view-hook.mjs): a page sent
    // before its turn's counts were posted was a visitor a SIGKILL lost (docs/decisions/1045-pages-held-for-their-counts.md).
    const killAt = 25;
    const hook = fileURLToPath(new URL('../support/kill-at-first-view-hook.mjs', import.meta.url));
    const env = {
      PROMO_NOW: EXPERIMENT_DAY, REDIS_URL: redis.url, EXPERIMENT_SECRET: SECRET, RATE_LIMITS: 'off', KILL_AT_FIRST_VIEW: String(killAt),
    };
    const store = new Redis(redis.url);
    const visitorsHeld = async () => {
      const totals = await store.hgetall(`promo:x:${key}:totals`);
      return Number(totals[`${DAY}:a:visitors`] ?? 0) + Number(totals[`${DAY}:b:visitors`] ?? 0);
    };
    try {
      const before = await visitorsHeld();
      const server = await startServer(env, { nodeFlags: ['--import', hook] });
      // One first view counted first: the instance's client is connected and has loaded the script before the burst.
      await visitor(server.base, '198.51.100.200');
      await vi.waitFor(async () => expect(await visitorsHeld()).toBe(before + 1));
      const burst = await Promise.allSettled(Array.from({ length: 2 * killAt }, (_, n) =>
        get(`${server.base}${PAGE}`, { 'user-agent': BROWSER, 'x-forwarded-for': `203.0.113.${n + 1}` })));
      await server.exited;
      expect(server.child.signalCode).toBe('SIGKILL');
      const answered = burst.filter((sent) => sent.status === 'fulfilled' && sent.value.status === 200).length;
      expect(answered).toBeLessThan(killAt);
      // The first view and the burst's pages begun (the last one's headers about to be written): killAt visitors, each counted.
      await vi.waitFor(async () => expect(await visitorsHeld()).toBeGreaterThanOrEqual(before + killAt), { timeout: 5000 });
      expect(await visitorsHeld()).toBeLessThanOrEqual(before + 1 + burst.length);
      const counted = await visitorsHeld() - before;
      console.info(`killed (SIGKILL) at first view ${killAt}: ${answered + 1} pages received, ${counted} visitors counted`);
    } finally {
      store.disconnect();
    }
  });

  test('when one /24 sends first views past its day\'s bound while honest visitors of many networks come and convert, then the '
    + 'honest counts stand whole, the /24 adds its bound alone, and the result page says how many were not counted', async () => {
    // docs/product.md §8's kind of limit (EXPERIMENT_VISITORS_PER_NETWORK, here 40 a day): one network cannot dilute the
    // verdict nor fill the results' Redis (docs/decisions/1065-one-networks-visitors-bounded.md).
    const bound = 40;
    const env = {
      PROMO_NOW: EXPERIMENT_DAY, REDIS_URL: redis.url, EXPERIMENT_SECRET: SECRET, RATE_LIMITS: 'on',
      EXPERIMENT_VISITORS_PER_NETWORK: String(bound), STUDIO_TOKEN: 'studio-token-of-the-counting-test-0123456789',
    };
    const t = await startApp({ env });
    const store = new Redis(redis.url);
    const held = () => store.hlen(`promo:x:${key}:ids`);
    try {
      const before = await vi.waitFor(() => t.server.readExperimentResults(key));
      const heldBefore = await held();
      // 80 honest visitors, each from a /24 of its own, one in four checking a card; then 120 cookieless first views of one /24.
      const honest = [];
      for (let n = 0; n < 80; n += 1) honest.push({ ...await visitor(t, `10.20.${n}.7`), address: `10.20.${n}.7` });
      const converting = honest.filter((_, n) => n % 4 === 0);
      for (const { cookie, address } of converting) await check(t, cookie, address);
      const flood = [];
      for (let n = 0; n < 120; n += 1) flood.push(await visitor(t, `203.0.113.${n + 1}`));
      const after = await t.server.readExperimentResults(key);
      const total = (results: typeof after, v: 'a' | 'b', part: 'visitors' | 'conversions') =>
        results.days.reduce((sum, day) => sum + day[v][part], 0);
      // The /24's first `bound` visitors count (a crowd up to the bound is counted whole), the rest do not.
      const counted = [...honest, ...flood.slice(0, bound)];
      for (const v of ['a', 'b'] as const) {
        expect(total(after, v, 'visitors') - total(before, v, 'visitors')).toBe(inVersion(counted, v));
        expect(total(after, v, 'conversions') - total(before, v, 'conversions')).toBe(inVersion(converting, v));
      }
      expect(after.uncounted.visitors - before.uncounted.visitors).toBe(flood.length - bound);
      // Those not counted keep nothing of their own in the results' Redis.
      expect(await held() - heldBefore).toBe(counted.length);
      const studio = express().use(createStudioApi({
        config: t.config, server: t.server, experimentResults: (asked) => t.server.readExperimentResults(asked),
      }).router);
      const page = await request(studio).get(STUDIO_PATHS.experimentPage.replace(':id', FIXTURE_EXPERIMENT.id))
        .set('authorization', `Bearer ${env.STUDIO_TOKEN}`).expect(200);
      expect(plainSpaces(page.text)).toContain(`Не учтены новые посетители одной сети (/24, /48) сверх ${bound} за день: `
        + `${after.uncounted.visitors} (и их цели)`);
      console.info(`${honest.length} honest visitors (${converting.length} converting) and ${flood.length} first views of one /24: `
        + `counted ${JSON.stringify({ a: total(after, 'a', 'visitors') - total(before, 'a', 'visitors'),
          b: total(after, 'b', 'visitors') - total(before, 'b', 'visitors') })}, not counted ${after.uncounted.visitors}`);
    } finally {
      await t.close();
      store.disconnect();
    }
  });

  test('when 100 first views come at once, then each visitor counts once, in fewer script calls to Redis than views, every call '
    + 'answered and none of them refused', async () => {
    // A call per view kept each view's command alive until Redis answered (docs/decisions/700-experiments-counted-where-they-happen.md);
    // a turn's views go in one answered call (docs/decisions/1045-pages-held-for-their-counts.md).
    const t = await startApp({ env: { PROMO_NOW: EXPERIMENT_DAY, REDIS_URL: redis.url, EXPERIMENT_SECRET: SECRET, RATE_LIMITS: 'off' } });
    const store = new Redis(redis.url);
    try {
      const before = await vi.waitFor(() => counted(t)); // once the instance's client is connected
      await store.config('RESETSTAT');
      const views = await Promise.all(Array.from({ length: 100 }, (_, n) => visitor(t, `198.51.100.${n + 1}`)));
      const after = await counted(t);
      const added = (v: 'a' | 'b') => [after[v][0]! - before[v][0]!, after[v][1]! - before[v][1]!];
      expect({ a: added('a'), b: added('b') }).toEqual({ a: [inVersion(views, 'a'), 0], b: [inVersion(views, 'b'), 0] });
      const stats = await store.info('commandstats');
      const calls = [...stats.matchAll(/^cmdstat_eval(?:sha)?:calls=(\d+)/gm)].map(([, n]) => Number(n));
      expect(calls.reduce((sum, n) => sum + n, 0)).toBeLessThan(views.length);
      // One path: no reply switched off, no call Redis could not run (no such script, a malformed command).
      expect(stats).not.toMatch(/^cmdstat_client\|reply:/m);
      expect(stats).not.toMatch(/^cmdstat_eval(?:sha)?:.*(?:rejected|failed)_calls=[1-9]/m);
    } finally {
      await t.close();
      store.disconnect();
    }
  });

  test('when 30,000 counts of two experiments are held while Redis is away, then they take next to nothing of V8\'s heap, and '
    + 'each visitor and conversion counts once when it is back', async () => {
    // An object and a string a held count outlived the young generation: at 50 connections every scavenge walked a
    // second's counts and the old space grew by them (docs/decisions/1045-pages-held-for-their-counts.md).
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const own = await startRedis();
    await own.stop();
    const counts = createExperimentCounts(own.url, createLogger('silent'));
    const [views, goals] = [`heldViews${Date.now().toString(36)}`, `heldGoals${Date.now().toString(36)}`];
    try {
      gc();
      const before = process.memoryUsage().heapUsed;
      for (let n = 0; n < 30_000; n++) {
        counts.count({ key: n < 20_000 ? views : goals, id: `heldVisitor${n}`, version: n % 2 ? 'b' : 'a', share: 50, day: DAY,
          network: `198.51.${n % 200}.0`, keepS: 3600, converted: n >= 20_000 && n % 4 === 0 ? DAY : undefined });
      }
      gc();
      expect(counts.held).toBe(30_000);
      const heapBytes = (process.memoryUsage().heapUsed - before) / 30_000;
      console.info(`30,000 counts held while Redis is away: ${heapBytes.toFixed(1)} bytes of V8's heap a count`);
      expect(heapBytes).toBeLessThan(10);
      const back = await startRedis(own.port);
      try {
        await vi.waitFor(() => expect(counts.held).toBe(0), { timeout: 15_000 });
        const visitors = (a: number, b: number, conversions = [0, 0]) =>
          [{ day: DAY, a: { visitors: a, conversions: conversions[0] }, b: { visitors: b, conversions: conversions[1] } }];
        expect((await counts.read(views)).days).toEqual(visitors(10_000, 10_000));
        expect((await counts.read(goals)).days).toEqual(visitors(5_000, 5_000, [2_500, 0]));
      } finally {
        await back.stop();
      }
    } finally {
      await counts.close();
    }
  });

  test('when a scaled-down Redis with the shipped policy is filled by experiment counts, then it refuses them, logged and counted, pages serve on, and no result or limit count is evicted', async () => {
    // The policy both shipped Redis run with (deploy/kubernetes/experiment-redis.yaml, redis.yaml): here one Redis holds both.
    const shipped = /"--maxmemory-policy", "([\w-]+)"/.exec(readFileSync(path.join(DEPLOY, 'experiment-redis.yaml'), 'utf8'))![1]!;
    const full = await startRedis(undefined, { args: ['--maxmemory-policy', shipped] });
    const store = new Redis(full.url);
    const t = await startApp({ env: { PROMO_NOW: EXPERIMENT_DAY, REDIS_URL: full.url, EXPERIMENT_SECRET: SECRET, RATE_LIMITS: 'on' } });
    try {
      const early = await visitor(t, '192.0.2.1');
      await check(t, early.cookie, '192.0.2.1');
      for (let n = 0; n < 3; n += 1) await check(t, undefined, '192.0.2.2');
      await t.server.readExperimentResults(key);
      // Every key that outlives the test (a global ceiling's second-long count expires by itself meanwhile).
      const ttls = await Promise.all((await store.keys('*')).map(async (name) => ({ name, ttl: await store.pttl(name) })));
      const lasting = ttls.filter(({ ttl }) => ttl === -1 || ttl > 60_000).map(({ name }) => name);
      const kept = Object.fromEntries(await Promise.all(lasting.map(async (name) => [name, await store.dump(name)])));
      expect(Object.keys(kept).filter((name) => name.startsWith('rl:')).length).toBeGreaterThan(0);
      const used = async () => Number(/used_memory:(\d+)/.exec(await store.info('memory'))![1]);
      await store.config('SET', 'maxmemory', String(await used() + 16 * 1024));
      let visitors = 0;
      while (!t.logs.some((line) => line.includes('experiment counts refused')) && visitors < 500) {
        visitors += 1;
        await visitor(t, `10.${visitors >> 8}.${visitors & 255}.1`);
        if (visitors % 50 === 0) {
          await t.server.readExperimentResults(key).catch(() => undefined);
          // Redis's used memory falls by tens of KB now and then (buffers freed, a table rehashed) while each visitor adds
          // about 50 bytes: the ceiling follows it down to what is used now, so the store fills whatever it frees.
          const ceiling = Number((await store.config('GET', 'maxmemory') as string[])[1]);
          await store.config('SET', 'maxmemory', String(Math.min(await used(), ceiling)));
        }
      }
      await visitor(t, '192.0.2.3');
      expect(t.logs.filter((line) => line.includes('experiment counts refused')).length).toBeGreaterThan(0);
      expect(await t.metrics.registry.getSingleMetricAsString('experiment_counts_refused_total')).toMatch(/ [1-9]\d*$/m);
      for (const [name, bytes] of Object.entries(kept)) {
        // Every key there before the fill is there after it: the limits' counts with their values, the results grown.
        const now = await store.dump(name);
        expect(now, name).not.toBeNull();
        if (name.startsWith('rl:')) expect(now, name).toEqual(bytes);
      }
      const { days } = await t.server.readExperimentResults(key);
      expect(days[0]![early.version].conversions).toBe(1);
      const refused = / (\d+)$/m.exec(await t.metrics.registry.getSingleMetricAsString('experiment_counts_refused_total'))![1];
      console.info(`a full Redis after ${visitors} more visitors: ${refused} counts refused, `
        + `${t.logs.filter((line) => line.includes('experiment counts refused')).length} lines logged; all ${Object.keys(kept).length} `
        + `keys there before (${Object.keys(kept).filter((name) => name.startsWith('rl:')).length} limit counts, unchanged) still there`);
    } finally {
      await t.close();
      store.disconnect();
      await full.stop();
    }
  });
});
