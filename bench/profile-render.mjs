// npm run bench:profile: where a render's CPU goes. The production app renders a page on
// every request (the render cache off, upstream data cached: bench/bench.mjs's second
// target) under --cpu-prof while wrk loads it; then every sample of the main thread is
// given to each part of the work it was inside (a sample inside the state's serialisation,
// itself inside the document, counts for both), and the parts are printed as µs per request
// and as a share of the samples. The parts are the ones docs/performance.md accounts for.
// A second table gives each sample to one part only (the first of SHARES with a frame on its
// stack), so its rows add up to the whole: what a render costs beyond the floor's own work.
// PROFILE_PATH picks the page (a card form's answer: PROFILE_PATH='/promo/knauf2025?card=7000004';
// the personal budget is off, as in bench/bench.mjs, since the load comes from one address).
import { readFileSync, readdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { onePromoPathPerKind } from '../scripts/route-table.mjs';
import { freePort } from '../scripts/cluster/free-port.mjs';
import { startProcess, stopProcess } from '../scripts/cluster/child-process.mjs';
import { requireWrk, wrk } from './wrk.mjs';

const SECONDS = Number(process.env.PROFILE_SECONDS ?? 10);
const PROMO_NOW = process.env.PROMO_NOW ?? '2025-10-15T12:00:00+03:00';

/**
 * The parts of a render, each a test on one frame (function name and script URL). Order is
 * the table's; a sample counts once for each part with a frame on its stack.
 */
const PARTS = [
  ['whole request (our code and Express)', (f) => /express|router/.test(f.url) && f.functionName === 'handle'],
  ['React render (renderToString / renderToPipeableStream)', (f) => /react-dom/.test(f.url) && /^render|performWork|retryNode|renderNode/.test(f.functionName)],
  // The page's tree, islands as roots: what the bench's bare renderToString floor does (bench/bare-render-server.tsx).
  ['page tree (renderBody: the floor\'s own work)', (f) => f.functionName === 'renderBody'],
  // Inside the page tree: the page's texts given their soft hyphens as its elements are made.
  ['soft hyphens (shownProps, inside the page tree)', (f) => f.functionName === 'shownProps'],
  ['document around it (renderDocument)', (f) => f.functionName === 'renderDocument'],
  ['loader: upstream data from the cache (recordReads)', (f) => f.functionName === 'recordReads'],
  // Redux's and Immer's own frames, or makeStore: Express's Route.dispatch is on every request's stack.
  // Outside the tree: the tree's useSelector reads are react-redux's, inside the page tree's part.
  ['store: makeStore and dispatches', (f) => /@reduxjs|\/redux\/|redux-thunk|immer/.test(f.url) || /configureStore|makeStore/.test(f.functionName)],
  ['route matching and loaders (react-router query)', (f) => /react-router/.test(f.url) && /^query|queryImpl|loadRouteData/.test(f.functionName)],
  ['state serialisation (JSON.stringify, escaping)', (f) => /stringify|serialis|serializ|escapeJson|safeJson/i.test(f.functionName)],
  ['schema checks (zod parse)', (f) => /zod/.test(f.url)],
  ['typesetting (typograf)', (f) => /typograf/.test(f.url) || /typeset/i.test(f.functionName)],
  ['head tags and structured data', (f) => /^(discoveryTags|structuredData)$/.test(f.functionName)],
  ['headers (helmet, CSP, cache headers)', (f) => /helmet/.test(f.url) || /setHeader|writeHead/.test(f.functionName)],
  ['access line and logs (pino)', (f) => /pino|sonic-boom/.test(f.url) || /accessLine|logAccess/i.test(f.functionName)],
  ['metrics (prom-client)', (f) => /prom-client/.test(f.url)],
  ['compression (zlib, brotli)', (f) => /zlib/.test(f.url) || /brotli|gzip|deflate|compress/i.test(f.functionName)],
  ['tracing (OpenTelemetry)', (f) => /opentelemetry/.test(f.url)],
  ['sending (socket writes)', (f) => /^(writev|writeBuffer|writeUtf8String|writeLatin1String)$/.test(f.functionName)],
  ['garbage collection', (f) => f.functionName === '(garbage collector)'],
];

/**
 * The same samples, each given to one part only, so that the rows add up to the main thread's
 * whole: first the parts named by a frame anywhere on the stack (SHARES, in order: the page tree
 * before the store its selectors read), then by the sample's own frame (LEAF_SHARES: the code
 * the time was spent in, for the chain that holds all of them), else "the rest" (promises,
 * streams and Node's other internals).
 */
const SHARES = [
  ['garbage collection', (f) => f.functionName === '(garbage collector)'],
  ['page tree (renderBody: the floor\'s own work)', (f) => f.functionName === 'renderBody'],
  ['personal upstream call (undici, the answer\'s check)', (f) => /undici\/|zod/.test(f.url) || f.url.startsWith('wasm')],
  ['soft hyphens (shownProps, the hyphen package)', (f) => /^(shownProps|shownChildren|shownText|hyphenated)$/.test(f.functionName) || /\/hyphen\//.test(f.url)],
  ['state serialisation', (f) => /^serialize(Page)?State$/.test(f.functionName)],
  ['head tags and structured data', (f) => /^(discoveryTags|structuredData)$/.test(f.functionName)],
  ['document around the body', (f) => f.functionName === 'renderDocument'],
  ['store (Redux, Immer, the thunks)', (f) => /@reduxjs|\/redux\/|redux-thunk|immer/.test(f.url) || /configureStore|makeStore/.test(f.functionName)],
  ['sending (socket writes)', (f) => /^(writev|writeBuffer|writeUtf8String|writeLatin1String|_writeGeneric|_writev)$/.test(f.functionName)],
  ['access line (pino)', (f) => /pino|sonic-boom/.test(f.url) || f.functionName === 'logRequest'],
  ['metrics (prom-client)', (f) => /prom-client/.test(f.url)],
];
const LEAF_SHARES = [
  ['react-router\'s own code (matching, the query\'s steps)', (f) => /react-router/.test(f.url)],
  ['Express\'s own code (app, router, layers)', (f) => /\/express\/|\/router\//.test(f.url)],
  ['our own code elsewhere (chain, page view, loader, plan)', (f) => /dist\/bench\/page-app\.js$/.test(f.url)],
  ['Node\'s HTTP server (parsing, responses)', (f) => /_http_/.test(f.url)],
];

/** The parts of the samples taken after `fromMs` of the profile (start-up and warm-up left out). */
function breakdown(profile, fromMs) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const micros = new Map(PARTS.map(([name]) => [name, 0]));
  const shares = new Map([...[...SHARES, ...LEAF_SHARES].map(([name]) => [name, 0]), ['the rest', 0]]);
  let total = 0;
  let at = 0;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i + 1] ?? 0;
    at += profile.timeDeltas[i];
    const leaf = byId.get(id).callFrame;
    if (at < fromMs * 1000 || leaf.functionName === '(idle)') return;
    total += dt;
    const seen = new Set();
    for (let node = id; node !== undefined; node = parent.get(node)) {
      const frame = byId.get(node).callFrame;
      for (const [name, test] of PARTS) if (!seen.has(name) && test(frame)) seen.add(name);
    }
    for (const name of seen) micros.set(name, micros.get(name) + dt);
    const frames = [];
    for (let node = id; node !== undefined; node = parent.get(node)) frames.push(byId.get(node).callFrame);
    const [share] = SHARES.find(([, test]) => frames.some(test)) ?? LEAF_SHARES.find(([, test]) => test(leaf)) ?? ['the rest'];
    shares.set(share, shares.get(share) + dt);
  });
  return { micros, shares, total };
}

