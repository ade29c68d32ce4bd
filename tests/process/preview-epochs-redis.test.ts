// Supplier links' revocations (server/preview/preview-epochs.ts) on a real redis-server that
// loses everything: restarted without persistence on the same port, or FLUSHALL. A link made
// before a revocation carries epoch 0 and holds only while the campaign's epoch is 0
// (docs/decisions/022-preview-grants.md), so a revocation is lost exactly when an
// instance reads 0 again.
import { Redis } from 'ioredis';
import { afterEach, describe, expect, test } from 'vitest';
import { EPOCHS_KEY, redisEpochs, type PreviewEpochs } from '#server/preview/preview-epochs.js';
import { createLogger } from '#server/observability/log.js';
import { startRedis, type RedisProcess } from '../support/redis-server.js';

const POLL_MS = 50;
const log = createLogger('silent');
const open: PreviewEpochs[] = [];
let redis: RedisProcess | undefined;

afterEach(async () => {
  await Promise.all(open.splice(0).map((epochs) => epochs.close()));
  await redis?.stop();
});

const instance = async (url: string) => {
  const epochs = redisEpochs(url, log, POLL_MS);
  open.push(epochs);
  await epochs.refresh();
  return epochs;
};

/** Reads the hash until `campaign` holds `epoch` there (the instances' write-back); after 20 s it never will. */
async function storedEpoch(url: string, campaign: string, epoch: number): Promise<void> {
  const client = new Redis(url);
  try {
    for (const deadline = Date.now() + 20_000; Date.now() < deadline;) {
      if (Number(await client.hget(EPOCHS_KEY, campaign)) === epoch) return;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    throw new Error(`${campaign} never came back to epoch ${epoch} in Redis`);
  } finally {
    client.disconnect();
  }
}

describe('supplier links revoked while Redis keeps the epochs', () => {
  test('when Redis restarts empty after a revocation, then the running instances still refuse the old links, write the epoch back, and an instance started later refuses them too', async () => {
    redis = await startRedis();
    const { url, port } = redis;
    const [first, second] = [await instance(url), await instance(url)];
    expect(await first.revoke('knauf2025')).toBe(1);
    await second.refresh();
    expect(second.of('knauf2025')).toBe(1);

    await redis.stop();
    redis = await startRedis(port); // no persistence: the hash is gone
    await first.refresh();
    await second.refresh();

    expect(first.of('knauf2025')).toBe(1);
    expect(second.of('knauf2025')).toBe(1);
    await storedEpoch(url, 'knauf2025', 1);
    expect((await instance(url)).of('knauf2025')).toBe(1);
  });

  test('when Redis is flushed and then a campaign is revoked again, then its epoch rises above the one before the flush, not back to 1', async () => {
    redis = await startRedis();
    const epochs = await instance(redis.url);
    await epochs.revoke('rockwool25');
    await epochs.revoke('rockwool25');
    const client = new Redis(redis.url);
    await client.flushall();
    client.disconnect();

    expect(await epochs.revoke('rockwool25')).toBe(3);
    expect((await instance(redis.url)).of('rockwool25')).toBe(3);
  });
});
