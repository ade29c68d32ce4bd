// What a verdict stands on, as the experiments' counting store keeps it (server/experiments/counts.ts,
// docs/decisions/1055-a-verdict-that-stands-on-networks.md): each version's conversions by the share of Б its visitor was
// drawn under, and its networks (/24, /48) with a conversion, counted once each whatever else they send; the same in a
// real redis-server (the Lua script) as in the instance's memory.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createExperimentCounts, type ExperimentCounts } from '#server/experiments/counts.js';
import type { CountWrite } from '#server/experiments/count-rule.js';
import { createLogger } from '#server/observability/log.js';
import type { Version } from '#shared/experiments/versions.js';
import { startRedis, type RedisProcess } from '../support/redis-server.js';

let redis: RedisProcess;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(() => redis.stop());

/**
 * Two shares of Б (50, then 20): at 50 % 10 visitors of each version from networks of their own, 3 converting in А and 4 in
 * Б; at 20 % 5 in Б from one network, all converting, each conversion sent twice, and 2 in А converting from one network.
 */
function writes(): CountWrite[] {
  const list: CountWrite[] = [];
  const visitor = (id: string, version: Version, share: number, network: string, converts: boolean) => {
    const write = { key: 'netsK1', id, version, share, day: '2025-10-22', network, keepS: 3600 };
    list.push(write);
    if (converts) list.push({ ...write, converted: '2025-10-23' }, { ...write, converted: '2025-10-23' });
  };
  for (let n = 0; n < 10; n += 1) {
    visitor(`a${n}`, 'a', 50, `10.0.${n}.0/24`, n < 3);
    visitor(`b${n}`, 'b', 50, `10.1.${n}.0/24`, n < 4);
  }
  for (let n = 0; n < 5; n += 1) visitor(`bb${n}`, 'b', 20, '198.51.100.0/24', true);
  for (let n = 0; n < 2; n += 1) visitor(`aa${n}`, 'a', 20, '2001:db8:7::/48', true);
  return list;
}

const counted = async (counts: ExperimentCounts) => {
  for (const write of writes()) counts.count(write);
  // A read refused while the store connects is asked again: the event waited for is the store's answer.
  let results: Awaited<ReturnType<ExperimentCounts['read']>> | undefined;
  await expect.poll(async () => (results = await counts.read('netsK1').catch(() => undefined)) !== undefined).toBe(true);
  await counts.close();
  return results!;
};

test('when visitors convert under two shares, some networks converting many times, then each share\'s conversions and each version\'s converting networks are kept, in Redis as in memory', async () => {
  const inRedis = await counted(createExperimentCounts(redis.url, createLogger('silent')));
  const inMemory = await counted(createExperimentCounts(undefined, createLogger('silent')));
  expect(inRedis.converted).toEqual([{ share: 20, a: 2, b: 5 }, { share: 50, a: 3, b: 4 }]);
  expect(inRedis.drawn).toEqual([{ share: 20, a: 2, b: 5 }, { share: 50, a: 10, b: 10 }]);
  expect(inRedis.converting).toEqual({ a: 4, b: 5 });
  expect(inRedis.busiest).toEqual({ a: { visitors: 2, conversions: 2 }, b: { visitors: 5, conversions: 5 } });
  expect(inMemory).toEqual(inRedis);
});