requireWrk();
const started = [];
const profileDir = mkdtempSync(path.join(tmpdir(), 'render-profile-'));
try {
  const start = async (script, env, readyLine, args = []) => {
    let announced = '';
    const child = await startProcess({
      name: script, command: process.execPath, args: [...args, script], readyLine,
      env: { ...process.env, NODE_ENV: 'production', ...env },
      onLine: (_n, line) => (readyLine.test(line) ? (announced ||= line) : console.error(line)),
    });
    started.push(child);
    return { child, announced };
  };
  const demo = await start('dist/demo-upstream/main.js', {}, /^\{/);
  const upstream = JSON.parse(demo.announced);
  const port = await freePort();
  const spawnedAt = Date.now();
  const app = await start('dist/bench/page-server.js', {
    PORT: String(port), UPSTREAM_URL: upstream.url, UPSTREAM_USER: upstream.user, UPSTREAM_PASSWORD: upstream.password,
    // PROFILE_HIT=1: the render cache on, every request a hit (the hit path's own profile).
    PROMO_NOW, BENCH_RENDER_CACHE: process.env.PROFILE_HIT ? 'on' : 'off', SHED_EVENT_LOOP_DELAY_MS: '60000', SHED_MAX_IN_FLIGHT: '100000',
    SHED_PERSONAL_MAX_IN_FLIGHT: '100000', SHED_PERSONAL_PER_BLOCK: '100000',
  }, /^ready$/, ['--cpu-prof', '--cpu-prof-dir', profileDir]);
  const page = process.env.PROFILE_PATH ?? (await onePromoPathPerKind())[0];
  const url = `http://127.0.0.1:${port}${page}`;
  await wrk({ url, connections: 50, seconds: 2 }); // warm-up: JIT, pools
  // The profile's clock starts with the process: what came before the timed run is left out.
  const runFromMs = Date.now() - spawnedAt;
  const run = await wrk({ url, connections: 50, seconds: SECONDS });
  await stopProcess(app.child); // the profile is written on a clean exit
  started.splice(started.indexOf(app.child), 1);
  const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
  const { micros, shares, total } = breakdown(JSON.parse(readFileSync(path.join(profileDir, file), 'utf8')), runFromMs);
  const requests = run.requests;
  console.log(`page ${page}: ${run.rps.toFixed(0)} req/s under the profiler;`,
    `main-thread CPU ${(total / requests).toFixed(0)} µs per request`);
  console.log('| part | µs per request | share |');
  console.log('|---|--:|--:|');
  for (const [name, us] of micros) console.log(`| ${name} | ${(us / requests).toFixed(0)} | ${((100 * us) / total).toFixed(1)} % |`);
  console.log('\nEach sample to one part (rows add up to the whole):');
  console.log('| part | µs per request | share |');
  console.log('|---|--:|--:|');
  for (const [name, us] of shares) console.log(`| ${name} | ${(us / requests).toFixed(0)} | ${((100 * us) / total).toFixed(1)} % |`);
} finally {
  for (const child of started) await stopProcess(child);
  if (process.env.PROFILE_KEEP) console.log(`profile kept in ${profileDir}`);
  else rmSync(profileDir, { recursive: true, force: true });
}
