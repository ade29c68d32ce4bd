// npm run bench:burst: the figures for a campaign launch, on loopback against the
// production app (defaults: render cache, upstream cache, shedding on; rate limits off):
//   1. upstream calls made by 1,000 concurrent leaderboard polls (read from /metrics),
//   2. what is shed at what load: BURST_SHED_LEVELS (50, 200, 1,000) connections on a card
//      form (a render and an upstream call each) while /healthz and the cached page are
//      asked alongside,
//   3. RSS after BURST_SECONDS (60) of BURST_CONNECTIONS on the cached page.
// The server runs on one core and the load on the other where the machine has two.
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { spawnSync } from 'node:child_process';
import autocannon from 'autocannon';
import { freePort } from '../scripts/cluster/free-port.mjs';
import { startProcess, stopProcess } from '../scripts/cluster/child-process.mjs';

const CONNECTIONS = Number(process.env.BURST_CONNECTIONS ?? 1000);
const SECONDS = Number(process.env.BURST_SECONDS ?? 60);
const SHED_SECONDS = Number(process.env.BURST_SHED_SECONDS ?? 10);
/** Connections of card forms, one run each. */
const SHED_LEVELS = (process.env.BURST_SHED_LEVELS ?? '50,200,1000').split(',').map(Number);
const PAGE = '/promo/knauf2025';
/** A leaderboard no page view has read yet: its first poll misses the cache. */
const POLL = '/api/v1/promo/result/rockwool25/?limit=15';
const started = [];

const PINNED = availableParallelism() >= 2 && spawnSync('taskset', ['-pc', '0', String(process.pid)]).status === 0;

async function start(script, env, readyLine, pinned) {
  const [command, args] = pinned && PINNED ? ['taskset', ['-c', '1', process.execPath, script]] : [process.execPath, [script]];
  let announced = '';
  const onLine = (_name, line) => (readyLine.test(line) ? (announced ||= line) : console.error(line));
  const child = await startProcess({
    name: script, command, args, env: { ...process.env, NODE_ENV: 'production', ...env }, readyLine, onLine,
  });
  started.push(child);
  return { pid: child.pid, announced };
}

const rssMb = (pid, field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

/** The sum of a /metrics counter's samples whose line matches `pattern`. */
async function metric(base, pattern) {
  const text = await (await fetch(base + '/metrics')).text();
  return text.split('\n').filter((line) => pattern.test(line)).reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
}

const statusCounts = (result) =>
  Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, count]));

try {
  const demo = await start('dist/demo-upstream/main.js', {}, /^\{/, false);
  const upstream = JSON.parse(demo.announced);
  const port = await freePort();
  const server = await start('dist/bench/page-server.js', {
    PORT: String(port), UPSTREAM_URL: upstream.url, UPSTREAM_USER: upstream.user, UPSTREAM_PASSWORD: upstream.password,
  }, /^ready$/, true);
  const base = `http://127.0.0.1:${port}`;
  await (await fetch(base + PAGE)).text();

  // 1. Leaderboard polls, all at once, of a key not cached yet.
  const ratingCalls = /^upstream_call_duration_seconds_count\{call="rating"/;
  const callsBefore = await metric(base, ratingCalls);
  const polls = await Promise.all(
    Array.from({ length: 1000 }, () => fetch(base + POLL).then(async (res) => (await res.arrayBuffer(), res.status))),
  );
  const pollCalls = (await metric(base, ratingCalls)) - callsBefore;
  console.log(`1,000 concurrent leaderboard polls: ${polls.filter((s) => s === 200).length} answered 200, ${pollCalls} upstream call(s)`);

  // 2. Shedding: card forms at each level, with the cached page and /healthz asked alongside.
  for (const level of SHED_LEVELS) {
    const shedBefore = await metric(base, /^load_shed_total/);
    // The side loads connect first: a thousand connections at once fill the listen backlog,
    // and a connection left in it waits on TCP's retries, which is not what is measured here.
    const sideLoads = [
      autocannon({ url: base + PAGE, connections: 10, duration: SHED_SECONDS + 2 }),
      autocannon({ url: base + '/healthz', connections: 2, duration: SHED_SECONDS + 2 }),
    ];
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const [cards, hits, health] = await Promise.all([
      autocannon({ url: `${base}${PAGE}?card=7000002`, connections: level, duration: SHED_SECONDS, timeout: 30 }),
      ...sideLoads,
    ]);
    const shed = (await metric(base, /^load_shed_total/)) - shedBefore;
    console.log(
      `\ncard forms at ${level} connections for ${SHED_SECONDS} s, ` +
      `with the cached page (10 connections) and /healthz (2) alongside; load_shed_total +${shed}`,
    );
    console.table([
      {
        load: `card form, ${level} conn.`, 'req/s': Math.round(cards.requests.average), statuses: JSON.stringify(statusCounts(cards)),
        errors: cards.errors, 'p50 ms': cards.latency.p50, 'p99 ms': cards.latency.p99,
      },
      {
        load: 'cached page, 10 conn.', 'req/s': Math.round(hits.requests.average), statuses: JSON.stringify(statusCounts(hits)),
        errors: hits.errors, 'p50 ms': hits.latency.p50, 'p99 ms': hits.latency.p99,
      },
      {
        load: '/healthz, 2 conn.', 'req/s': Math.round(health.requests.average), statuses: JSON.stringify(statusCounts(health)),
        errors: health.errors, 'p50 ms': health.latency.p50, 'p99 ms': health.latency.p99,
      },
    ]);
  }

  // 3. RSS under CONNECTIONS on the cached page.
  const hitLoad = await autocannon({
    url: base + PAGE, connections: CONNECTIONS, duration: SECONDS, headers: { 'accept-encoding': 'br' }, timeout: 30,
  });
  console.log(
    `\ncached page at ${CONNECTIONS} connections for ${SECONDS} s: ${Math.round(hitLoad.requests.average)} req/s, ` +
    `p99 ${hitLoad.latency.p99} ms, ${hitLoad.non2xx} non-2xx, ${hitLoad.errors} errors`,
  );
  console.log(`server RSS after it: ${rssMb(server.pid, 'VmRSS').toFixed(0)} MB (peak ${rssMb(server.pid, 'VmHWM').toFixed(0)} MB)`);
} finally {
  await Promise.all(started.map((child) => stopProcess(child)));
}
