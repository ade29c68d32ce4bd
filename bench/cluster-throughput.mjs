// npm run bench:cluster: what nginx and two more instances buy on this machine: the same page
// under the same load (50 connections, 10 s, after 2 s of warm-up), straight to one instance
// and through nginx to three (`npm run cluster`'s shape: scripts/cluster/start-cluster.mjs), in
// one run. The machine is shared, so the ratio is the figure to quote, not the absolute req/s;
// the load average is printed beside it. A failed request (status ≥ 300, a socket error) fails
// the run. It was a test of the cluster project (docs/decisions/660-cluster-throughput-is-a-benchmark.md).
import autocannon from 'autocannon';
import { startCluster } from '../scripts/cluster/start-cluster.mjs';
import { machine } from './capacity.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PAGE = '/promo/knauf2025';
/** The day the page is served on: every campaign running (docs/product.md §4), the same page every run. */
const PROMO_NOW = process.env.PROMO_NOW ?? '2025-10-15T12:00:00+03:00';

async function measure(name, base) {
  await autocannon({ url: base + PAGE, connections: CONNECTIONS, duration: 2 }); // warm-up: JIT, keep-alive pools
  const result = await autocannon({ url: base + PAGE, connections: CONNECTIONS, duration: SECONDS });
  if (result.non2xx > 0 || result.errors > 0 || result.requests.total === 0) {
    throw new Error(`${name}: ${result.requests.total} requests, ${result.non2xx} not 2xx, ${result.errors} errors`);
  }
  console.log(`  ${name}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, `
    + `p99 ${result.latency.p99} ms, ${result.requests.total} requests`);
  return result;
}

const output = [];
const cluster = await startCluster({
  // As the cluster tests start it (tests/cluster/support/test-cluster.ts): warnings only, so the load
  // measures serving rather than logging; no shedding on the event loop's delay, no warm-up before listening.
  env: { LOG_LEVEL: 'warn', PROMO_NOW, SHED_EVENT_LOOP_DELAY_MS: '60000', WARM_UP_MS: '0', SHUTDOWN_DELAY_MS: '0' },
  onLine: (name, line) => output.push(`[${name}] ${line}`),
});
try {
  console.log(`${SECONDS} s at ${CONNECTIONS} connections on ${PAGE}, ${machine()}`);
  const single = await measure('one instance direct', cluster.instances[0].url);
  const balanced = await measure('nginx + 3 instances', cluster.url);
  console.log(`  ratio cluster/one: ${(balanced.requests.average / single.requests.average).toFixed(2)}`);
} catch (error) {
  console.error(output.slice(-40).join('\n'));
  process.exitCode = 1;
  console.error(error.message);
} finally {
  await cluster.stop();
}
