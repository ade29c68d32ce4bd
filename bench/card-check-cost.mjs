// node bench/card-check-cost.mjs (after npm run build): what a card check and a card form cost
// with the rate limits on and counted in Redis (with a password), as shipped
// (deploy/kubernetes/promo-pages.env: RATE_LIMITS=on, REDIS_URL), against the same with the
// limits off, and what a render-cache hit costs with its access line (LOG_LEVEL=info, as
// shipped, stdout read by this process): docs/capacity.md's figures. Every limit is set to its
// highest, so no ask is refused (a refusal is cheaper than an answer) while every counter is
// still asked, and load shedding is off (the load generator's addresses would share a personal
// budget); each request comes from an address of its own, in a /16 of its own from the
// previous one, and asks a card of its own, as visitors do.
// CPU per request is the server's own CPU time (all its threads, /proc/<pid>/task/*/schedstat)
// over COST_SECONDS (15) at COST_RATE (200) requests a second, less its idle CPU of the same
// time; COST_ROUNDS (3) rounds alternate the targets and each target's lowest is kept. Prints
// the figures with the load average (the machine may be shared).
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startProcess, stopProcess } from '../scripts/cluster/child-process.mjs';
import { freePort } from '../scripts/cluster/free-port.mjs';
import { startRedis } from '../scripts/cluster/redis.mjs';
import { capacityTable, machine, PEAK } from './capacity.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const SECONDS = Number(process.env.COST_SECONDS ?? 15);
const RATE = Number(process.env.COST_RATE ?? 200);
const ROUNDS = Number(process.env.COST_ROUNDS ?? 3);
const PAGE = '/promo/knauf2025';
/** A running day of knauf2025, so its card form and checks are open. */
const RUNNING_DAY = '2025-10-15T12:00:00+03:00';
/** Every limit at its highest (server/rate-limit/limit-settings.ts): counted, never reached. */
const UNREACHED_LIMITS = {
  CARD_LOOKUPS_PER_ADDRESS: '100000', CARD_LOOKUPS_PER_NETWORK: '1000000', CARD_LOOKUPS_PER_CARD: '100000',
  CARD_LOOKUPS_PER_SECOND: '1000000',
};

/** Load shedding off (bench/bench.mjs's NO_PERSONAL_SHEDDING): what is priced is the answer, not a refusal. */
const NO_SHEDDING = {
  SHED_EVENT_LOOP_DELAY_MS: '60000', SHED_MAX_IN_FLIGHT: '100000', SHED_PERSONAL_MAX_IN_FLIGHT: '100000', SHED_PERSONAL_PER_BLOCK: '100000',
};

const started = [];
const cpuNs = (pid) => readdirSync(`/proc/${pid}/task`)
  .reduce((sum, tid) => sum + Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]), 0);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const load = () => loadavg().map((value) => value.toFixed(1)).join(' ');

async function startServer(name, upstream, env) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = await startProcess({
    name, command: process.execPath, args: [path.join(ROOT, 'dist/server/index.js')], cwd: ROOT,
    env: {
      ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), UPSTREAM_URL: upstream.url,
      UPSTREAM_USER: upstream.user, UPSTREAM_PASSWORD: upstream.password, PROMO_NOW: RUNNING_DAY, LOG_LEVEL: 'info',
      SHUTDOWN_DELAY_MS: '0', TRUST_PROXY: 'loopback', UPSTREAM_CACHE_TTL_MS: '600000', ...NO_SHEDDING, ...env,
    },
    isReady: async () => (await fetch(`${url}/readyz`)).ok,
  });
  started.push(server);
  return { name, url, pid: server.pid };
}

