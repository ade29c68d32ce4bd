// The counting rule written twice (server/experiments/count-rule.ts): the Lua script a real redis-server runs and the same rule
// in an instance's memory (the store without a Redis) count the same writes to the same results: seeded random writes of two
// experiments, visitors written again and again, conversions before their views, several days, shares and networks, with
// a network's day bound of new visitors and without one.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createExperimentCounts } from '#server/experiments/counts.js';
import type { CountWrite } from '#server/experiments/count-rule.js';
import { createLogger } from '#server/observability/log.js';
import { startRedis, type RedisProcess } from '../support/redis-server.js';

/** A seeded generator (mulberry32): the same writes every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** `count` writes over 300 visitors of two keys from 6 networks: each visitor's draw fixed, its writes repeated, a third converting. */
function writes(seed: number, count: number): CountWrite[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const days = ['2025-10-20', '2025-10-21', '2025-10-22'];
  const visitors = Array.from({ length: 300 }, (_, n) => ({
    key: `rule${seed}${n % 2 ? 'x' : 'y'}`, id: `ruleVisitor${String(n).padStart(5, '0')}`,
    version: next() < 0.5 ? 'a' as const : 'b' as const,
    share: pick([50, 20]), day: pick(days), keepS: 3600,
  }));
  return Array.from({ length: count }, () => {
    const visitor = pick(visitors);
    const converted = next() < 0.3 ? pick(days) : undefined;
    const network = pick(['198.51.100.0', '198.51.101.0', '203.0.113.0', '192.0.2.0', '2001:db8:1::', 'unknown']);
    return { ...visitor, network, converted };
  });
}

let redis: RedisProcess;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(() => redis?.stop());

describe('the counting rule, in Redis and in memory', () => {
  test.each([[0, 1], [6, 2], [2, 3]])('when a network may add %i new visitors a day (0: no bound), then the same writes give the same '
    + 'results in both', async (perNetwork, seed) => {
    const log = createLogger('silent');
    const [memory, inRedis] = [createExperimentCounts(undefined, log, perNetwork), createExperimentCounts(redis.url, log, perNetwork)];
    try {
      const sent = writes(seed, 3000);
      for (const [n, write] of sent.entries()) {
        memory.count(write);
        inRedis.count(write);
        // Several turns of the event loop, so several calls carry them.
        if (n % 97 === 0) await new Promise(setImmediate);
      }
      for (const key of new Set(sent.map((write) => write.key))) {
        const [fromMemory, fromRedis] = await Promise.all([memory.read(key), inRedis.read(key)]);
        expect(fromRedis).toEqual(fromMemory);
        // Not vacuous: visitors and conversions counted, and past a bound some not counted.
        const total = fromMemory.days.reduce((sum, day) => sum + day.a.conversions + day.b.conversions, 0);
        expect(total).toBeGreaterThan(0);
        if (perNetwork > 0) expect(fromMemory.uncounted.visitors).toBeGreaterThan(0);
        else expect(fromMemory.uncounted.visitors).toBe(0);
      }
    } finally {
      await inRedis.close();
    }
  });
});
