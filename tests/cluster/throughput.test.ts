// What nginx and two more instances buy on this machine: the same page under the same
// load, through nginx to three instances and straight to one of them, in one run (the
// machine is shared, so the ratio is the figure to quote, not the absolute req/s).
import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestCluster, type TestCluster } from './support/test-cluster.js';

const SECONDS = 10;
const CONNECTIONS = 50;
const PAGE = '/promo/knauf2025';

let cluster: TestCluster;
beforeAll(async () => {
  cluster = await startTestCluster();
});
afterAll(() => cluster?.stop());

async function measure(base: string): Promise<autocannon.Result> {
  await autocannon({ url: base + PAGE, connections: CONNECTIONS, duration: 2 }); // warm-up: JIT, keep-alive pools
  return autocannon({ url: base + PAGE, connections: CONNECTIONS, duration: SECONDS });
}

describe('throughput of the cluster', () => {
  test('when nginx with three instances and one instance alone each take 10 s of load, then neither fails a request (req/s and their ratio printed)', async () => {
    cluster.printOutputOnFailure();
    const single = await measure(cluster.instances[0]!.url);
    const balanced = await measure(cluster.url);

    const line = (name: string, r: autocannon.Result) =>
      `${name}: ${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, ${r.requests.total} requests`;
    console.log(
      `${SECONDS} s at ${CONNECTIONS} connections on ${PAGE}\n` +
        `  ${line('one instance direct', single)}\n  ${line('nginx + 3 instances', balanced)}\n` +
        `  ratio cluster/one: ${(balanced.requests.average / single.requests.average).toFixed(2)}`,
    );
    for (const result of [single, balanced]) {
      expect({ non2xx: result.non2xx, errors: result.errors }).toEqual({ non2xx: 0, errors: 0 });
      expect(result.requests.total).toBeGreaterThan(0);
    }
  }, 120_000);
});
