// npm run bench:cluster: what nginx and its page cache buy on this machine: the same page under the same load
// (50 connections, 10 s, after 2 s of warm-up), straight to one instance, and through nginx to three
// (`npm run cluster`'s shape: scripts/cluster/start-cluster.mjs) with the edge's page cache switched off and on
// (docs/decisions/741-pages-served-by-the-edge.md), in one run, the two nginx rounds alternating ROUNDS times.
// Each row: pages a second, and the CPU per page of every process serving it (nginx's master and workers, the
// instances, the demo upstream, Redis; not the load generator), read from /proc before and after. The machine is
// shared, so the ratios are the figures to quote, not the absolute req/s; the load average is printed beside them.
// A failed request (status ≥ 300, a socket error) fails the run, and so does a cache that answered none of the pages
// it should have (nginx's access line's cache=).
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import autocannon from 'autocannon';
import { startCluster } from '../scripts/cluster/start-cluster.mjs';
import { startNginx } from '../scripts/cluster/nginx.mjs';
import { stopProcess } from '../scripts/cluster/child-process.mjs';
import { machine } from './capacity.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const PAGE = '/promo/knauf2025';
/** The day the page is served on: every campaign running (docs/product.md §4), the same page every run. */
const PROMO_NOW = process.env.PROMO_NOW ?? '2025-10-15T12:00:00+03:00';
/** Linux's clock ticks a second (`getconf CLK_TCK`), the unit of /proc/<pid>/stat's CPU times. */
const TICKS = 100;

/** The fields of /proc/<pid>/stat after the process's name (its state first), none once it is gone. */
function statOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  } catch {
    return [];
  }
}

/** A process's CPU seconds so far (user and system), 0 once it is gone. */
function cpuOf(pid) {
  const [utime = 0, stime = 0] = statOf(pid).slice(11, 13);
  return (Number(utime) + Number(stime)) / TICKS;
}

/** `pid` and its children (nginx's workers), read when asked: a worker restarted meanwhile is counted too. */
const withChildren = (pid) =>
  [pid, ...readdirSync('/proc').filter((entry) => /^\d+$/.test(entry) && statOf(entry)[1] === String(pid)).map(Number)];

/** The CPU seconds of every serving process now, `nginx` (its master's pid) with its workers. */
const servingCpu = (pids, nginx) => [...pids, ...(nginx ? withChildren(nginx) : [])].reduce((sum, pid) => sum + cpuOf(pid), 0);

/** Lines of nginx's access log from `from` on, by what its page cache did (cache=). */
function cacheStatuses(accessLog, from) {
  const counts = {};
  for (const line of readFileSync(accessLog, 'utf8').slice(from).split('\n').filter(Boolean)) {
    const status = / cache=(\S+) /.exec(line)?.[1] ?? '?';
    counts[status] = (counts[status] ?? 0) + 1;
  }
  return counts;
}

async function measure(name, base, pids, nginx) {
  await autocannon({ url: base + PAGE, connections: CONNECTIONS, duration: 2 }); // warm-up: JIT, keep-alive pools, the cache
  const logFrom = nginx ? readFileSync(nginx.accessLog, 'utf8').length : 0;
  const cpuBefore = servingCpu(pids, nginx?.pid);
  const result = await autocannon({ url: base + PAGE, connections: CONNECTIONS, duration: SECONDS });
  const cpu = servingCpu(pids, nginx?.pid) - cpuBefore;
  if (result.non2xx > 0 || result.errors > 0 || result.requests.total === 0) {
    throw new Error(`${name}: ${result.requests.total} requests, ${result.non2xx} not 2xx, ${result.errors} errors`);
  }
  const pages = result.requests.total;
  const cache = nginx ? cacheStatuses(nginx.accessLog, logFrom) : {};
  const row = { name, perSecond: pages / SECONDS, cpuMs: (cpu * 1000) / pages, cache };
  console.log(`  ${name}: ${Math.round(row.perSecond)} pages/s, ${row.cpuMs.toFixed(3)} ms CPU/page, `
    + `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${pages} pages${nginx ? ` cache ${JSON.stringify(row.cache)}` : ''}`);
  return row;
}

const output = [];
const onLine = (name, line) => output.push(`[${name}] ${line}`);
const cluster = await startCluster({
  // As the cluster tests start it (tests/cluster/support/test-cluster.ts): warnings only, so the load
  // measures serving rather than logging; no shedding on the event loop's delay, no warm-up before listening.
  env: { LOG_LEVEL: 'warn', PROMO_NOW, SHED_EVENT_LOOP_DELAY_MS: '60000', WARM_UP_MS: '0', SHUTDOWN_DELAY_MS: '0' },
  onLine,
});
// A second nginx in front of the same instances, its page cache off: both shapes in one run, on the same instances.
const uncached = await startNginx({ servers: cluster.instances.map((i) => `127.0.0.1:${i.port}`), pageCache: false, onLine });
const behind = [...cluster.instances, cluster.upstream, cluster.redis].map((part) => part.pid);
try {
  console.log(`${SECONDS} s at ${CONNECTIONS} connections on ${PAGE}, ${ROUNDS} rounds, ${machine()}`);
  const single = await measure('one instance direct', cluster.instances[0].url, behind);
  const rows = { off: [], on: [] };
  for (let round = 0; round < ROUNDS; round += 1) {
    rows.off.push(await measure('nginx + 3 instances, no page cache', uncached.url, behind, uncached));
    const cached = await measure('nginx + 3 instances, page cache', cluster.url, behind, cluster.nginx);
    if (!((cached.cache.HIT ?? 0) > cached.perSecond * SECONDS * 0.9)) throw new Error('the page cache answered too few pages');
    rows.on.push(cached);
  }
  const mean = (list, key) => list.reduce((sum, row) => sum + row[key], 0) / list.length;
  const [off, on] = [rows.off, rows.on].map((list) => ({ perSecond: mean(list, 'perSecond'), cpuMs: mean(list, 'cpuMs') }));
  console.log(`  ratio nginx + 3 without a page cache / one instance: ${(off.perSecond / single.perSecond).toFixed(2)} pages/s`);
  console.log(`  ratio page cache on / off: ${(on.perSecond / off.perSecond).toFixed(2)} pages/s, `
    + `${(on.cpuMs / off.cpuMs).toFixed(2)} CPU/page (means of ${ROUNDS} alternating rounds)`);
} catch (error) {
  console.error(output.slice(-40).join('\n'));
  process.exitCode = 1;
  console.error(error.message);
} finally {
  await stopProcess(uncached);
  rmSync(uncached.prefix, { recursive: true, force: true });
  await cluster.stop();
}
