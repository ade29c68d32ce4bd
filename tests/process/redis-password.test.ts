// Redis holds security state (the supplier links' revocations) and asks for a password
// (deploy/kubernetes/redis.yaml's --requirepass, the Secret's REDIS_URL carrying it): the
// built server against a real redis-server that requires one.
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { get, killServers, startServer } from '../support/server-process.js';
import { DEMO_CREDENTIALS, startDemoUpstream, type DemoUpstream } from '../support/demo-upstream.js';
import { startRedis, type RedisProcess } from '../support/redis-server.js';

const PASSWORD = 'k3y-from-the-Secret';

let demo: DemoUpstream;
let redis: RedisProcess;
beforeAll(async () => {
  demo = await startDemoUpstream(DEMO_CREDENTIALS);
  redis = await startRedis(undefined, { password: PASSWORD });
});
afterAll(async () => {
  await demo.close();
  await redis.stop();
});
afterEach(killServers);

const serverOn = (redisUrl: string) => startServer({
  UPSTREAM_URL: demo.url, UPSTREAM_USER: DEMO_CREDENTIALS.user, UPSTREAM_PASSWORD: DEMO_CREDENTIALS.password,
  SHUTDOWN_DELAY_MS: '0', RATE_LIMITS: 'on', REDIS_URL: redisUrl, PROMO_NOW: '2025-10-15T12:00:00+03:00',
});

describe('a Redis that asks for a password', () => {
  test('when REDIS_URL carries it, then the card checks are counted in Redis, shared by every instance', async () => {
    const server = await serverOn(redis.url);
    const client = new Redis(redis.url);
    try {
      await client.flushall();
      const check = await get(`${server.base}/api/v2/promo/check/knauf2025/7000004/`);

      expect(check.status).toBe(200);
      expect(await client.dbsize()).toBeGreaterThan(0);
      expect(server.logs.filter((l) => /Redis/.test(l.msg))).toEqual([]);
    } finally {
      client.disconnect();
    }
  });

  test('when REDIS_URL carries none, then one line says Redis refused the password, the checks are still answered, and no line holds a password', async () => {
    const without = new URL(redis.url);
    without.password = '';
    const server = await serverOn(without.href);

    const refused = await server.logLine('Redis refused REDIS_URL\'s password');
    const check = await get(`${server.base}/api/v2/promo/check/knauf2025/7000004/`);

    expect(refused.code).toBe('NOAUTH');
    expect(check.status).toBe(200);
    expect(JSON.stringify(server.logs)).not.toContain(PASSWORD);
  });
});
