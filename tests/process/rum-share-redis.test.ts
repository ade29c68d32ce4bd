// The web-vitals shares' standings kept in a real redis-server (server/rate-limit/rum-standing-store.ts,
// docs/decisions/320-rum-share-earned-by-history.md): an instance started again — a deploy, a crash —
// knows the blocks real visitors report from at once, so a flood from blocks new here in its first
// hour holds the pool, as it would an hour later, and the real visitors' reports are still taken.
import { Redis } from 'ioredis';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { STANDINGS_KEY } from '#server/rate-limit/rum-standing-store.js';
import { DEFAULT_LIMIT_SETTINGS } from '#server/rate-limit/limit-settings.js';
import { startRedis, type RedisProcess } from '../support/redis-server.js';
import { startApp, type TestApp } from '../support/start-app.js';

const S = DEFAULT_LIMIT_SETTINGS;
const POLL_MS = 50;
let redis: RedisProcess;
const apps: TestApp[] = [];
/** Real time as the apps read it: moved on a period by the test. */
let at = Date.now();

beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await redis.stop();
});

const instance = async () => {
  const app = await startApp({ env: { RATE_LIMITS: 'on', REDIS_URL: redis.url }, now: () => at });
  apps.push(app);
  return app;
};

/** An LCP beacon of rockwool25 from `from`, after a page view from there (its stamp), as a browser sends it. */
async function lcp(app: TestApp, value: number, from: string): Promise<number> {
  const page = await request(app.listener).get('/promo/rockwool25').set('X-Forwarded-For', from).expect(200);
  const view = (page.headers['set-cookie'] as unknown as string[]).find((cookie) => cookie.startsWith('promo_view='))!.split(';')[0]!;
  const res = await request(app.listener).post('/api/rum').set('content-type', 'text/plain;charset=UTF-8')
    .set('X-Forwarded-For', from).set('Cookie', view).send(JSON.stringify({ page: 'rockwool25', metrics: [{ name: 'LCP', value }] }));
  return res.status;
}

/** Twenty provider blocks real visitors come from, three views each. */
async function realViews(app: TestApp): Promise<number[]> {
  const statuses: number[] = [];
  for (let view = 0; view < 60; view++) statuses.push(await lcp(app, 1200, `10.${view % 20}.${Math.floor(view / 20)}.1`));
  return statuses;
}

/** Reads the hash until it holds `blocks` standings (the instance's write at a new period), within 5 s. */
async function kept(blocks: number): Promise<void> {
  const client = new Redis(redis.url);
  try {
    for (const deadline = Date.now() + 5000; Date.now() < deadline;) {
      if ((await client.hlen(STANDINGS_KEY)) >= blocks) return;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    throw new Error(`Redis never held ${blocks} standings`);
  } finally {
    client.disconnect();
  }
}

describe('the field reports\' standings in Redis', () => {
  test('when an instance is started again after an hour of real reports and 200 blocks new here flood it in its first hour,'
    + ' each loading a page from a fresh network, then they take at most the pool and every real report is taken', async () => {
    const first = await instance();
    const lastHour = await realViews(first);
    at += S.RUM_SHARE_PERIOD_S * 1000;
    // The next hour's first report ends the period: the standings go to Redis.
    const next = await lcp(first, 1200, '10.0.0.1');
    await kept(20);
    await first.close();
    apps.splice(0);

    const restarted = await instance();
    const thisHour = await realViews(restarted);
    let fakesTaken = 0;
    for (let fake = 0; fake < 200; fake++) {
      if ((await lcp(restarted, 9000, `172.${16 + fake}.${fake % 250}.1`)) === 204) fakesTaken++;
    }
    const share = S.RUM_NEW_SHARE_PERCENT / 100;
    /** rum-share.ts's pool in the restarted instance's first hour: the floor and the new blocks' share beside 60 earned reports. */
    const pool = S.RUM_NEW_FLOOR + Math.ceil((60 * share) / (1 - share));

    expect(lastHour.concat([next], thisHour).filter((status) => status !== 204)).toEqual([]);
    expect(fakesTaken).toBeLessThanOrEqual(pool);
  }, 180_000);
});
