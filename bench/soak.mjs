// npm run bench:soak: the production server (dist/server/index.js, rate limits off) under
// SOAK_SECONDS (60) of SOAK_CONNECTIONS (1,000) connections of cached pages, half of them
// with a query no two requests share (a CDN cannot absorb those), and alongside:
//   - real card forms (SOAK_FORM_CONNECTIONS, 10): a render and an upstream call each;
//     the share refused with 503 is the figure,
//   - /healthz every 100 ms on a new connection each time, as a liveness probe asks it
//     (bench/health-probe.mjs, a process of its own),
//   - the server's RSS every second.
// SOAK_FLOOD=card turns the page load into a `?card=abc` flood (a malformed card form).
// Then, on a fresh server with its rate limits on, SOAK_ATTACK_SECONDS (30; 0: none) of the
// attacker mix beside real visitors (bench/attack-mix.mjs): what the visitors got, and the
// server's peak RSS against the Pod's 512 Mi.
// Prints the figures; asserts nothing (the mechanisms' tests are in tests/process/ and tests/slow/).
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { execFile, spawnSync } from 'node:child_process';
import autocannon from 'autocannon';
import { freePort } from '../scripts/cluster/free-port.mjs';
import { startProcess, stopProcess } from '../scripts/cluster/child-process.mjs';
import { attackMix } from './attack-mix.mjs';
import { POD_LIMIT_MB } from './images.mjs';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 1000);
const FORM_CONNECTIONS = Number(process.env.SOAK_FORM_CONNECTIONS ?? 10);
const FLOOD = process.env.SOAK_FLOOD ?? 'pages';
const ATTACK_SECONDS = Number(process.env.SOAK_ATTACK_SECONDS ?? 30);
const PAGE = '/promo/knauf2025';
/** A running day of knauf2025, so its card form is open. */
const RUNNING_DAY = '2025-10-15T12:00:00+03:00';
const started = [];

const PINNED = availableParallelism() >= 2 && spawnSync('taskset', ['-pc', '0', String(process.pid)]).status === 0;

/** Starts `script`; ready at its first line matching `readyLine`, or once `readyUrl` answers 200. */
async function start(script, env, { readyLine, readyUrl, pinned = false }) {
  const [command, args] = pinned && PINNED ? ['taskset', ['-c', '1', process.execPath, script]] : [process.execPath, [script]];
  let announced = '';
  const onLine = (_name, line) => (readyLine?.test(line) ? (announced ||= line) : console.error(line));
  const isReady = readyUrl && (async () => (await fetch(readyUrl)).ok);
  const child = await startProcess({
    name: script, command, args, env: { ...process.env, NODE_ENV: 'production', ...env }, readyLine, isReady, onLine,
  });
  started.push(child);
  return { pid: child.pid, announced };
}

const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** /healthz probed by bench/health-probe.mjs on the other core, for `forMs`. */
function probeHealth(url, forMs) {
  const args = ['bench/health-probe.mjs', url, '100', String(forMs)];
  const [command, argv] = PINNED ? ['taskset', ['-c', '0', process.execPath, ...args]] : [process.execPath, args];
  return new Promise((resolve, reject) => {
    execFile(command, argv, { maxBuffer: 1 << 24 }, (error, stdout) => (error ? reject(error) : resolve(JSON.parse(stdout))));
  });
}

const statusCounts = (result) =>
  Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, count]));

