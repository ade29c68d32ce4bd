// The faults an operator's cluster meets, replayed on the shipped shape under steady load
// (`npm run build:fixture && node bench/fault-runs.mjs`): nginx from deploy/nginx.conf behind a
// balancer on loopback (its X-Forwarded-For names each visitor), three instances with their rate
// limits in Redis (with a password), the demo upstream behind a fault proxy of this script's own.
// Load, the whole run: FAULT_PAGES_PER_S pages (100; each from one of 4,096 addresses) and
// FAULT_CHECKS_PER_S card checks (5; the script's check and the no-JS `?card=` form in turn, each
// a fresh card from a fresh /24). The phases, one after another:
//   kill -9 of an instance, started again 5 s later; SIGTERM of one, started again once it exits;
//   a rolling restart (each in turn: SIGTERM, started again, ready); Redis stopped for 10 s and
//   started again (same port and password, empty); the upstream slow (3 s a call), answering 500,
//   refusing connections (10 s each); one instance stalled (SIGSTOP) 6 s; every instance stalled
//   8 s (nginx answers 504: each must leave a line in an instance's log); every instance restarted
//   at once; a starved host (FAULT_BUSY_LOOPS busy loops, 24, at FAULT_STARVED_PAGES_PER_S, 300);
//   refusals (one address past nginx's burst with `?card=`, one card past its per-card limit).
// Prints, per phase, the pages and card checks sent and lost (any answer but 200 from the cluster;
// a card check refused by its limit or answered with the upstream's failure is counted apart, as
// said), and at the end the log grep: lines of nginx's access and error logs and of every process
// that hold a card number used, the access lines that name an error page instead of the page
// asked, and the 504s that no instance logged. Asserts nothing; the load average is printed with
// each phase (the machine may be shared).
import http from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, setPriority, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startProcess, stopProcess } from '../scripts/cluster/child-process.mjs';
import { startCluster } from '../scripts/cluster/start-cluster.mjs';
import { startBusyLoops } from '../scripts/lighthouse/busy-loops.mjs';

const BASE_PORT = Number(process.env.FAULT_PORT ?? 18600);
const PAGES_PER_S = Number(process.env.FAULT_PAGES_PER_S ?? 100);
const CHECKS_PER_S = Number(process.env.FAULT_CHECKS_PER_S ?? 5);
const BUSY_LOOPS = Number(process.env.FAULT_BUSY_LOOPS ?? 24);
const STARVED_PAGES_PER_S = Number(process.env.FAULT_STARVED_PAGES_PER_S ?? 300);
const ONLY = process.env.FAULT_ONLY?.split(',');
const PAGES = ['/promo/knauf2025', '/promo/rockwool25', '/promo/law', '/promo/'];
const load = () => loadavg().map((n) => n.toFixed(1)).join(' ');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// The fault proxy between the instances and the demo upstream (port +1 of nginx's: start-cluster.mjs's portsFrom).
const upstreamPort = BASE_PORT + 1;
let upstreamFault = 'none';
const proxy = http.createServer((req, res) => {
  if (upstreamFault === '500') return res.writeHead(500, { 'content-type': 'application/json' }).end('{"message":"Internal error"}');
  const target = { host: '127.0.0.1', port: upstreamPort, path: req.url, method: req.method, headers: req.headers };
  const pass = () => req.pipe(http.request(target, (answer) => (res.writeHead(answer.statusCode, answer.headers), answer.pipe(res)))
    .on('error', () => res.destroy()));
  if (upstreamFault === 'slow') setTimeout(pass, 3000);
  else pass();
});
const proxyPort = BASE_PORT + 5;
const listenProxy = () => new Promise((resolve) => proxy.listen(proxyPort, '127.0.0.1', resolve));
await listenProxy();

