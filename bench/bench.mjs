// npm run bench: the campaign page served every way a visitor meets it, against its references, under an experiment, as a
// landing and beside a release's build; then the event loop, the image transforms, the capacity table and the bytes on the
// wire. docs/performance.md says what each row and mode means, docs/decisions/139-bench-load-generator.md why it is built so.
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { onePromoPathPerKind } from '../scripts/route-table.mjs';
import { freePort } from '../scripts/cluster/free-port.mjs';
import { stopProcess } from '../scripts/cluster/child-process.mjs';
import { startRedis } from '../scripts/cluster/redis.mjs';
import { IMAGE_ACCEPT, POD_LIMIT_MB, coldTransforms, imagePath } from './images.mjs';
import { PEAK, capacityTable, machine } from './capacity.mjs';
import { requireWrk, wrk } from './wrk.mjs';
import { BROWSER, checkReturn, returningVisitor } from './returning-visitor.mjs';
import { PINNED, memoryMb, start, started } from './processes.mjs';

/** BENCH_ONLY: the paired targets alone: `release`, `experiments`, `landing` or `pairs` (all), in rounds enough for an interval. */
const ONLY = process.env.BENCH_ONLY;
const MODES = ['pairs', 'release', 'experiments', 'landing'];
if (ONLY && !MODES.includes(ONLY)) throw new Error(`BENCH_ONLY=${ONLY}: ${MODES.join(', ')}`);
/** Seconds of load per target, split over the rounds. */
const DURATION_S = Number(process.env.BENCH_SECONDS ?? (ONLY ? 40 : 15));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const CPU_RATE = Number(process.env.BENCH_CPU_RATE ?? 200);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? (ONLY ? 20 : 5));
/** BENCH_PROCESSES: with BENCH_ONLY, each paired target's server started afresh this many times, the rounds split between them. */
const PROCESSES = Number(process.env.BENCH_PROCESSES ?? (ONLY ? 5 : 1));
if (PROCESSES > 1 && !ONLY) throw new Error('BENCH_PROCESSES: with BENCH_ONLY alone (the full run keeps one server per target)');
if (!(PROCESSES >= 1 && PROCESSES <= ROUNDS)) throw new Error(`BENCH_PROCESSES=${PROCESSES}: from 1 to BENCH_ROUNDS (${ROUNDS})`);
/** BENCH_JSON=<file>: every target's figures, round by round, written there (to check a statistic on the rounds). */
const JSON_FILE = process.env.BENCH_JSON;
/** The day the pages are served on: every campaign running (docs/product.md §4), the same page every run. */
const PROMO_NOW = process.env.PROMO_NOW ?? '2025-10-15T12:00:00+03:00';
const TRACING = process.env.BENCH_TRACING === 'on';
/** BENCH_STACK=parts: the stack's least render priced part by part (bench/stack-floor-server.tsx's STACK_WITHOUT). */
const STACK_PARTS = process.env.BENCH_STACK === 'parts';
/** BENCH_HIT=parts: the hit's least priced duty by duty (bench/hit-floor-server.ts's HIT_WITHOUT). */
const HIT_PARTS = process.env.BENCH_HIT === 'parts';
/** Another built checkout (the last release's) whose hit, render and card form take turns with this build's. */
const BASELINE = process.env.BENCH_BASELINE;
/** The baseline named by its commit (the last release's, docs/performance.md's release table), or by its folder. */
const baselineName = (folder) => {
  const commit = spawnSync('git', ['-C', folder, 'log', '-1', '--format=%h %cs'], { encoding: 'utf8' });
  return commit.status === 0 ? `${commit.stdout.trim()} (${folder})` : folder;
};
/** One page per kind; the first, a campaign page, is the one the targets are timed on. */
const PAGES = await onePromoPathPerKind();
const [page] = PAGES;
const slug = page.split('/').filter(Boolean).at(-1);
/** The folders made for the servers (content, files they read), removed at the end. */
const madeFolders = [];

/** The targets compared with the release's build (BENCH_BASELINE), each beside its namesake `(baseline)`. */
const [HIT, RENDER, CARD_FORM] = ['page from the render cache', 'page rendered, upstream cached', 'card form (a card number, no JS)'];
/** The targets of a page under test: its returning visitor's views and its first views. */
const RETURNING = 'page under test from the render cache (its visitor\'s version)';
const FIRST_VIEW = 'page under test, a first view (drawn, counted in Redis, two cookies)';
/** Each compared with the same request (cookies included) to the same page on a server running no experiment. */
const RETURNING_REF = 'the same page, no experiment running: the returning visitor\'s request';
const FIRST_VIEW_REF = 'the same page, no experiment running: the first view\'s request';
/** The landing row's page: a landing of this many blocks, at /promo/<LANDING_ID>. */
const [LANDING_BLOCKS, LANDING_ID] = [8, 'bench-landing'];
const LANDING_HIT = `landing of ${LANDING_BLOCKS} blocks from the render cache`;
const LANDING_RENDER = `landing of ${LANDING_BLOCKS} blocks rendered, upstream cached`;
/** The other targets, and the references the budgets' lines read them against. */
const [IMAGE_HIT, UNCACHED, LOOKUP] = ['image from the image cache (AVIF 320 w)', 'page rendered, UPSTREAM_CACHE_TTL_MS=0',
  'card check through /api (lookup)'];
const [EXPRESS_CONSTANT, NODE_CONSTANT, BARE] = ['Express, constant: the same page bytes', 'node:http, constant: the same page bytes',
  'bare renderToString'];
const [STACK_LEAST, HIT_LEAST] = ['the stack\'s least render (Express, data router, store, state)',
  'the hit\'s least (bytes, headers, id, line, metrics)'];
const [TRACED_HIT, TRACED_RENDER] = [`${HIT}, tracing on`, `${RENDER}, tracing on`];

/** A folder of the bench's own, removed at the end. */
function madeFolder(prefix) {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  madeFolders.push(dir);
  return dir;
}

/** A copy of the content the servers read (CONTENT_DIR, else content/): its folder. */
function contentCopy(prefix) {
  const dir = madeFolder(prefix);
  cpSync(process.env.CONTENT_DIR ?? 'content', dir, { recursive: true });
  return dir;
}

