// A visitor limit changed by configuration alone: the cluster (nginx, three instances, one
// Redis) started with CARD_LOOKUPS_PER_CARD below its default refuses a card's lookups at
// the new number, whichever instance answers (docs/decisions/220-rate-limits-on-rate-limiter-flexible.md).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEFAULT_LIMITS } from '#server/rate-limit/limits.js';
import { startTestCluster, type TestCluster } from './support/test-cluster.js';

/** Lower than the default, so the refusal can only come from the setting. */
const CONFIGURED = Math.max(1, Math.floor(DEFAULT_LIMITS.cardCheck.perCard.points / 3));
const lookup = (card: string) => `/api/v2/promo/check/knauf2025/${card}/`;

let cluster: TestCluster;
beforeAll(async () => {
  cluster = await startTestCluster({ CARD_LOOKUPS_PER_CARD: String(CONFIGURED) });
});
afterAll(() => cluster?.stop());

describe('CARD_LOOKUPS_PER_CARD set for the cluster', () => {
  test('when one card is looked up once past the configured number through nginx, then that lookup is 429 and another card passes', async () => {
    cluster.printOutputOnFailure();
    expect(CONFIGURED).toBeLessThan(DEFAULT_LIMITS.cardCheck.perCard.points);
    const statuses = [];
    for (let i = 0; i <= CONFIGURED; i++) {
      const res = await fetch(cluster.url + lookup('7000002'));
      await res.body?.cancel();
      statuses.push(res.status);
    }
    const other = await fetch(cluster.url + lookup('7000004'));
    await other.body?.cancel();

    expect(statuses).toEqual([...Array<number>(CONFIGURED).fill(200), 429]);
    expect(other.status).toBe(200);
  });
});