/** The attacker mix beside real visitors on a fresh server with its rate limits on; prints what the visitors got. */
async function attackPhase(upstream) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await start('dist/server/index.js', {
    PORT: String(port), HOST: '127.0.0.1', UPSTREAM_URL: upstream.url, UPSTREAM_USER: upstream.user, UPSTREAM_PASSWORD: upstream.password,
    RATE_LIMITS: 'on', LOG_LEVEL: 'warn', PROMO_NOW: RUNNING_DAY, SHUTDOWN_DELAY_MS: '0',
    // The load balancer's address only: the silent sockets come from another one, counted per block.
    TRUST_PROXY: '127.0.0.1', UPSTREAM_CACHE_TTL_MS: '600000',
  }, { readyUrl: `${base}/readyz`, pinned: true });
  await (await fetch(base + PAGE)).text();
  const rssStart = rssMb(server.pid);
  const rss = [];
  const sampler = setInterval(() => rss.push(rssMb(server.pid)), 1000);
  const mix = await attackMix({ base, port, upstreamUrl: upstream.url, page: PAGE, seconds: ATTACK_SECONDS });
  clearInterval(sampler);
  const peakMb = Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))[1]) / 1024;
  const share = ({ tried, answered }) => `${answered}/${tried} (${((100 * answered) / Math.max(1, tried)).toFixed(1)} %)`;
  console.log(`\nattacker mix, ${ATTACK_SECONDS} s: unique-photo flood (100 conn., one block) ${mix.photoFlood.requests} requests `
    + `${JSON.stringify(mix.photoFlood.statuses)}, ${mix.photoFlood.errors} errors; `
    + `silent sockets (${process.env.SILENT_SOCKETS ?? 2000} from one block) `
    + `${mix.silent.opened} opened, ${mix.silent.dropped} dropped by the server; `
    + `many-address lookups (50 conn., a fresh /24 each, no pass) ${mix.lookups.requests} requests `
    + `${JSON.stringify(mix.lookups.statuses)}, ${mix.lookups.errors} errors (${mix.lookups.timeouts} timeouts), `
    + `${mix.lookups.passedPerSecond.toFixed(0)} answered a second; `
    + `pass-per-block lookups (${process.env.PASS_ATTACKERS ?? 50} at once, a page then a pass per fresh /24 of ten /16s) `
    + `pages ${JSON.stringify(mix.passAttack.pages)}, passes ${JSON.stringify(mix.passAttack.passes)}, `
    + `lookups ${JSON.stringify(mix.passAttack.statuses)}, `
    + `${mix.passAttack.passedPerSecond.toFixed(0)} answered a second`);
  console.log(`real visitors (page, two of its photos, pass, card check): pages answered ${share(mix.tally.pages)} (goal ≥ 99 %), `
    + `photos real ${share(mix.tally.photos)} (goal ≥ 99 %; the others: ${JSON.stringify(mix.tally.photos.not)}), `
    + `card checks answered ${share(mix.tally.checks)} `
    + `(goal ≥ 95 %; the others: ${JSON.stringify(mix.tally.checks.not)}); `
    + `without script (page, its noscript picture, card form): card forms answered ${share(mix.tally.forms)} `
    + `(goal ≥ 95 %; the others: ${JSON.stringify(mix.tally.forms.not)}); `
    + `requests that failed: ${JSON.stringify(mix.tally.failures)}`);
  console.log(`server RSS: ${rssStart.toFixed(0)} MB before, peak ${peakMb.toFixed(0)} MB `
    + `(${((100 * peakMb) / POD_LIMIT_MB).toFixed(0)} % of the Pod's ${POD_LIMIT_MB} Mi), ${rss.at(-1)?.toFixed(0)} MB at the end`);
  await stopProcess(started.pop());
}

try {
  const demo = await start('dist/demo-upstream/main.js', {}, { readyLine: /^\{/ });
  const upstream = JSON.parse(demo.announced);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const healthPort = await freePort();
  const metricsPort = await freePort();
  const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  const server = await start('dist/server/index.js', {
    PORT: String(port), HOST: '127.0.0.1', UPSTREAM_URL: upstream.url, UPSTREAM_USER: upstream.user, UPSTREAM_PASSWORD: upstream.password,
    RATE_LIMITS: 'off', LOG_LEVEL: 'warn', PROMO_NOW: RUNNING_DAY, METRICS_PORT: String(metricsPort), SHUTDOWN_DELAY_MS: '0',
    HEALTH_PORT: String(healthPort),
  }, { readyUrl: `${base}/readyz`, pinned: true });
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
  console.table([
    {
      load: `flood, ${CONNECTIONS} conn.`, 'req/s': Math.round(floodResult.requests.average),
      statuses: JSON.stringify(statusCounts(floodResult)), errors: floodResult.errors,
      'p50 ms': floodResult.latency.p50, 'p99 ms': floodResult.latency.p99,
    },
    {
      load: `card forms, ${FORM_CONNECTIONS} conn.`, 'req/s': Math.round(formResult.requests.average),
      statuses: JSON.stringify(formStatuses), errors: formResult.errors,
      'p50 ms': formResult.latency.p50, 'p99 ms': formResult.latency.p99,
    },
  ]);
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

  if (ATTACK_SECONDS > 0) await attackPhase(upstream);
} finally {
  // The server before the demo upstream it calls.
  for (const child of started.reverse()) await stopProcess(child);
}