/** A copy of the content with an experiment on the timed page's campaign, running on PROMO_NOW's day (its folder). */
function contentUnderTest() {
  const dir = contentCopy('bench-experiment-');
  const day = new Date(Date.parse(PROMO_NOW) + 3 * 3600_000).toISOString().slice(0, 10);
  mkdirSync(path.join(dir, 'experiments'), { recursive: true });
  writeFileSync(path.join(dir, 'experiments', 'bench.json'), JSON.stringify({
    campaign: slug, name: 'Заголовок', key: 'benchKey1', goal: 'check-bonus',
    starts: day, ends: day, variant: { title: 'Другой заголовок для замера' },
  }));
  return dir;
}

/**
 * A copy of the content with a landing of LANDING_BLOCKS blocks (its folder): the first blocks of the content's landing of
 * the most, dated as the timed page's campaign, so it runs on PROMO_NOW's day as the campaign does.
 */
function contentWithLanding() {
  const dir = contentCopy('bench-landing-');
  const read = (file) => JSON.parse(readFileSync(file, 'utf8'));
  const folder = path.join(dir, 'landings');
  const [model] = readdirSync(folder).filter((file) => file.endsWith('.json') && file !== 'schema.json')
    .map((file) => read(path.join(folder, file))).toSorted((a, b) => b.blocks.length - a.blocks.length);
  if (!(model?.blocks.length >= LANDING_BLOCKS)) throw new Error(`the content has no landing of ${LANDING_BLOCKS} blocks or more`);
  const { announce, starts, ends } = read(path.join(dir, 'campaigns', `${slug}.json`));
  writeFileSync(path.join(folder, `${LANDING_ID}.json`), JSON.stringify({
    ...model, announce, starts, ends, blocks: model.blocks.slice(0, LANDING_BLOCKS),
  }));
  return dir;
}

/** Shedding off, for the targets that render on every request by design: their figure is the render's cost. */
const NO_SHEDDING = { SHED_EVENT_LOOP_DELAY_MS: '60000', SHED_MAX_IN_FLIGHT: '100000' };
/** The personal budget too: the load generator is one address, which production's per-block share would hold to 4 at once. */
const NO_PERSONAL_SHEDDING = { ...NO_SHEDDING, SHED_PERSONAL_MAX_IN_FLIGHT: '100000', SHED_PERSONAL_PER_BLOCK: '100000' };
/** A card the demo upstream knows, on the timed campaign page. */
const CARD = '7000004';

async function startPageServer(upstream, env, root = '.') {
  const [port, probePort] = [await freePort(), await freePort()];
  // Only this build's servers are asked for their loop's delay. The release's probe samples from its start, so a probe
  // it is never asked for would wake it 100 times a second through every run (docs/decisions/061-load-shedding.md).
  const probe = root === '.' ? { BENCH_PROBE_PORT: String(probePort) } : {};
  const server = await start(path.join(root, 'dist/bench/page-server.js'), {
    PORT: String(port), ...probe, UPSTREAM_URL: upstream.url, UPSTREAM_USER: upstream.user,
    UPSTREAM_PASSWORD: upstream.password, PROMO_NOW, ...env,
  });
  return {
    ...server, url: `http://127.0.0.1:${port}`, probe: `http://127.0.0.1:${probePort}/`,
    launch: () => startPageServer(upstream, env, root),
  };
}

/** One of the bench's own servers (dist/bench/<name>.js) on a free port. */
async function startBenchServer(name, env) {
  const port = await freePort();
  return { ...(await start(`dist/bench/${name}.js`, { ...env, PORT: String(port) })), url: `http://127.0.0.1:${port}` };
}

/** A target's fields for its server's page `suffix`, and `launch`, which starts another server like it (BENCH_PROCESSES). */
const servedBy = (server, suffix) => ({
  url: server.url + suffix, pid: server.pid, child: server.child,
  launch: server.launch && (async () => servedBy(await server.launch(), suffix)),
});
/** A target: its row's name, its server's page `suffix`, the least bytes of an answer, and `more` (headers, beside, pair). */
const target = (name, server, suffix, minBytes, more) => ({ name, ...servedBy(server, suffix), minBytes, ...more });

/** The server's event-loop delay while `seconds` of load run on its page (the probe is read before, to reset it, and after). */
async function eventLoopUnderLoad(server, seconds) {
  const url = server.url + page;
  await wrk({ url, connections: CONNECTIONS, seconds: 2 }); // warm-up (JIT, pools)
  await fetch(server.probe).then((res) => res.json());
  const result = await wrk({ url, connections: CONNECTIONS, seconds });
  const delay = await fetch(server.probe).then((res) => res.json());
  return { ...delay, rps: result.rps, non2xx: result.non2xx };
}

/** An OTLP/HTTP endpoint that takes every export and answers 200: a collector that costs the traced server only the sending. */
async function startOtlpSink() {
  let spansBytes = 0;
  const server = http.createServer((req, res) => {
    req.on('data', (chunk) => (spansBytes += chunk.length));
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/x-protobuf' }).end());
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const close = () => (server.closeAllConnections(), server.close());
  return { url: `http://127.0.0.1:${server.address().port}`, received: () => spansBytes, close };
}

/** Per process, the last count read of each of its threads (ns), so a thread that ended keeps its part. */
const threadCounts = new Map();

/**
 * CPU time of a process in ms: the sum over its threads of the scheduler's nanosecond count (schedstat; /proc's stat
 * counts 10 ms ticks). A thread that ended since the last read (libvips lets idle workers go) keeps its last count.
 */
function cpuMs(pid) {
  const counts = threadCounts.get(pid) ?? threadCounts.set(pid, new Map()).get(pid);
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      counts.set(tid, Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]));
    } catch {
      // a thread that ended between the listing and the read: its last count stays
    }
  }
  return [...counts.values()].reduce((sum, ns) => sum + ns, 0) / 1e6;
}

const peakRssMb = (pid) => memoryMb(pid, 'VmHWM');

/**
 * Every answer a 2xx of the full page: a render that lost its upstream data (a smaller 200) would pass for a fast one.
 * `failures` says what failed, if anything.
 */
function assertFull(name, failures, perAnswer, minBytes) {
  if (failures) throw new Error(`${name}: ${failures}`);
  if (perAnswer < minBytes) throw new Error(`${name}: ${Math.round(perAnswer)} bytes per answer, less than the page's ${minBytes}`);
}

