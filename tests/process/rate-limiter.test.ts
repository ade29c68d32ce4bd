// The limiter against a real redis-server: shared counts between two limiters (two
// instances), per-scope refusals, and the memory fallback while Redis is away.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Redis } from 'ioredis';
import { createRateLimiter } from '#server/rate-limit/rate-limiter.js';
import { connectRedis } from '#server/rate-limit/redis-connection.js';
import { createLogger } from '#server/observability/log.js';
import { DEFAULT_LIMITS, type LimitTable } from '#server/rate-limit/limits.js';
import { startRedis, type RedisProcess } from '../support/redis-server.js';

const SMALL: LimitTable = {
  ...DEFAULT_LIMITS,
  cardCheck: {
    perAddress: { points: 4, duration: 60 }, perNetwork: { points: 100, duration: 60 }, perCard: { points: 2, duration: 60 },
    global: { points: 6, duration: 60 },
  },
};

let redis: RedisProcess;
const clients: Redis[] = [];
const connect = (url: string) => {
  const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 0, retryStrategy: () => 200 });
  client.on('error', () => {});
  clients.push(client);
  return client;
};
const ready = (client: Redis) => new Promise<void>((resolve) => (
  client.status === 'ready' ? resolve() : client.once('ready', () => resolve())
));

beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  for (const client of clients) client.disconnect();
  await redis.stop();
});

describe('createRateLimiter with Redis', () => {
  test('when two instances count the same card, then the third lookup is refused on either, for the card', async () => {
    const [a, b] = [connect(redis.url), connect(redis.url)];
    await Promise.all([ready(a), ready(b)]);
    const first = createRateLimiter(a, SMALL);
    const second = createRateLimiter(b, SMALL);

    expect(await first.consume('cardCheck', { address: '198.51.100.1', card: '7000002' })).toBeUndefined();
    expect(await second.consume('cardCheck', { address: '198.51.100.2', card: '7000002' })).toBeUndefined();
    const refused = await first.consume('cardCheck', { address: '198.51.100.3', card: '7000002' });

    expect(refused?.scope).toBe('card');
    expect(refused!.retryAfterMs).toBeGreaterThan(0);
    expect(refused!.retryAfterMs).toBeLessThanOrEqual(60_000);
  });

  test('when the per-address budget is spent, then the address is refused whatever the card, and the card keys hold no card number', async () => {
    const client = connect(redis.url);
    await ready(client);
    await client.flushall();
    const limiter = createRateLimiter(client, SMALL);
    const cards = ['7100001', '7100002', '7100003', '7100004', '7100005'];

    const outcomes = [];
    for (const card of cards) outcomes.push(await limiter.consume('cardCheck', { address: '2001:db8:7:7::1', card }));

    expect(outcomes.slice(0, 4)).toEqual([undefined, undefined, undefined, undefined]);
    expect(outcomes[4]?.scope).toBe('address');
    const sameNetwork = await limiter.consume('cardCheck', { address: '2001:db8:7:7:ffff::2', card: '7100006' });
    expect(sameNetwork, 'the same /64').toMatchObject({ scope: 'address' });
    const keys = await client.keys('*');
    expect(keys.length).toBeGreaterThan(0);
    for (const card of cards) expect(keys.join(' ')).not.toContain(card);
  });

  test('when the site-wide ceiling is reached, then a fresh address and card are refused too', async () => {
    const client = connect(redis.url);
    await ready(client);
    await client.flushall();
    const limiter = createRateLimiter(client, SMALL);

    for (let i = 0; i < 6; i++) expect(await limiter.consume('cardCheck', { address: `192.0.2.${i}`, card: `720000${i}` })).toBeUndefined();

    expect(await limiter.consume('cardCheck', { address: '192.0.2.99', card: '7299999' })).toMatchObject({ scope: 'global' });
  });
});

describe('createRateLimiter while Redis is unreachable', () => {
  test('when nothing listens at REDIS_URL, then limits still apply in memory', async () => {
    const gone = await startRedis();
    const client = connect(gone.url);
    await ready(client);
    await gone.stop();
    const limiter = createRateLimiter(client, SMALL);

    expect(await limiter.consume('cardCheck', { address: '198.51.100.9', card: '7300001' })).toBeUndefined();
    expect(await limiter.consume('cardCheck', { address: '198.51.100.9', card: '7300001' })).toBeUndefined();
    expect(await limiter.consume('cardCheck', { address: '198.51.100.9', card: '7300001' })).toMatchObject({ scope: 'card' });
  });
});

describe('createRateLimiter on the server\'s connection (redis-connection.ts) while Redis is slow to be read or silent', () => {
  /** Address 4, every other budget out of the way. */
  const ADDRESS_4: LimitTable = {
    ...DEFAULT_LIMITS,
    cardCheck: {
      perAddress: { points: 4, duration: 60 }, perNetwork: { points: 1000, duration: 60 }, perCard: { points: 1000, duration: 60 },
      global: { points: 100_000, duration: 1 },
    },
  };
  const serverConnection = async (url: string) => {
    const client = connectRedis(url, createLogger('silent'));
    clients.push(client);
    await ready(client);
    return client;
  };

  test('when the process is starved past the command\'s timeout while Redis\'s refusal waits unread, then the refusal is read and'
    + ' answered, not counted again in memory', async () => {
    const client = await serverConnection(redis.url);
    await client.flushall();
    const limiter = createRateLimiter(client, ADDRESS_4);
    const spend = (card: string) => limiter.consume('cardCheck', { address: '198.51.100.77', card });
    for (let i = 0; i < 4; i++) expect(await spend(`720000${i}`)).toBeUndefined();

    const asked = spend('7200009');
    // Starved, as a busy CI machine starves it: Redis answers at once, the answer waits unread past the timeout.
    for (const until = performance.now() + 400; performance.now() < until;);

    expect(await asked).toMatchObject({ scope: 'address' });
    expect(client.status).toBe('ready');
  });

  test('when Redis goes silent, then the instance spends of a budget only what Redis last said was left of it', async () => {
    const silent = await startRedis();
    try {
      const limiter = createRateLimiter(await serverConnection(silent.url), ADDRESS_4);
      const spend = (card: string) => limiter.consume('cardCheck', { address: '198.51.100.78', card });
      for (let i = 0; i < 3; i++) expect(await spend(`730000${i}`)).toBeUndefined();
      silent.signal('SIGSTOP');

      const outcomes = [];
      for (let i = 0; i < 4; i++) outcomes.push(await spend(`730001${i}`));

      expect(outcomes.map((outcome) => outcome?.scope)).toEqual([undefined, 'address', 'address', 'address']);
    } finally {
      silent.signal('SIGCONT');
      await silent.stop();
    }
  });
});
