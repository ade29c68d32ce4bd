// npm run bench:soak (docs/performance.md says what each phase and figure is): the production server alone under a
// flood of SOAK_CONNECTIONS beside real card forms, /healthz probed (bench/health-probe.mjs) and its RSS read; then the
// shipped shape (scripts/cluster/start-cluster.mjs: nginx from deploy/nginx.conf behind a balancer on loopback whose
// X-Forwarded-For names each visitor and attacker, three instances with their rate limits on, Redis with a password)
// under the attacker mix (bench/attack-mix.mjs), and as a busy host with two busy loops beside it (`yes > /dev/null`).
// SOAK_ROOT runs another built checkout's dist/ and deploy/nginx.conf (to compare an older build:
// `SOAK_ROOT=/path/to/old SOAK_SERVER_PARAMETERS='max_fails=3 fail_timeout=5s'`, the upstream parameters its
// scripts/cluster/nginx.mjs gave). The load average is printed with each figure: the machine may be shared.
// Prints the figures; asserts nothing (the mechanisms' tests are in tests/process/ and tests/slow/).
import { closeSync, openSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { execFile, spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { freePort } from '../scripts/cluster/free-port.mjs';
import { stopProcess } from '../scripts/cluster/child-process.mjs';
import { startCluster } from '../scripts/cluster/start-cluster.mjs';
import { attackMix, counted, statusCounts } from './attack-mix.mjs';
import { POD_LIMIT_MB } from './images.mjs';
import { memoryMb, onCore, start, started } from './processes.mjs';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 1000);
const FORM_CONNECTIONS = Number(process.env.SOAK_FORM_CONNECTIONS ?? 10);
const FLOOD = process.env.SOAK_FLOOD ?? 'pages';
const ATTACK_SECONDS = Number(process.env.SOAK_ATTACK_SECONDS ?? 30);
const BUSY_SECONDS = Number(process.env.SOAK_BUSY_SECONDS ?? 180);
const BUSY_RATE = Number(process.env.SOAK_BUSY_RATE ?? 300);
const ROOT = path.resolve(process.env.SOAK_ROOT ?? path.join(import.meta.dirname, '..'));
const SERVER_PARAMETERS = process.env.SOAK_SERVER_PARAMETERS;
const PAGE = '/promo/knauf2025';
/** A running day of knauf2025, so its card form is open. */
const RUNNING_DAY = '2025-10-15T12:00:00+03:00';

const rssMb = (pid) => memoryMb(pid, 'VmRSS');
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** /healthz probed by bench/health-probe.mjs on the other core, for `forMs`. */
function probeHealth(url, forMs) {
  const [command, argv] = onCore(0, ['bench/health-probe.mjs', url, '100', String(forMs)]);
  return new Promise((resolve, reject) => {
    execFile(command, argv, { maxBuffer: 1 << 24 }, (error, stdout) => (error ? reject(error) : resolve(JSON.parse(stdout))));
  });
}

const load = () => `load average ${loadavg().map((value) => value.toFixed(1)).join(' ')}`;

/** The shipped shape with its rate limits on, nginx behind a balancer on loopback (its realip lines). */
function shippedShape() {
  return startCluster({
    root: ROOT, instances: 3,
    env: { RATE_LIMITS: 'on', LOG_LEVEL: 'warn', PROMO_NOW: RUNNING_DAY, SHUTDOWN_DELAY_MS: '0', UPSTREAM_CACHE_TTL_MS: '600000' },
    nginx: { realIpFrom: '127.0.0.1', ...(SERVER_PARAMETERS && { serverParameters: SERVER_PARAMETERS }) },
    onLine: (name, line) => /error|fatal/i.test(line) && console.error(`[${name}] ${line}`),
  });
}

/** nginx's access log: each line's status, and how many lines name more than one instance tried. */
function nginxFigures(nginx) {
  const lines = readFileSync(nginx.accessLog, 'utf8').split('\n').filter(Boolean);
  const statuses = {};
  for (const line of lines) counted(statuses, /" (\d{3}) /.exec(line)?.[1] ?? '?');
  const retried = lines.filter((line) => /upstream=\S+, /.test(line)).length;
  const noLiveUpstreams = readFileSync(nginx.errorLog, 'utf8').split('no live upstreams').length - 1;
  return { lines: lines.length, statuses, retried, noLiveUpstreams };
}

/** The attacker mix beside real visitors through nginx in front of three instances; prints what the visitors got. */
async function attackPhase() {
  const cluster = await shippedShape();
  const { port } = new URL(cluster.url);
  await (await fetch(cluster.url + PAGE)).text();
  const rssStart = cluster.instances.map((instance) => rssMb(instance.pid));
  const loadBefore = load();
  const mix = await attackMix({ base: cluster.url, port: Number(port), upstreamUrl: cluster.upstream.url, page: PAGE,
    seconds: ATTACK_SECONDS });
  const peaks = cluster.instances.map((instance) => memoryMb(instance.pid, 'VmHWM'));
  const edge = nginxFigures(cluster.nginx);
  const share = ({ tried, answered }) => `${answered}/${tried} (${((100 * answered) / Math.max(1, tried)).toFixed(1)} %)`;
  console.log(`\nattacker mix through nginx + 3 instances + Redis (password), ${ATTACK_SECONDS} s (${loadBefore} before, ${load()} after), `
    + `${ROOT}: unique-photo flood (100 conn., one address) ${mix.photoFlood.requests} requests `
    + `${JSON.stringify(mix.photoFlood.statuses)}, ${mix.photoFlood.errors} errors; `
    + `silent sockets (${process.env.SILENT_SOCKETS ?? 2000} from one address, to nginx) `
    + `${mix.silent.opened} opened, ${mix.silent.dropped} dropped; `
    + `many-address lookups (50 conn., a fresh /24 each) ${mix.lookups.requests} requests `
    + `${JSON.stringify(mix.lookups.statuses)}, ${mix.lookups.errors} errors (${mix.lookups.timeouts} timeouts), `
    + `${mix.lookups.passedPerSecond.toFixed(0)} answered a second; `
    + `page-per-block lookups (${process.env.PAGE_ATTACKERS ?? 50} at once, a page then lookups per fresh /24 of ten /16s) `
    + `pages ${JSON.stringify(mix.pageAttack.pages)}, lookups ${JSON.stringify(mix.pageAttack.statuses)}, `
    + `${mix.pageAttack.passedPerSecond.toFixed(0)} answered a second`);
  console.log(`real visitors (page, two of its photos, card check): pages answered ${share(mix.tally.pages)} (goal ≥ 99 %), `
    + `photos real ${share(mix.tally.photos)} (goal ≥ 99 %; the others: ${JSON.stringify(mix.tally.photos.not)}), `
    + `card checks answered ${share(mix.tally.checks)} `
    + `(the others: ${JSON.stringify(mix.tally.checks.not)}); `
    + `without script (page, its noscript picture, card form): card forms answered ${share(mix.tally.forms)} `
    + `(the others: ${JSON.stringify(mix.tally.forms.not)}); `
    + `requests that failed: ${JSON.stringify(mix.tally.failures)}`);
  console.log(`nginx: ${edge.lines} requests ${JSON.stringify(edge.statuses)}, ${edge.retried} tried on a second instance, `
    + `«no live upstreams» ${edge.noLiveUpstreams}; instances' RSS ${rssStart.map((mb) => mb.toFixed(0)).join('/')} MB before, `
    + `peak ${peaks.map((mb) => mb.toFixed(0)).join('/')} MB (of the Pod's ${POD_LIMIT_MB} Mi)`);
  await cluster.stop();
}

/** Pages at BUSY_RATE a second through nginx to three instances, two busy loops beside; prints what nginx answered. */
async function busyPhase() {
  const cluster = await shippedShape();
  await (await fetch(cluster.url + PAGE)).text();
  const devNull = openSync('/dev/null', 'w');
  const loops = [0, 1].map(() => spawn('yes', { stdio: ['ignore', devNull, 'ignore'] }));
  const loadBefore = load();
  const result = await autocannon({
    url: cluster.url, connections: 50, overallRate: BUSY_RATE, duration: BUSY_SECONDS, timeout: 30, idReplacement: true,
    requests: [{ method: 'GET', path: PAGE }, { method: 'GET', path: `${PAGE}?utm_content=[<id>]` }],
  });
  const loadDuring = load();
  for (const loop of loops) loop.kill();
  closeSync(devNull);
  const edge = nginxFigures(cluster.nginx);
  console.log(`\nbusy host: ${BUSY_SECONDS} s of pages at ${BUSY_RATE} req/s through nginx + 3 instances, two busy loops beside `
    + `(${loadBefore} at the start, ${loadDuring} at the end), ${ROOT}${SERVER_PARAMETERS ? ` (${SERVER_PARAMETERS})` : ''}: `
    + `${result.requests.total} requests, ${JSON.stringify(statusCounts(result))}, ${result.errors} errors, ${result.timeouts} timeouts, `
    + `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms; nginx ${JSON.stringify(edge.statuses)}, `
    + `${edge.retried} tried on a second instance, «no live upstreams» ${edge.noLiveUpstreams}`);
  await cluster.stop();
}

/** The single production server under the flood (the first phase). */
async function singleServerPhase() {
  const demo = await start('dist/demo-upstream/main.js', {}, { readyLine: /^\{/, pinned: false, cwd: ROOT });
  const upstream = JSON.parse(demo.announced);
  const [port, healthPort, metricsPort] = [await freePort(), await freePort(), await freePort()];
  const base = `http://127.0.0.1:${port}`;
  const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  const server = await start('dist/server/index.js', {
    PORT: String(port), HOST: '127.0.0.1', UPSTREAM_URL: upstream.url, UPSTREAM_USER: upstream.user, UPSTREAM_PASSWORD: upstream.password,
    RATE_LIMITS: 'off', LOG_LEVEL: 'warn', PROMO_NOW: RUNNING_DAY, METRICS_PORT: String(metricsPort), SHUTDOWN_DELAY_MS: '0',
    HEALTH_PORT: String(healthPort),
  }, { readyUrl: `${base}/readyz`, cwd: ROOT });
  await (await fetch(base + PAGE)).text();
  await (await fetch(`${base}${PAGE}?card=abc`)).text();
  const rssStart = rssMb(server.pid);
  const rss = [];
  const sampler = setInterval(() => rss.push(rssMb(server.pid)), 1000);
  const heapUsedMb = async () => {
    const text = await (await fetch(metricsUrl)).text();
    return Number(/^nodejs_heap_size_used_bytes (\S+)/m.exec(text)?.[1]) / 2 ** 20;
  };
  const heapStart = await heapUsedMb();
  const heap = [];
  const heapSampler = setInterval(() => void heapUsedMb().then((mb) => heap.push(mb), () => {}), 5000);

  // The flood connects first: a thousand connections at once fill the listen backlog, and
  // the side loads are what is measured once it runs.
  const floodRequests = FLOOD === 'card'
    ? [{ method: 'GET', path: `${PAGE}?card=abc` }]
    : [{ method: 'GET', path: PAGE }, { method: 'GET', path: `${PAGE}?utm_content=[<id>]` }];
  const flood = autocannon({
    url: base, connections: CONNECTIONS, duration: SECONDS + 3, requests: floodRequests, idReplacement: true, timeout: 30,
  });
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const forms = autocannon({ url: `${base}${PAGE}?card=7000002`, connections: FORM_CONNECTIONS, duration: SECONDS, timeout: 30 });
  const [floodResult, formResult, healthResults, healthPortResults] = await Promise.all([
    flood, forms, probeHealth(`${base}/healthz`, SECONDS * 1000), probeHealth(`http://127.0.0.1:${healthPort}/healthz`, SECONDS * 1000),
  ]);
  clearInterval(sampler);
  clearInterval(heapSampler);
  const heapEnd = await heapUsedMb();

  const probeLine = (where, results) => {
    const ms = results.filter(([status]) => status === 200).map(([, took]) => took).sort((a, b) => a - b);
    return `/healthz on ${where}, a new connection every 100 ms: ${results.length} probes, ${results.length - ms.length} failed, ` +
      `p50 ${percentile(ms, 50)?.toFixed(1)} ms, p99 ${percentile(ms, 99)?.toFixed(1)} ms, max ${ms.at(-1)?.toFixed(1)} ms`;
  };
  const formStatuses = statusCounts(formResult);
  const formTotal = Object.values(formStatuses).reduce((a, b) => a + b, 0) + formResult.errors;
  const formShed = (formStatuses['503'] ?? 0) / Math.max(1, formTotal);
  const flooded = FLOOD === 'card' ? '?card=abc' : 'cached pages (half with a unique query)';
  console.log(`soak: ${SECONDS} s, ${CONNECTIONS} connections of ${flooded}`);
  const row = (load, result) => ({
    load, 'req/s': Math.round(result.requests.average), statuses: JSON.stringify(statusCounts(result)), errors: result.errors,
    'p50 ms': result.latency.p50, 'p99 ms': result.latency.p99,
  });
  console.table([row(`flood, ${CONNECTIONS} conn.`, floodResult), row(`card forms, ${FORM_CONNECTIONS} conn.`, formResult)]);
  console.log(`card forms shed: ${(formShed * 100).toFixed(1)} % of ${formTotal}`);
  console.log(probeLine('the main port', healthResults));
  console.log(probeLine('HEALTH_PORT', healthPortResults));
  const third = Math.max(1, Math.floor(rss.length / 3));
  const avg = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
  console.log(`server RSS: ${rssStart.toFixed(0)} MB before, ${avg(rss.slice(0, third)).toFixed(0)} MB in the first third, ` +
    `${avg(rss.slice(-third)).toFixed(0)} MB in the last third, peak ${Math.max(...rss).toFixed(0)} MB; ` +
    `JS heap used ${heapStart.toFixed(0)} MB before, ${heapEnd.toFixed(0)} MB after ` +
    `(every 5 s: ${heap.map((mb) => mb.toFixed(0)).join(', ')})`);
  await stopProcess(started.pop());
  await stopProcess(started.pop());
}

try {
  if (SECONDS > 0) await singleServerPhase();
  if (ATTACK_SECONDS > 0) await attackPhase();
  if (BUSY_SECONDS > 0) await busyPhase();
} finally {
  // The server before the demo upstream it calls.
  for (const child of started.reverse()) await stopProcess(child);
}