/** One target at full load: req/s, latency and CPU per request. */
async function measureLoaded({ name, url, pid, minBytes, headers }, seconds) {
  const before = cpuMs(pid);
  const run = await wrk({ url, headers, connections: CONNECTIONS, seconds });
  const failed = (run.non2xx > 0 || run.errors > 0) && `${run.non2xx} statuses ≥ 400, ${run.errors} socket errors (${run.errorKinds})`;
  assertFull(name, failed, run.bytes / run.requests, minBytes);
  return { rps: run.rps, p50: run.p50, p99: run.p99, cpuPerRequest: (cpuMs(pid) - before) / run.requests };
}

/** One target paced at CPU_RATE: its CPU, the time it took and the requests answered. */
async function measurePaced({ name, url, pid, minBytes, headers }, seconds) {
  const [before, begun] = [cpuMs(pid), performance.now()];
  const run = await autocannon({ url, headers, connections: 4, overallRate: CPU_RATE, duration: seconds });
  const failed = (run.non2xx > 0 || run.errors > 0)
    && `${run.non2xx} non-2xx, ${run.errors} errors (${run.timeouts} timeouts, ${run.resets ?? 0} resets)`;
  assertFull(name, failed, run.throughput.total / run.requests.total, minBytes);
  return { cpuMs: cpuMs(pid) - before, ms: performance.now() - begun, requests: run.requests.total };
}

/** What each server spends with no request at all, in CPU ms per ms, every server idle at once. */
async function idleCpu(pids, seconds = 2) {
  const [before, begun] = [new Map(pids.map((pid) => [pid, cpuMs(pid)])), performance.now()];
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  return new Map(pids.map((pid) => [pid, (cpuMs(pid) - before.get(pid)) / (performance.now() - begun)]));
}

const median = (values) => {
  const sorted = values.toSorted((a, b) => a - b);
  return (sorted[(sorted.length - 1) >> 1] + sorted[sorted.length >> 1]) / 2;
};

/**
 * Every target in turn, ROUNDS times over (docs/decisions/139-bench-load-generator.md): a round runs every target at full
 * load, then paced in the reverse order, then reads every server idle at once. A target `beside` another runs next to it,
 * the group taking each place in turn, and the two are compared round by round (`perRound`). A target's figure at full
 * load is its best round (load from elsewhere only takes time away), its paced figure the median round. With
 * BENCH_PROCESSES a target that can `launch` its server again gets a fresh, warmed-up process at each process's first round.
 */
async function measureAll(targets) {
  // Warm-up (JIT, pools, caches): 5 s, so the slowest target is past the optimising compiler's first passes.
  const warmUp = async (some) => {
    for (const { url, headers } of some) await wrk({ url, headers, connections: CONNECTIONS, seconds: 5 });
  };
  await warmUp(targets);
  const seconds = Math.max(1, Math.round(DURATION_S / ROUNDS));
  const [loaded, paced, idle] = [targets.map(() => []), targets.map(() => []), targets.map(() => [])];
  /** The peak RSS of each target's processes, read as each is stopped and at the end. */
  const peakRss = targets.map(() => 0);
  const processOf = (round) => Math.floor((round * PROCESSES) / ROUNDS);
  /** A target and those beside it, rotated one place a round: each takes each place in turn (a pair: first every other round). */
  const pairOf = (i, round) => {
    const group = [i, ...targets.flatMap((t, j) => (t.beside === targets[i].name ? [j] : []))];
    const turn = round % group.length;
    return [...group.slice(turn), ...group.slice(0, turn)];
  };
  for (let round = 0; round < ROUNDS; round++) {
    if (round > 0 && processOf(round) !== processOf(round - 1)) {
      const again = targets.flatMap((t, i) => (t.launch ? [i] : []));
      for (const i of again) {
        const t = targets[i];
        peakRss[i] = Math.max(peakRss[i], peakRssMb(t.pid));
        await stopProcess(t.child);
        Object.assign(t, await t.launch());
        await t.check?.(t.url, t.headers);
      }
      await warmUp(again.map((i) => targets[i]));
    }
    const order = targets.flatMap((t, i) => (t.beside ? [] : pairOf(i, round)));
    for (const i of order) loaded[i].push(await measureLoaded(targets[i], seconds));
    // The last target's paced run comes next: its full-load tail (requests in flight, the collections they leave,
    // 5-9 ms of a hit server's CPU, 120-180 ms of a render's) is over first.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    for (const i of order.toReversed()) paced[i].push(await measurePaced(targets[i], seconds));
    const rates = await idleCpu([...new Set(targets.map((t) => t.pid))]);
    targets.forEach((t, i) => idle[i].push(rates.get(t.pid)));
  }
  return targets.map(({ name, pid }, i) => {
    const fastest = loaded[i].reduce((best, run) => (run.rps > best.rps ? run : best));
    const idleMsPerMs = median(idle[i]);
    const perRound = loaded[i].map((run, r) => ({
      process: processOf(r), cpuPerRequest: run.cpuPerRequest, cpuPerPacedRequest: paced[i][r].cpuMs / paced[i][r].requests,
      cpuPerPacedRequestLessIdle: (paced[i][r].cpuMs - idleMsPerMs * paced[i][r].ms) / paced[i][r].requests,
    }));
    return {
      name, rps: fastest.rps, p50: fastest.p50, p99: fastest.p99, perRound,
      cpuPerRequest: Math.min(...perRound.map((run) => run.cpuPerRequest)),
      cpuPerPacedRequest: median(perRound.map((run) => run.cpuPerPacedRequest)),
      idleMsPerS: idleMsPerMs * 1000, peakRssMb: Math.max(peakRss[i], peakRssMb(pid)),
    };
  });
}

/**
 * The rank k of the median's interval over n rounds: the k-th least to the k-th most round's ratio holds the true
 * median ratio with `confidence` = 1 − 2·P(Binomial(n, ½) < k), the largest k for at least 90 % (5 rounds: the least
 * to the most, 94 %; 16 rounds: the 5th, 92 %). Order statistics: nothing assumed of how the ratios spread.
 */
function intervalRank(n) {
  let [k, below, term] = [1, 0.5 ** n, 0.5 ** n * n]; // below: P(B < k); term: P(B = k)
  while (k + 1 <= n / 2 && below + term <= 0.05) [k, below, term] = [k + 1, below + term, (term * (n - k)) / (k + 1)];
  return { k, confidence: 1 - 2 * below };
}

