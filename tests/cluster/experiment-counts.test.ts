// The experiments' counts through the shipped shape (scripts/cluster/start-cluster.mjs: nginx, three instances sharing
// one EXPERIMENT_SECRET, the limits' Redis and the experiments' own), on the tests' content's headline test of knauf2025
// (tests/support/experiments.ts), with faults: an instance killed (kill -9) and started again, the experiments' Redis
// silent while visitors view and check their cards, and a rolling restart (each instance stopped with SIGTERM and started
// again in turn while visitors come), the first stop during the silence.
// Counted against sent: every visitor drawn (a page answered with its draw) and every conversion (its card check answered)
// once, in its version (docs/decisions/700-experiments-counted-where-they-happen.md).
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { stopProcess } from '../../scripts/cluster/start-cluster.mjs';
import { resultsOf } from '#server/experiments/counts.js';
import { FIXTURE_CONTENT_DIR } from '../support/content.js';
import { EXPERIMENT_DAY, FIXTURE_EXPERIMENT } from '../support/experiments.js';
import { startTestCluster, type TestCluster } from './support/test-cluster.js';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

let cluster: TestCluster;
beforeAll(async () => {
  // The card checks all come from loopback through nginx: no limits, this test counts.
  cluster = await startTestCluster({ CONTENT_DIR: FIXTURE_CONTENT_DIR, PROMO_NOW: EXPERIMENT_DAY, RATE_LIMITS: 'off' });
});
afterAll(() => cluster?.stop());

/** What the visitors were shown and had answered, per version: the counts the store must hold. */
const sent = { a: { visitors: 0, conversions: 0 }, b: { visitors: 0, conversions: 0 } };
let came = 0;

/** A fresh visitor through nginx: its page (a draw), and a card check for every other one. */
async function visit(): Promise<void> {
  came += 1;
  const page = await fetch(`${cluster.url}/promo/knauf2025`, { headers: { 'user-agent': BROWSER } });
  await page.arrayBuffer();
  const cookie = page.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  const version = /promo_ab=[^;]*~([ab])~/.exec(cookie)?.[1] as 'a' | 'b' | undefined;
  if (page.status !== 200 || !version) throw new Error(`the page answered ${page.status} without a draw`);
  sent[version].visitors += 1;
  if (came % 2) return;
  const check = await fetch(`${cluster.url}/api/v2/promo/check/knauf2025/${7_100_000 + 2 * came}/`, {
    headers: { 'user-agent': BROWSER, cookie, 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' },
  });
  await check.arrayBuffer();
  if (check.status === 200) sent[version].conversions += 1;
}
const visits = async (count: number) => {
  for (let n = 0; n < count; n += 1) await visit();
};

/** The experiment's totals as the experiments' Redis holds them, over its days. */
async function held() {
  const store = new Redis(cluster.experimentsRedis.url);
  try {
    const { days } = resultsOf(await store.hgetall(`promo:x:${FIXTURE_EXPERIMENT.key}:totals`));
    const total = (v: 'a' | 'b') => ({
      visitors: days.reduce((sum, day) => sum + day[v].visitors, 0), conversions: days.reduce((sum, day) => sum + day[v].conversions, 0),
    });
    return { a: total('a'), b: total('b') };
  } finally {
    store.disconnect();
  }
}

describe('the experiments\' counts through the cluster', () => {
  test('when an instance is killed, the experiments\' Redis is silent while visitors come and an instance stops, and every instance '
    + 'restarts in turn under traffic, then every visitor and conversion sent is counted once', async () => {
    cluster.printOutputOnFailure();
    await visits(20);
    await expect.poll(held, { timeout: 15_000 }).toEqual(sent);
    // kill -9 of an instance, started again: its visitors' cookies verify on every instance, nothing counts twice.
    await stopProcess(cluster.instances[0]!, { signal: 'SIGKILL' });
    await cluster.restart(0);
    await visits(20);
    // A rolling restart, each instance in turn stopped (SIGTERM, its requests drained) and started again while visitors come,
    // the first of them while the experiments' Redis is silent: counts held by the instances, the stopping one trying within
    // its grace.
    const before = came;
    const startedAgain = async (index: number) => {
      const starting = visits(5);
      await cluster.restart(index);
      await starting;
    };
    cluster.experimentsRedis.child.kill('SIGSTOP');
    await visits(20);
    const stopped = stopProcess(cluster.instances[1]!, { timeoutMs: 60_000 });
    await visits(10);
    cluster.experimentsRedis.child.kill('SIGCONT');
    expect(await stopped).toEqual({ code: 0, signal: null });
    await startedAgain(1);
    for (const index of [2, 0]) {
      const stopping = visits(5);
      expect(await stopProcess(cluster.instances[index]!, { timeoutMs: 60_000 })).toEqual({ code: 0, signal: null });
      await stopping;
      await startedAgain(index);
    }
    await expect.poll(held, { timeout: 30_000 }).toEqual(sent);
    console.info(`experiment counts through the cluster (${came - before} visitors during the rolling restart and the outage): `
      + `sent ${JSON.stringify(sent)}, held ${JSON.stringify(await held())}`);
  }, 240_000);
});
