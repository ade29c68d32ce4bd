// The limits counted in a real redis-server (the suite tests/unit runs in memory), and one
// Redis round trip per limited call whatever the number of budgets, allowed or refused:
// Redis's MONITOR lists every command a client sends (a script's own commands marked as the
// script's), so the commands the limiter's connection sent are its round trips
// (docs/decisions/361-one-round-trip-per-limited-call.md).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Redis } from 'ioredis';
import { createRateLimiter } from '#server/rate-limit/rate-limiter.js';
import type { LimitTable } from '#server/rate-limit/limits.js';
import { startRedis, type RedisProcess } from '../support/redis-server.js';
import { describeTierBudgets, freshCard, TIERS } from '../support/rate-limit-tier-cases.js';

let redis: RedisProcess;
const clients: Redis[] = [];

beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
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
});

describe('Redis round trips', () => {
  test('when 25 limited calls are counted in Redis, allowed and refused, then the limiter sends one command for each but a refusal it already saw: one script', async () => {
    const client = await connect();
    const limiter = createRateLimiter(client, TIERS);
    await client.flushall();
    await limiter.consume('cardCheck', { address: '198.51.100.1', card: freshCard() }); // loads the script
    const monitor = await (await connect()).monitor();
    monitor.on('error', () => {});
    const sent: string[][] = [];
    monitor.on('monitor', (_time: string, args: string[], source: string) => {
      // A script's own commands come from "lua"; the client's own from its address.
      if (source !== 'lua' && args[0]?.toLowerCase() !== 'client') sent.push(args);
    });
    // A command of its own, after the monitor is on: its line says the monitor sees this connection.
    await client.ping('monitor-on');
    await expect.poll(() => sent.some((args) => args.includes('monitor-on'))).toBe(true);
    sent.length = 0;

    // 20 from one /24, each address once with a fresh card: the network's 12 pass, 8 are refused for it;
    // then 5 from /48s of their own: each budget spent, none refuses.
    const outcomes = [];
    for (let i = 0; i < 20; i++) outcomes.push(await limiter.consume('cardCheck', { address: `203.0.113.${i + 1}`, card: freshCard() }));
    for (let i = 0; i < 5; i++) {
      outcomes.push(await limiter.consume('cardCheck', { address: `2001:db8:${(i + 0x100).toString(16)}::1`, card: freshCard() }));
    }
    await client.ping('monitor-end');
    await expect.poll(() => sent.some((args) => args.includes('monitor-end'))).toBe(true);
    monitor.disconnect();

    const calls = sent.filter((args) => !args.includes('monitor-end')).map((args) => args[0]!.toLowerCase());
    expect(outcomes.filter((outcome) => outcome?.scope === 'network')).toHaveLength(8);
    // The network's first refusal is Redis's; the 7 after it, within the same window, are the limiter's own memory's.
    expect(calls).toEqual(Array(25 - 7).fill('evalsha'));
  });
});