/** `now` against `old` beside it: the median of the rounds' ratios, each side's figure its middle round's, the interval of intervalRank. */
function paired(now, old, key) {
  const rounds = now.perRound.map((run, r) => ({ now: run[key], old: old.perRound[r][key] }))
    .toSorted((a, b) => a.now / a.old - b.now / b.old);
  const middle = rounds.slice((rounds.length - 1) >> 1, (rounds.length >> 1) + 1);
  const mean = (side) => middle.reduce((sum, r) => sum + r[side], 0) / middle.length;
  const { k } = intervalRank(rounds.length);
  const [low, high] = [rounds[k - 1], rounds[rounds.length - k]].map((r) => r.now / r.old);
  return { now: mean('now'), old: mean('old'), ratio: mean('now') / mean('old'), low, high };
}

/** The pair's ratio in each process apart: the median of those, with intervalRank's interval over the processes. */
function byProcess(now, old, key) {
  const ratios = Array.from({ length: PROCESSES }, (_, p) => {
    const of = (side) => ({ perRound: side.perRound.filter((run) => run.process === p) });
    return paired(of(now), of(old), key).ratio;
  }).toSorted((a, b) => a - b);
  const { k } = intervalRank(PROCESSES);
  return { ratio: median(ratios), low: ratios[k - 1], high: ratios[PROCESSES - k] };
}

const ratioText = ({ ratio, low, high }) => `${ratio.toFixed(2)}× (${low.toFixed(2)}–${high.toFixed(2)})`;
/** A paired ratio as printed: `1.02× (0.97–1.06)`, and with BENCH_PROCESSES `… ; by process 1.01× (0.95–1.08)`. */
const pairedRatio = (now, old, key) =>
  ratioText(paired(now, old, key)) + (PROCESSES > 1 ? `; by process ${ratioText(byProcess(now, old, key))}` : '');
/** Both sides' CPU per request as the paired ratio takes them: `0.051 vs 0.049 ms`. */
const pairedMs = (now, old, key) => {
  const p = paired(now, old, key);
  return `${p.now.toFixed(3)} vs ${p.old.toFixed(3)} ms`;
};
/** A pair's ratios, its CPU per request at full load and paced. */
const both = (now, old) => `${pairedRatio(now, old, 'cpuPerRequest')} CPU per request (${pairedMs(now, old, 'cpuPerRequest')}), ` +
  `${pairedRatio(now, old, 'cpuPerPacedRequest')} at ${CPU_RATE}/s (${pairedMs(now, old, 'cpuPerPacedRequest')})`;

/** The targets BENCH_ONLY keeps: the pairs of its kind (a target naming the one it runs `beside`), both sides of each. */
function pairsOnly(targets) {
  const kept = targets.filter((t) => t.pair && (ONLY === 'pairs' || ONLY === t.pair));
  if (kept.length === 0) throw new Error(`BENCH_ONLY=${ONLY}: no pair to run (the release's needs BENCH_BASELINE)`);
  return targets.filter((t) => kept.includes(t) || kept.some((k) => k.beside === t.name));
}

const bytesOf = async (url) => Buffer.byteLength(await (await fetch(url)).text());

/** HTML + CSS + JS of a page as sent with one encoding (Content-Length of each answer), in KB. */
async function wireKb(base, pagePath, encoding) {
  const sizeOf = async (url) => {
    const res = await fetch(url, { headers: { 'accept-encoding': encoding } });
    await res.arrayBuffer();
    return Number(res.headers.get('content-length'));
  };
  const html = await (await fetch(base + pagePath)).text();
  const assetUrls = /<(?:link rel="(?:stylesheet|modulepreload)" href|script type="module" src)="([^"]+)"/g;
  const assets = [...html.matchAll(assetUrls)].map((m) => m[1]);
  const sizes = await Promise.all([sizeOf(base + pagePath), ...[...new Set(assets)].map((a) => sizeOf(base + a))]);
  return (sizes.reduce((a, b) => a + b, 0) / 1024).toFixed(1);
}

/** The capacity table's rows (bench/capacity.mjs): CPU per kind of request at full load, and how many the peak brings a second. */
function capacityRows({ hit, render, cardForm, lookup, transforms }) {
  const avif320 = transforms.rows.find((r) => r.format === 'avif' && r.width === 320) ?? transforms.rows[0];
  const origin = PEAK.pageViews * (1 - PEAK.cdnShare);
  return [
    { request: 'page from the render cache', ms: hit.cpuPerRequest, perSecond: origin * (1 - PEAK.renderShare) },
    { request: 'page rendered (upstream cached)', ms: render.cpuPerRequest, perSecond: origin * PEAK.renderShare },
    { request: 'card form (no JS)', ms: cardForm.cpuPerRequest, perSecond: PEAK.cardForms },
    { request: 'card check through /api', ms: lookup.cpuPerRequest, perSecond: PEAK.lookups },
    { request: `image transform (${avif320.format} ${avif320.width} w)`, ms: avif320.cpuMs, perSecond: PEAK.transforms },
  ];
}