/** The server's CPU ms per request for `pathOf(n)` asked from address `n`, its idle CPU of the same time taken off. */
async function cpuPerRequest(server, pathOf) {
  const idleStart = cpuNs(server.pid);
  await sleep(2000);
  const idlePerMs = (cpuNs(server.pid) - idleStart) / 2000;
  let n = 0;
  const before = cpuNs(server.pid);
  const began = performance.now();
  const result = await autocannon({
    url: server.url, connections: 20, overallRate: RATE, duration: SECONDS, timeout: 30,
    requests: [{
      method: 'GET',
      setupRequest: (req) => {
        const i = n++;
        return { ...req, path: pathOf(i), headers: { 'x-forwarded-for': `10.${i & 255}.${(i >> 8) & 255}.${((i >> 16) & 255) || 1}` } };
      },
    }],
  });
  const spentNs = cpuNs(server.pid) - before - idlePerMs * (performance.now() - began);
  const answered = Object.values(result.statusCodeStats ?? {}).reduce((sum, { count }) => sum + count, 0);
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, count]));
  return { ms: spentNs / 1e6 / Math.max(1, answered), answered, statuses, errors: result.errors };
}

try {
  let announced;
  const demo = await startProcess({
    name: 'upstream', command: process.execPath, args: [path.join(ROOT, 'dist/demo-upstream/main.js')],
    env: { ...process.env, PORT: String(await freePort()) }, readyLine: /^\{"url":/,
    onLine: (_name, line) => (announced ??= /^\{"url":/.test(line) ? JSON.parse(line) : undefined),
  });
  started.push(demo);
  const redis = await startRedis({ port: await freePort() });
  started.push(redis);
  const off = await startServer('limits off', announced, { RATE_LIMITS: 'off' });
  const on = await startServer('limits on, Redis', announced, { RATE_LIMITS: 'on', REDIS_URL: redis.url, ...UNREACHED_LIMITS });
  const card = (i) => 7_000_000 + ((i * 7919) % 2_000_000);
  const targets = [
    { name: 'page from the render cache, its access line', server: off, pathOf: () => PAGE },
    { name: 'card check through /api, limits off', server: off, pathOf: (i) => `/api/v2/promo/check/knauf2025/${card(i)}/` },
    { name: 'card check through /api, limits on in Redis', server: on, pathOf: (i) => `/api/v2/promo/check/knauf2025/${card(i)}/` },
    { name: 'card form (no JS), limits off', server: off, pathOf: (i) => `${PAGE}?card=${card(i)}` },
    { name: 'card form (no JS), limits on in Redis', server: on, pathOf: (i) => `${PAGE}?card=${card(i)}` },
  ];
  for (const { server } of targets) await (await fetch(server.url + PAGE)).text();
  const best = new Map();
  const loads = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const target of targets) {
      loads.push(load());
      const figure = await cpuPerRequest(target.server, target.pathOf);
      if (!best.has(target.name) || figure.ms < best.get(target.name).ms) best.set(target.name, figure);
    }
  }
  console.log(`${machine()}\n${ROUNDS} rounds, each target ${SECONDS} s at ${RATE} req/s; `
    + `load average at each run's start: ${loads.join(' | ')}`);
  console.table([...best].map(([target, f]) => ({
    target, 'CPU ms/req': f.ms.toFixed(3), 'per core per s': Math.round(1000 / f.ms),
    answered: f.answered, statuses: JSON.stringify(f.statuses), errors: f.errors,
  })));
  const ms = (name) => best.get(name).ms;
  const renderMs = Number(process.env.COST_RENDER_MS ?? 2.237);
  const transformMs = Number(process.env.COST_TRANSFORM_MS ?? 26.6);
  const origin = PEAK.pageViews * (1 - PEAK.cdnShare);
  console.log(`\nThe peak with these (a render ${renderMs} ms and an AVIF transform ${transformMs} ms `
    + 'from npm run bench: COST_RENDER_MS, COST_TRANSFORM_MS):');
  const row = (request, perSecond) => ({ request, ms: ms(request), perSecond });
  console.log(capacityTable([
    row('page from the render cache, its access line', origin * (1 - PEAK.renderShare)),
    { request: 'page rendered (upstream cached)', ms: renderMs, perSecond: origin * PEAK.renderShare },
    row('card form (no JS), limits on in Redis', PEAK.cardForms),
    row('card check through /api, limits on in Redis', PEAK.lookups),
    { request: 'image transform (AVIF 320 w)', ms: transformMs, perSecond: PEAK.transforms },
  ]));
} finally {
  for (const process of started.reverse()) await stopProcess(process);
}
