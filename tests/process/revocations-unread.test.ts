// A new instance that cannot read the supplier links' revocations (Redis refusing its
// password, or not running, at start) refuses every supplier link with a Russian page
// («попробуйте через минуту», 503) until it has read them; then a revoked link is 403 and a
// good one opens (docs/decisions/022-preview-grants.md). The built server against a
// real redis-server that holds knauf2025's revocation (epoch 1); the links carry epoch 0.
import { Redis } from 'ioredis';
import { afterEach, describe, expect, test } from 'vitest';
import { EPOCHS_KEY } from '#server/preview/preview-epochs.js';
import { signGrant } from '#server/preview/preview-grant.js';
import { freePort } from '../support/free-port.js';
import { get, killServers, startServer, type Answer } from '../support/server-process.js';
import { startRedis, type RedisProcess } from '../support/redis-server.js';

const PASSWORD = 'k3y-from-the-Secret';
const TOKEN = 'preview-token-of-the-tests-0123456789';
const HOUR_MS = 60 * 60 * 1000;
let redis: RedisProcess | undefined;

afterEach(async () => {
  killServers();
  await redis?.stop();
  redis = undefined;
});

/** A redis-server on `port` in which knauf2025's links were revoked once. */
async function redisWithRevocation(port?: number): Promise<RedisProcess> {
  const started = await startRedis(port, { password: PASSWORD });
  const client = new Redis(started.url);
  await client.hset(EPOCHS_KEY, 'knauf2025', 1);
  client.disconnect();
  return started;
}

const serverOn = (redisUrl: string) => startServer({ PREVIEW_TOKEN: TOKEN, REDIS_URL: redisUrl, SHUTDOWN_DELAY_MS: '0' });
const link = (base: string, campaign: string) => `${base}/promo/${campaign}?preview=${signGrant(TOKEN, campaign, Date.now() + HOUR_MS)}`;

function expectRefusedForNow(answer: Answer): void {
  expect(answer.status).toBe(503);
  expect(answer.headers['retry-after']).toBe('60');
  expect(answer.headers['cache-control']).toBe('private, no-store');
  expect(answer.headers['set-cookie']).toBeUndefined();
  expect(answer.text).toContain('<html lang="ru">');
  expect(answer.text).toContain('попробуйте через минуту');
}

describe('an instance that cannot read the revocations at start', () => {
  test('when Redis refuses its password, then a revoked link and a good one are both refused for now, in Russian, while pages serve', async () => {
    redis = await redisWithRevocation();
    const wrong = new URL(redis.url);
    wrong.password = 'not-the-password';
    const server = await serverOn(wrong.href);

    expectRefusedForNow(await get(link(server.base, 'knauf2025')));
    expectRefusedForNow(await get(link(server.base, 'rockwool25')));
    expect((await get(`${server.base}/promo/knauf2025`)).status).toBe(200);
  });

  test('when Redis is not running, then links are refused until it runs and the revocations are read; then the revoked link is 403 and a good one opens', async () => {
    const port = await freePort();
    const server = await serverOn(`redis://:${PASSWORD}@127.0.0.1:${port}`);

    expectRefusedForNow(await get(link(server.base, 'knauf2025')));
    redis = await redisWithRevocation(port);
    await server.logLine('preview epochs readable again');

    expect((await get(link(server.base, 'knauf2025'))).status).toBe(403);
    const opened = await get(link(server.base, 'rockwool25'));
    expect(opened.status).toBe(303);
    expect(opened.headers['set-cookie']?.[0]).toMatch(/^promo_preview_rockwool25=/);
  });
});