/** The OTLP sink of BENCH_TRACING=on. */
let sink;
requireWrk();
try {
  // The demo upstream announces itself as one JSON line; it is not what we time.
  const demo = await start('dist/demo-upstream/main.js', {}, { readyLine: /^\{/, pinned: false });
  const upstream = JSON.parse(demo.announced);
  const cached = await startPageServer(upstream, {});
  // The photo from the image cache on a server of its own: the cached server's peak RSS is the page's alone, as the release's is.
  const imaging = await startPageServer(upstream, {});
  const rendered = await startPageServer(upstream, { BENCH_RENDER_CACHE: 'off', ...NO_SHEDDING });
  const uncached = await startPageServer(upstream, { BENCH_RENDER_CACHE: 'off', UPSTREAM_CACHE_TTL_MS: '0', ...NO_SHEDDING });
  const refilled = await startPageServer(upstream, { BENCH_RENDER_CACHE: 'refill', ...NO_SHEDDING });
  const personal = await startPageServer(upstream, NO_PERSONAL_SHEDDING);
  // The lookups on a server of their own: the release's card form server serves card forms alone, and so does this one
  // (docs/decisions/139-bench-load-generator.md).
  const lookingUp = await startPageServer(upstream, NO_PERSONAL_SHEDDING);
  sink = TRACING ? await startOtlpSink() : undefined;
  const otel = sink && { OTEL_EXPORTER_OTLP_ENDPOINT: sink.url, OTEL_EXPORTER_OTLP_PROTOCOL: 'http/protobuf' };
  const tracedHit = otel && await startPageServer(upstream, otel);
  const tracedMiss = otel && await startPageServer(upstream, { ...otel, BENCH_RENDER_CACHE: 'off', ...NO_SHEDDING });
  const baseCached = BASELINE && await startPageServer(upstream, {}, BASELINE);
  const baseRendered = BASELINE && await startPageServer(upstream, { BENCH_RENDER_CACHE: 'off', ...NO_SHEDDING }, BASELINE);
  const basePersonal = BASELINE && await startPageServer(upstream, NO_PERSONAL_SHEDDING, BASELINE);
  // The same page running an experiment (docs/decisions/741-pages-served-by-the-edge.md), hit by a returning
  // visitor whose cookies name its version: what a page under test costs on the hit path.
  const tested = await startPageServer(upstream, { CONTENT_DIR: contentUnderTest() });
  const testedVisitor = await returningVisitor(tested.url + page);
  // The same two requests to the same page on servers running no experiment (a server each: a target's tail never
  // falls in another's run of the same process): each row's reference.
  const [untested, untestedFirst] = [await startPageServer(upstream, {}), await startPageServer(upstream, {})];
  // The page under test's first views: every request a fresh visitor, drawn, counted in a real Redis (the experiments' own), given two
  // cookies (docs/decisions/700-experiments-counted-where-they-happen.md: target ≤ 1.5× the page's hit).
  const countsRedis = await startRedis({ port: await freePort(), onLine: () => {} });
  started.push(countsRedis);
  const drawingEnv = () => ({
    CONTENT_DIR: contentUnderTest(), EXPERIMENT_REDIS_URL: countsRedis.url, EXPERIMENT_SECRET: 'bench-experiment-secret-0123456789abcdef',
  });
  const drawing = await startPageServer(upstream, drawingEnv());
  // With BENCH_BASELINE, the baseline's first views too (its counts in the same Redis), beside this build's in the same rounds,
  // when the baseline draws at all: a build before server-side experiments (the release 079acdf) answers them as a hit.
  const baseDrawing = BASELINE && await startPageServer(upstream, drawingEnv(), BASELINE);
  const baseFirst = baseDrawing && await fetch(baseDrawing.url + page, { headers: { 'user-agent': BROWSER } });
  await baseFirst?.arrayBuffer();
  const baseDraws = baseFirst?.headers.getSetCookie().some((line) => line.startsWith('promo_ab='));
  // A baseline that draws also serves its page under test to the same returning visitor (its cookies read, never verified).
  const baseTested = baseDraws && await startPageServer(upstream, { CONTENT_DIR: contentUnderTest() }, BASELINE);
  // A landing of eight blocks, its hit and its render, each on a server of its own reading the content with it.
  const landingContent = contentWithLanding();
  const landingCached = await startPageServer(upstream, { CONTENT_DIR: landingContent });
  const landingRendered = await startPageServer(upstream, { CONTENT_DIR: landingContent, BENCH_RENDER_CACHE: 'off', ...NO_SHEDDING });
  const landingPage = `/promo/${LANDING_ID}`;
  const landingBytes = await bytesOf(landingCached.url + landingPage);
  const html = await (await fetch(cached.url + page)).text();
  const state = html.match(/<script id="__state" type="application\/json">(.*?)<\/script>/s)[1];
  /** The files the bench's own servers read, each written once here. */
  const files = madeFolder('bench-files-');
  const written = (name, text) => (writeFileSync(path.join(files, name), text), path.join(files, name));
  const stateFile = written('state.json', state);
  const bare = await startBenchServer('bare-render-server', { STATE_FILE: stateFile });
  // The constants answer the page's own bytes: whatever a byte costs the generator, it costs every target alike.
  const bodyFile = written('page.html', html);
  const constant = await startBenchServer('constant-server', { BODY_FILE: bodyFile });
  const nodeHttp = await startBenchServer('constant-server', { BODY_FILE: bodyFile, CONSTANT_SERVER: 'node:http' });

  // The least the stack and the hit can cost (docs/performance.md): the same tree behind Express, the data router, a
  // store and the shipped state; and the hit's own bytes and headers with only what a hit owes beyond them.
  const stackEnv = { STATE_FILE: stateFile, PAGE_PATH: page };
  const stackFloor = await startBenchServer('stack-floor-server', stackEnv);
  // BENCH_STACK=parts: the same least with one part left out at a time, each part's price.
  const stackParts = [];
  for (const part of STACK_PARTS ? ['express', 'router', 'store', 'state'] : []) {
    stackParts.push({ part, server: await startBenchServer('stack-floor-server', { ...stackEnv, STACK_WITHOUT: part }) });
  }
  const hitAnswer = await fetch(cached.url + page, { headers: { 'accept-encoding': 'identity' } });
  await hitAnswer.arrayBuffer();
  const perRequest = new Set(['date', 'connection', 'keep-alive', 'content-length', 'content-type', 'x-request-id']);
  const hitHeaders = JSON.stringify([...hitAnswer.headers].filter(([name]) => !perRequest.has(name)).flat());
  const hitEnv = { BODY_FILE: bodyFile, HEADERS_FILE: written('hit-headers.json', hitHeaders) };
  const hitFloor = await startBenchServer('hit-floor-server', hitEnv);
  // BENCH_HIT=parts: the same least with one duty left out at a time, each duty's price.
  const hitParts = [];
  for (const duty of HIT_PARTS ? ['line', 'metrics', 'id', 'security'] : []) {
    hitParts.push({ duty, server: await startBenchServer('hit-floor-server', { ...hitEnv, HIT_WITHOUT: duty }) });
  }

  const pageBytes = Buffer.byteLength(html);
  // One product photo's variant, made once now: every timed request is an image-cache hit.
  const photo = imagePath(`${upstream.url}/photos/rotband-square.jpg`, 320);
  const photoBytes = (await (await fetch(imaging.url + photo, { headers: { accept: IMAGE_ACCEPT } })).arrayBuffer()).byteLength;
  // The bare render is the markup alone, without the document around it: the very markup of the page's root, or the floor is another tree.
  const bareHtml = await (await fetch(`${bare.url}/`)).text();
  const rootStart = html.indexOf('<div id="root">') + '<div id="root">'.length;
  if (bareHtml !== html.slice(rootStart, html.lastIndexOf('</div>', html.indexOf('<script id="__state"')))) {
    throw new Error('bare renderToString: its markup is not the page\'s root markup (another tree or another state)');
  }
  const bareBytes = Buffer.byteLength(bareHtml);
  const stackHtml = await (await fetch(stackFloor.url + page)).text();
  if (!stackHtml.startsWith(bareHtml) || !stackHtml.includes(state)) {
    throw new Error('the stack\'s least render: not the floor\'s markup and the page\'s state');
  }
  const cardFormPath = `${page}?card=${CARD}`;
  const lookupPath = `/api/v2/promo/check/${slug}/${CARD}/`;
  const [cardFormBytes, lookupBytes] = [await bytesOf(personal.url + cardFormPath), await bytesOf(lookingUp.url + lookupPath)];
  // The baseline's own pages: another build's page has bytes of its own (its texts, its typesetting).
  const [basePageBytes, baseCardFormBytes] = BASELINE
    ? [await bytesOf(baseCached.url + page), await bytesOf(basePersonal.url + cardFormPath)] : [];
  const visitor = { 'user-agent': BROWSER };
  const targets = [
    target(HIT, cached, page, pageBytes),
    target(IMAGE_HIT, imaging, photo, photoBytes, { headers: { accept: IMAGE_ACCEPT } }),
    target(RENDER, rendered, page, pageBytes),
    target(UNCACHED, uncached, page, pageBytes),
    target(EXPRESS_CONSTANT, constant, '/', pageBytes),
    target(BARE, bare, '/', bareBytes),
    target(NODE_CONSTANT, nodeHttp, '/', pageBytes),
    target(CARD_FORM, personal, cardFormPath, cardFormBytes),
    target(LOOKUP, lookingUp, lookupPath, lookupBytes),
    ...(BASELINE ? [[HIT, baseCached, page, basePageBytes], [RENDER, baseRendered, page, basePageBytes],
      [CARD_FORM, basePersonal, cardFormPath, baseCardFormBytes]] : [])
      .map(([name, server, suffix, bytes]) => target(`${name} (baseline)`, server, suffix, bytes, { beside: name, pair: 'release' })),
    target(LANDING_HIT, landingCached, landingPage, landingBytes, { beside: HIT, pair: 'landing' }),
    target(LANDING_RENDER, landingRendered, landingPage, landingBytes, { beside: RENDER, pair: 'landing' }),
    ...(TRACING ? [target(TRACED_HIT, tracedHit, page, pageBytes), target(TRACED_RENDER, tracedMiss, page, pageBytes)] : []),
    target(STACK_LEAST, stackFloor, page, Buffer.byteLength(stackHtml)),
    target(HIT_LEAST, hitFloor, '/', pageBytes),
    ...stackParts.map(({ part, server }) => target(`the stack's least without ${part}`, server, page, bareBytes)),
    ...hitParts.map(({ duty, server }) => target(`the hit's least without its ${duty}`, server, '/', pageBytes)),
    target(RETURNING, tested, page, pageBytes * 0.9, { headers: testedVisitor, check: checkReturn }),
    target(RETURNING_REF, untested, page, pageBytes, { headers: testedVisitor, beside: RETURNING, pair: 'experiments' }),
    target(FIRST_VIEW, drawing, page, pageBytes * 0.9, { headers: visitor }),
    target(FIRST_VIEW_REF, untestedFirst, page, pageBytes, { headers: visitor, beside: FIRST_VIEW, pair: 'experiments' }),
    ...(baseDraws ? [
      target(`${FIRST_VIEW} (baseline)`, baseDrawing, page, pageBytes * 0.9, { headers: visitor, beside: FIRST_VIEW, pair: 'experiments' }),
      target(`${RETURNING} (baseline)`, baseTested, page, pageBytes * 0.9, {
        headers: testedVisitor, check: checkReturn, beside: RETURNING, pair: 'experiments',
      }),
    ] : []),
  ];
  const figures = await measureAll(ONLY ? pairsOnly(targets) : targets);
  if (JSON_FILE) writeFileSync(JSON_FILE, JSON.stringify(figures));
  console.log(
    `\n${page}: ${ROUNDS} rounds over the targets, each run ${Math.round(DURATION_S / ROUNDS)} s ` +
    `at ${CONNECTIONS} connections (req/s, latency, CPU) then at ${CPU_RATE} req/s (CPU, the server's whole, its idle ` +
    `CPU read apart), loopback; each target's best round at ${CONNECTIONS}, its median round at ${CPU_RATE}/s\n`,
  );
  console.table(figures.map((r) => ({
    target: r.name, 'req/s': Math.round(r.rps), 'p50 ms': r.p50.toFixed(2), 'p99 ms': r.p99.toFixed(2),
    'CPU ms/req': r.cpuPerRequest.toFixed(3), [`CPU ms/req at ${CPU_RATE}/s`]: r.cpuPerPacedRequest.toFixed(3),
    'idle CPU ms/s': r.idleMsPerS.toFixed(2),
  })));
  console.log(`machine: ${machine()}`);
  if (!PINNED) console.log('(not pinned to cores: taskset or a second core is missing)');
  const named = new Map(figures.map((f) => [f.name, f]));
  const [hit, miss, cardFormFigures] = [HIT, RENDER, CARD_FORM].map((name) => named.get(name));
  const [baseHit, baseMiss, baseCardForm] = [HIT, RENDER, CARD_FORM].map((name) => named.get(`${name} (baseline)`));
  const { k, confidence } = intervalRank(ROUNDS);
  console.log(
    `each pair below: the median of the ${ROUNDS} rounds' ratios, each side's CPU per request in the middle round(s); in ` +
    `brackets the k-th least and k-th most of the rounds' ratios (k = ${k}), which hold the median ratio between them with ` +
    `${Math.floor(confidence * 100)} % confidence (docs/decisions/139-bench-load-generator.md)`,
  );
  if (baseHit) {
    // Each cost row against the release's in the same rounds (docs/performance.md's release table: at most 1.00×).
    const row = (what, now, old) => ({
      'this build vs the release': what, 'CPU ms': pairedMs(now, old, 'cpuPerRequest'), ratio: pairedRatio(now, old, 'cpuPerRequest'),
      [`CPU ms at ${CPU_RATE}/s`]: pairedMs(now, old, 'cpuPerPacedRequest'),
      [`ratio at ${CPU_RATE}/s`]: pairedRatio(now, old, 'cpuPerPacedRequest'),
      // The paced CPU less the server's idle CPU (docs/decisions/139-bench-load-generator.md).
      [`at ${CPU_RATE}/s, idle taken off`]: pairedRatio(now, old, 'cpuPerPacedRequestLessIdle'),
    });
    console.log(`this build against the release ${baselineName(BASELINE)}, run beside it (target ≤ 1.00×)`);
    console.table([row('render-cache hit', hit, baseHit), row('render', miss, baseMiss), row('card form', cardFormFigures, baseCardForm)]);
    console.log(
      `the page ${pageBytes} bytes, the release's ${basePageBytes} (${(pageBytes / basePageBytes).toFixed(3)}×); ` +
      `peak RSS of the cached server ${hit.peakRssMb.toFixed(0)} MB, the release's ${baseHit.peakRssMb.toFixed(0)} MB` +
      (PROCESSES > 1 ? ` (the most of its ${PROCESSES} processes)` : ''),
    );
  }
  const [landingHit, landingRender] = [LANDING_HIT, LANDING_RENDER].map((name) => named.get(name));
  if (landingHit) {
    // A landing is a page like every other (docs/product.md §13): its hit and its render against the campaign page's.
    console.log(`a landing of ${LANDING_BLOCKS} blocks (${landingBytes} bytes) vs the campaign page ${page} (${pageBytes} bytes), ` +
      `rounds paired (target ≤ 1.1): its hit ${both(landingHit, hit)}; its render ${both(landingRender, miss)}`);
  }
  const [returning, returningRef, firstView, firstViewRef] = [RETURNING, RETURNING_REF, FIRST_VIEW, FIRST_VIEW_REF]
    .map((name) => named.get(name));
  if (returning) {
    // The page under test against the same request where no experiment runs (docs/decisions/741-pages-served-by-the-edge.md,
    // 700-experiments-counted-where-they-happen.md).
    console.log(`a returning visitor's page under test (a browser's User-Agent, its two cookies) vs the same request to the page ` +
      `where no experiment runs: ${both(returning, returningRef)} (target ≤ 1.1)`);
    console.log(`a first view of the page under test (a browser's User-Agent; drawn, counted, two cookies set) vs the same ` +
      `request where no experiment runs: ${both(firstView, firstViewRef)} (target ≤ 1.5)`);
    const [baseReturning, baseFirstView] = [RETURNING, FIRST_VIEW].map((name) => named.get(`${name} (baseline)`));
    if (baseFirstView) {
      console.log(`the baseline's returning visitor vs the same reference: ${both(baseReturning, returningRef)}; this build's vs ` +
        `the baseline's, rounds paired: ${both(returning, baseReturning)}`);
      console.log(`the baseline's first view vs the same reference: ${both(baseFirstView, firstViewRef)}; this build's vs the ` +
        `baseline's, rounds paired: ${both(firstView, baseFirstView)}`);
    }
    // What the two requests' headers cost a page with no experiment, which a row against the bare hit counted as the experiment's.
    if (hit) {
      console.log(`the two references vs the bare hit (no User-Agent, no cookie), rounds paired: the returning visitor's request ` +
        `${pairedRatio(returningRef, hit, 'cpuPerRequest')} (${pairedRatio(returningRef, hit, 'cpuPerPacedRequest')} at ${CPU_RATE}/s), ` +
        `the first view's ${pairedRatio(firstViewRef, hit, 'cpuPerRequest')} (${pairedRatio(firstViewRef, hit, 'cpuPerPacedRequest')})`);
    }
  }
  if (!ONLY) {
    const [imageHit, cold, ceiling, floor, bareCeiling, lookupFigures, stackLeast, hitLeast, tracedHitFigures, tracedMissFigures] = [
      IMAGE_HIT, UNCACHED, EXPRESS_CONSTANT, BARE, NODE_CONSTANT, LOOKUP, STACK_LEAST, HIT_LEAST, TRACED_HIT, TRACED_RENDER,
    ].map((name) => named.get(name));
    /** `a`'s CPU per request over `b`'s, at full load or (`paced`) at CPU_RATE. */
    const times = (a, b, paced) => (paced ? a.cpuPerPacedRequest / b.cpuPerPacedRequest : a.cpuPerRequest / b.cpuPerRequest).toFixed(2);
    /** `a`'s CPU per request beyond `b`'s, in ms. */
    const beyond = (a, b, key) => (a[key] - b[key]).toFixed(3);
    console.log(`image-cache hit vs render-cache hit: ${(imageHit.rps / hit.rps).toFixed(2)}× req/s, ` +
      `CPU ${imageHit.cpuPerRequest.toFixed(3)} vs ${hit.cpuPerRequest.toFixed(3)} ms/req`);
    console.log(`render-cache hit vs constant string: ${(hit.rps / ceiling.rps).toFixed(2)}× req/s, ${times(ceiling, hit)}× CPU ` +
      `efficiency (${times(ceiling, hit, true)}× at ${CPU_RATE}/s) (target ≥ 0.7)`);
    console.log(`render-cache hit vs bare node:http constant: ${(hit.rps / bareCeiling.rps).toFixed(2)}× req/s; ` +
      `Express constant vs node:http: ${(ceiling.rps / bareCeiling.rps).toFixed(2)}×`);
    // The hit path's two targets (docs/decisions/060-hit-path.md), from this one run.
    console.log(`hit path: CPU per request ${times(hit, ceiling)}× the Express constant's (target ≤ 0.6; ${times(hit, ceiling, true)}× ` +
      `at ${CPU_RATE}/s), capacity ${(hit.rps / bareCeiling.rps).toFixed(2)}× bare node:http's (target ≥ 0.35)`);
    for (const [what, figure, goal] of [['cached', miss, ' (target ≤ 0.5)'], ['uncached', cold, '']]) {
      console.log(`render with upstream ${what}, CPU beyond bare renderToString: ${beyond(figure, floor, 'cpuPerRequest')} ms ` +
        `(${beyond(figure, floor, 'cpuPerPacedRequest')} ms at ${CPU_RATE}/s)${goal}`);
    }
    // The speed budgets (docs/performance.md), from this one run.
    console.log(`ratios: render ${times(miss, floor)}× bare renderToString's CPU (target ≤ 1.3), card form ` +
      `${times(cardFormFigures, floor)}× (target ≤ 1.5), hit ${times(hit, ceiling)}× the Express constant's (target ≤ 0.35)`);
    // The hit against what it must do (docs/performance.md: target ≤ 1.25), from this one run.
    console.log(`render-cache hit vs the hit's least: ${times(hit, hitLeast)}× CPU per request ` +
      `(${hit.cpuPerRequest.toFixed(3)} vs ${hitLeast.cpuPerRequest.toFixed(3)} ms; ${times(hit, hitLeast, true)}× at ${CPU_RATE}/s: ` +
      `${hit.cpuPerPacedRequest.toFixed(3)} vs ${hitLeast.cpuPerPacedRequest.toFixed(3)} ms) (target ≤ 1.25)`);
    for (const { duty } of hitParts) {
      const without = named.get(`the hit's least without its ${duty}`);
      const price = (key) =>
        `${(hitLeast[key] - without[key]).toFixed(4)} ms (${((hitLeast[key] - without[key]) / hitLeast[key]).toFixed(2)}×)`;
      console.log(`  the hit's ${duty}: ${price('cpuPerRequest')} of the least; ${price('cpuPerPacedRequest')} at ${CPU_RATE}/s`);
    }
    // What the budgets leave once the chosen stack and the hit's duties are paid (docs/performance.md).
    console.log(`the least of the stack: a render ${times(stackLeast, floor)}× bare renderToString's CPU ` +
      `(${times(stackLeast, floor, true)}× at ${CPU_RATE}/s); a hit ${times(hitLeast, ceiling)}× the Express constant's ` +
      `(${times(hitLeast, ceiling, true)}× at ${CPU_RATE}/s), ${(hitLeast.rps / bareCeiling.rps).toFixed(2)}× bare node:http's capacity`);
    for (const { part } of stackParts) {
      const lessOne = named.get(`the stack's least without ${part}`);
      const share = (key) => ((stackLeast[key] - lessOne[key]) / floor[key]).toFixed(2);
      console.log(`  its ${part}: ${share('cpuPerRequest')}× the floor (${share('cpuPerPacedRequest')}× at ${CPU_RATE}/s)`);
    }
    if (BASELINE) {
      console.log(`the release's render ${times(baseMiss, floor)}× bare renderToString's, its card form ${times(baseCardForm, floor)}×`);
    }
    console.log(`peak RSS of the cached server: ${hit.peakRssMb.toFixed(0)} MB (target ≤ 200); ` +
      `the image-cache hits' server: ${peakRssMb(imaging.pid).toFixed(0)} MB\n`);
    if (TRACING) {
      const costs = (on, off) => `CPU per request +${beyond(on, off, 'cpuPerRequest')} ms ` +
        `(+${beyond(on, off, 'cpuPerPacedRequest')} ms at ${CPU_RATE}/s)`;
      console.log(`tracing on, render-cache hit: ${(tracedHitFigures.rps / hit.rps).toFixed(2)}× req/s, ${costs(tracedHitFigures, hit)}`);
      console.log(`tracing on, render: ${(tracedMissFigures.rps / miss.rps).toFixed(2)}× req/s, ${costs(tracedMissFigures, miss)}`);
      console.log(`OTLP bytes received by the sink: ${(sink.received() / 1024 / 1024).toFixed(1)} MB; ` +
        `peak RSS of the traced hit server: ${peakRssMb(tracedHit.pid).toFixed(0)} MB\n`);
    }

    const loopSeconds = Math.max(3, Math.round(DURATION_S / ROUNDS) * 2);
    const loops = [
      { load: 'every request re-renders and refills the cache', ...(await eventLoopUnderLoad(refilled, loopSeconds)) },
      { load: 'every request a render-cache hit', ...(await eventLoopUnderLoad(cached, loopSeconds)) },
    ];
    console.log(`event-loop delay in the server (monitorEventLoopDelay, 10 ms resolution), ${loopSeconds} s at ${CONNECTIONS} connections`);
    console.table(loops.map((l) => ({
      load: l.load, 'req/s': Math.round(l.rps), 'non-2xx': l.non2xx,
      'p50 ms': l.p50Ms.toFixed(1), 'p99 ms': l.p99Ms.toFixed(1), 'max ms': l.maxMs.toFixed(1),
    })));

    const photoUrl = `${upstream.url}/photos/rotband-square.jpg`;
    const transforms = JSON.parse((await start('dist/bench/image-transforms.js', { PHOTO_URL: photoUrl }, { readyLine: /^\{/ })).announced);
    console.log(`CPU of one transform of the ${(transforms.sourceBytes / 1024).toFixed(0)} KB 1200×1200 JPEG ` +
      `(best of ${process.env.BENCH_TRANSFORM_RUNS ?? 5}), ms / output KB`);
    console.table([...new Set(transforms.rows.map((r) => r.format))].map((format) => Object.fromEntries([['format', format],
      ...transforms.rows.filter((r) => r.format === format)
        .map((r) => [`${r.width} w`, `${r.cpuMs.toFixed(1)} ms / ${(r.bytes / 1024).toFixed(1)} KB`])])));
    const cold50 = await coldTransforms(await startPageServer(upstream, NO_SHEDDING), upstream.url, CONNECTIONS);
    console.log(`${cold50.requests} concurrent cold transforms (distinct variants, IMAGE_CONCURRENCY default): `
      + `all answered in ${cold50.seconds.toFixed(1)} s, ${cold50.photos} photos and ${cold50.placeholders} placeholders; `
      + `peak RSS ${cold50.rssBeforeMb.toFixed(0)} MB before, ${cold50.rssAfterMb.toFixed(0)} MB after `
      + `(${((100 * cold50.rssAfterMb) / POD_LIMIT_MB).toFixed(0)} % of the Pod's ${POD_LIMIT_MB} Mi limit)\n`);

    console.log(capacityTable(capacityRows({ hit, render: miss, cardForm: cardFormFigures, lookup: lookupFigures, transforms })));
    const wire = [];
    for (const p of PAGES) {
      wire.push({ page: p, 'br KB': await wireKb(cached.url, p, 'br'), 'gzip KB': await wireKb(cached.url, p, 'gzip') });
    }
    console.log('bytes on the wire per page (HTML + CSS + JS; budget 100 KB brotli)');
    console.table(wire);
  }
} finally {
  sink?.close();
  await Promise.all(started.map((child) => stopProcess(child)));
  for (const dir of madeFolders) rmSync(dir, { recursive: true, force: true });
}
