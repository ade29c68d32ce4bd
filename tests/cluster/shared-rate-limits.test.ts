// Rate limits counted in Redis are one count for the whole cluster: nginx spreads a
// visitor's card lookups over the three instances, and still the lookup past the
// per-card limit (CARD_LOOKUPS_PER_CARD per window) is refused, whichever instance receives it.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEFAULT_LIMITS } from '#server/rate-limit/limits.js';
import { readAccessLog } from './support/access-log.js';
import { startTestCluster, type TestCluster } from './support/test-cluster.js';

const PER_CARD_LIMIT = DEFAULT_LIMITS.cardCheck.perCard.points;
const lookup = (card: string) => `/api/v2/promo/check/knauf2025/${card}/`;

let cluster: TestCluster;
beforeAll(async () => {
  cluster = await startTestCluster();
});
afterAll(() => cluster?.stop());

describe('card lookups through nginx', () => {
  test('when one card is looked up once past its budget across three instances, then the budget passes and the next is 429 with Retry-After, and another card still passes', async () => {
    cluster.printOutputOnFailure();
    const answers = [];
    for (let i = 0; i <= PER_CARD_LIMIT; i++) answers.push(await fetch(cluster.url + lookup('7000002')));
    const refused = answers.at(-1)!;
    const other = await fetch(cluster.url + lookup('7000004'));

    expect(answers.map((a) => a.status)).toEqual([...Array<number>(PER_CARD_LIMIT).fill(200), 429]);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^Слишком много запросов, попробуйте через \d+ мин\.$/);
    expect(other.status).toBe(200);
    // Round robin: the lookups went to every instance, so no single instance saw 11.
    const servedBy = new Set(
      readAccessLog(cluster.nginx.accessLog).filter((e) => e.path === lookup('7xxxxxx')).map((e) => e.upstreams.at(-1)),
    );
    expect(servedBy.size).toBe(3);
  });

  test('when a card number went through nginx, then its access log holds none', async () => {
    await (await fetch(cluster.url + lookup('7000006'))).body?.cancel();

    const log = readFileSync(cluster.nginx.accessLog, 'utf8');
    expect(log).toContain(lookup('7xxxxxx'));
    // Every line but its request id (nginx's random hex, `id=` at the end).
    expect(log.replaceAll(/ id=[0-9a-f]{32}$/gm, '')).not.toMatch(/7\d{6}/);
  });
});