const lines = [];
const listened = [];
/** Called once at the next instance's «listening on» line. */
let onNextListen;
const onLine = (name, line) => {
  lines.push(`[${name}] ${line}`);
  if (!/"msg":"listening on /.test(line)) return;
  listened.push({ name, at: Date.now() });
  onNextListen?.();
  onNextListen = undefined;
};
const cluster = await startCluster({
  port: BASE_PORT,
  env: { LOG_LEVEL: 'info', PROMO_NOW: '2025-10-15T12:00:00+03:00', UPSTREAM_URL: `http://127.0.0.1:${proxyPort}` },
  nginx: { realIpFrom: '127.0.0.1' },
  onLine,
});
/** Starts instance `i` (from 0) again on its ports, as a restarted Pod. */
const restart = (i) => cluster.restart(i);

// The load: every answer counted by phase, kind and status.
let phase = 'warm';
const tally = new Map();
const count = (kind, status) => {
  const key = `${phase}\t${kind}`;
  const statuses = tally.get(key) ?? {};
  statuses[status] = (statuses[status] ?? 0) + 1;
  tally.set(key, statuses);
};
const cards = new Set();
async function ask(kind, url, address) {
  try {
    const res = await fetch(cluster.url + url, { headers: { 'x-forwarded-for': address }, signal: AbortSignal.timeout(30_000) });
    await res.arrayBuffer();
    count(kind, res.status);
  } catch (error) {
    count(kind, error?.cause?.code ?? error?.name ?? 'error');
  }
}
let pagesPerS = PAGES_PER_S;
let sent = 0;
let checks = 0;
// The pages due since the last tick, not a fixed count per tick: a tick that comes late (a busy host) sends what it owes.
let lastTick = performance.now();
let owed = 0;
const pacer = setInterval(() => {
  const now = performance.now();
  owed += ((now - lastTick) / 1000) * pagesPerS;
  lastTick = now;
  for (; owed >= 1; owed--, sent++) {
    void ask('page', PAGES[sent % PAGES.length], `10.${(sent >> 8) & 15}.${sent & 255}.1`);
  }
  if (Math.random() < CHECKS_PER_S / 100) {
    const n = checks++;
    const card = String(7_100_000 + 2 * n);
    cards.add(card);
    const address = `172.${16 + (n % 16)}.${(n >> 4) & 255}.9`;
    void ask(n % 2 ? 'form' : 'check', n % 2 ? `/promo/knauf2025?card=${card}` : `/api/v2/promo/check/knauf2025/${card}/`, address);
  }
}, 10);

async function run(name, body) {
  if (ONLY && !ONLY.includes(name)) return;
  phase = name;
  const loadBefore = load();
  const started = Date.now();
  const notes = (await body()) ?? '';
  await sleep(3000); // the phase's last requests answered before the next begins
  console.log(`${name}: ${((Date.now() - started) / 1000).toFixed(0)} s, load ${loadBefore} → ${load()}${notes ? `; ${notes}` : ''}`);
}

await sleep(3000);
await run('baseline', () => sleep(10_000));
await run('kill -9', async () => {
  await stopProcess(cluster.instances[0], { signal: 'SIGKILL' });
  await sleep(5000);
  await restart(0);
  await sleep(5000);
});
await run('SIGTERM', async () => {
  await stopProcess(cluster.instances[1], { timeoutMs: 60_000 });
  await restart(1);
  await sleep(5000);
});
await run('rolling restart', async () => {
  for (let i = 0; i < cluster.instances.length; i++) {
    await stopProcess(cluster.instances[i], { timeoutMs: 60_000 });
    await restart(i);
  }
});
await run('Redis stop and restart', async () => {
  const { port, password } = new URL(cluster.redis.url);
  await stopProcess(cluster.redis);
  await sleep(10_000);
  const dir = mkdtempSync(path.join(tmpdir(), 'promo-redis-'));
  cluster.redis = {
    ...(await startProcess({
      name: 'redis', command: 'redis-server', onLine, readyLine: /Ready to accept connections/,
      args: ['--port', port, '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, '--requirepass', password],
    })),
    dir, url: cluster.redis.url,
  };
  await sleep(10_000);
});
for (const fault of ['slow', '500']) {
  await run(`upstream ${fault}`, async () => {
    upstreamFault = fault;
    await sleep(10_000);
    upstreamFault = 'none';
  });
}
await run('upstream refused', async () => {
  await new Promise((resolve) => (proxy.close(resolve), proxy.closeAllConnections()));
  await sleep(10_000);
  await listenProxy();
});
await run('one instance stalled 6 s', async () => {
  process.kill(cluster.instances[2].pid, 'SIGSTOP');
  await sleep(6000);
  process.kill(cluster.instances[2].pid, 'SIGCONT');
});
await run('every instance stalled 8 s', async () => {
  for (const instance of cluster.instances) process.kill(instance.pid, 'SIGSTOP');
  await sleep(8000);
  for (const instance of cluster.instances) process.kill(instance.pid, 'SIGCONT');
  await sleep(5000);
});
await run('every instance restarted at once', async () => {
  const stopped = Date.now();
  listened.length = 0;
  // From the first instance's «listening on» the answers are counted apart: the finding's 504s came after it.
  onNextListen = () => (phase = 'every instance restarted at once, after the first listened');
  await Promise.all(cluster.instances.map((instance) => stopProcess(instance, { signal: 'SIGKILL' })));
  await Promise.all(cluster.instances.map((_, i) => restart(i)));
  await sleep(10_000);
  const at = listened.map((l) => ((l.at - stopped) / 1000).toFixed(1)).join(', ');
  return `killed at once; they listened ${at} s after the kill`;
});
await run('starved host', async () => {
  const stop = startBusyLoops(BUSY_LOOPS);
  // The load itself ahead of the loops (they and every part of the cluster were started at the default priority):
  // a starved load generator would send a fraction of the pages and measure itself.
  setPriority(-10);
  // Pages as bench/soak.mjs's busy host sends them: 50 connections, at most STARVED_PAGES_PER_S a second in all.
  pagesPerS = 0;
  let n = 0;
  const result = await autocannon({
    url: cluster.url, connections: 50, overallRate: STARVED_PAGES_PER_S, duration: 30, timeout: 30,
    requests: [{
      setupRequest: (req) => {
        const address = `10.${(n >> 8) & 15}.${n & 255}.1`;
        return { ...req, path: PAGES[n++ % PAGES.length], headers: { 'x-forwarded-for': address } };
      },
    }],
  });
  pagesPerS = PAGES_PER_S;
  stop();
  setPriority(0);
  for (const [status, { count: times }] of Object.entries(result.statusCodeStats ?? {})) {
    for (let i = 0; i < times; i++) count('page', status);
  }
  for (let i = 0; i < result.errors; i++) count('page', 'error');
  return `${BUSY_LOOPS} busy loops; ${result.requests.total} pages at 50 connections (${(result.requests.total / 30).toFixed(0)}/s of `
    + `${STARVED_PAGES_PER_S}/s asked), ${result.errors} errors of which ${result.timeouts} timeouts, p99 ${result.latency.p99} ms`;
});
await run('refusals', async () => {
  const card = '7999990';
  cards.add(card);
  await Promise.all(Array.from({ length: 250 }, () => ask('refused at the edge', `/promo/knauf2025?card=${card}`, '203.0.113.7')));
  for (let i = 0; i < 12; i++) await ask('one card past its limit', `/api/v2/promo/check/knauf2025/${card}/`, `198.51.100.${i + 1}`);
});
clearInterval(pacer);
await sleep(5000);

console.log('\nphase | kind | answers by status');
for (const [key, statuses] of tally) if (!key.startsWith('warm')) console.log(`${key.replace('\t', ' | ')} | ${JSON.stringify(statuses)}`);

const logs = {
  access: readFileSync(cluster.nginx.accessLog, 'utf8').split('\n').filter(Boolean),
  error: readFileSync(cluster.nginx.errorLog, 'utf8').split('\n').filter(Boolean),
  processes: lines,
};
// The access line's id= (nginx's random hex) left out: a run of its digits could spell a card by chance.
const holding = (line) => [...cards].some((card) => line.replace(/ id=[0-9a-f]{32}$/, '').includes(card));
const held = Object.fromEntries(Object.entries(logs).map(([name, all]) => [name, all.filter(holding).length]));
const sizes = Object.fromEntries(Object.entries(logs).map(([name, all]) => [name, all.length]));
console.log(`\nlines holding one of the ${cards.size} card numbers used: ${JSON.stringify(held)} (of ${JSON.stringify(sizes)})`);
for (const [name, all] of Object.entries(logs)) {
  for (const line of all.filter(holding).slice(0, 3)) console.log(`  ${name}: ${line.slice(0, 300)}`);
}
const errorPages = logs.access.filter((line) => !/ error_page=- /.test(line));
console.log(`access lines with an error page: ${errorPages.length}; of them naming /__edge-… as the page asked: `
  + `${errorPages.filter((line) => /"[A-Z]+ \/__edge-/.test(line)).length}`);
const appIds = new Set(lines.map((line) => /"requestId":"([^"]+)"/.exec(line)?.[1]).filter(Boolean));
const edge504 = logs.access.filter((line) => /" 504 /.test(line));
const unlogged = edge504.filter((line) => !appIds.has(/ id=([0-9a-f]{32})$/.exec(line)?.[1]));
const byPage = {};
for (const line of edge504) {
  const page = /"[A-Z]+ ([^"]*)"/.exec(line)?.[1];
  byPage[page] = (byPage[page] ?? 0) + 1;
}
console.log(`nginx's 504s: ${edge504.length} ${JSON.stringify(byPage)}; with no instance line of their request id: ${unlogged.length}`);
for (const line of unlogged.slice(0, 3)) console.log(`  ${line}`);

const redis = cluster.redis;
await cluster.stop();
await stopProcess(redis);
rmSync(redis.dir, { recursive: true, force: true });
proxy.close();
