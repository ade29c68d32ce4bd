// The rate-limit tiers counted in a real redis-server (the suite tests/unit runs in
// memory), and one Redis round trip per limited call whatever the number of budgets.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Redis } from 'ioredis';
import { createRateLimiter, type RateLimiter } from '#server/rate-limit/rate-limiter.js';
import type { LimitTable } from '#server/rate-limit/limits.js';
import { startRedis, type RedisProcess } from '../support/redis-server.js';
import { describeTierBudgets, freshCard, TIERS } from '../support/rate-limit-tier-cases.js';

let redis: RedisProcess;
const clients: Redis[] = [];
const limiters: RateLimiter[] = [];

beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  for (const limiter of limiters) limiter.close();
  for (const client of clients) client.disconnect();
  await redis.stop();
});

async function connect(): Promise<Redis> {
  const client = new Redis(redis.url, { enableOfflineQueue: false, maxRetriesPerRequest: 0, commandTimeout: 1000 });
  client.on('error', () => {});
  clients.push(client);
  await new Promise<void>((resolve) => client.once('ready', () => resolve()));
  return client;
}

describeTierBudgets('redis', async (limits: LimitTable) => {
  const client = await connect();
  await client.flushall();
  return createRateLimiter(client, limits);
}, limiters);

describe('Redis round trips', () => {
  test('when 25 limited calls are counted in Redis, then Redis runs one rate-limiter-flexible script per budget of each and no other command', async () => {
    const client = await connect();
    const observer = await connect();
    const limiter = createRateLimiter(client, TIERS);
    limiters.push(limiter);
    await client.flushall();
    await limiter.consume('cardCheck', { address: '198.51.100.1', card: freshCard() }); // loads the script
    // TIERS's budgets: address, network, card, the ceiling (no holder share, no reserves).
    const budgets = 4;
    await observer.config('RESETSTAT');

    // Each from a /48 of its own: every budget is spent, none refuses.
    for (let i = 0; i < 25; i++) {
      await limiter.consume('cardCheck', { address: `2001:db8:${(i + 0x100).toString(16)}::1`, card: freshCard() });
    }

    const stats = await observer.info('commandstats');
    const calls = (command: string) => Number(new RegExp(`cmdstat_${command}:calls=(\\d+)`).exec(stats)?.[1] ?? 0);
    expect(calls('evalsha')).toBe(25 * budgets);
    expect(calls('eval') + calls('multi') + calls('exec') + calls('get')).toBe(0);
  });
});
