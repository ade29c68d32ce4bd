// The attacker mix of `npm run bench:soak` (docs/performance.md, docs/threat-model.md), for ATTACK_SECONDS beside real
// visitors: a unique-photo flood (100 connections, one photo under ever new spellings, `?a=<id>` on the source: each a
// transform of its own); SILENT_SOCKETS connections from one client block that never send a byte, opened again as soon as
// the server drops one (bench/silent-sockets.mjs); many-address lookups (50 connections, each a fresh /24 through the
// trusted proxy and a fresh card); PAGE_ATTACKERS (50; 0: none) that each load the page from a fresh /24 of ten /16s, then
// look up fresh cards from it until refused (or PAGE_ATTACKER_LOOKUPS), then the next /24: a browser-like client the app
// cannot tell from visitors (docs/decisions/361-one-round-trip-per-limited-call.md).
// Real visitors, VISITOR_LINES of them one after another, each from an address of its own: the page, two of its product
// photos, a card check; NO_SCRIPT_LINES without script: the page, its noscript pictures, the card form. What they got is
// the figure; a request that failed to connect counts as not answered.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { IMAGE_ACCEPT, imagePath } from './images.mjs';

const SILENT_SOCKETS = Number(process.env.SILENT_SOCKETS ?? 2000);
const VISITOR_LINES = Number(process.env.VISITOR_LINES ?? 8);
const NO_SCRIPT_LINES = Number(process.env.NO_SCRIPT_LINES ?? 2);
const SILENT_FROM = '127.0.1.2';

const addressOf = (n) => `${10 + ((n >> 16) & 63)}.${(n >> 8) & 255}.${n & 255}.1`;
const PAGE_ATTACKERS = Number(process.env.PAGE_ATTACKERS ?? 50);
/** The lookups the page-per-block attacker asks from each /24 before it moves to a fresh one (60: until refused). */
const PAGE_ATTACKER_LOOKUPS = Number(process.env.PAGE_ATTACKER_LOOKUPS ?? 60);

/** One more of `key` in `counts`. */
export const counted = (counts, key) => (counts[key] = (counts[key] ?? 0) + 1);

/** The attacker that loads a page per /24 (ten /16s: 172.16–25.x.y) and looks up cards from it: its pages' and lookups' statuses. */
async function pagePerBlock(base, page, running, figures) {
  let block = 0;
  await Promise.all(Array.from({ length: PAGE_ATTACKERS }, async () => {
    while (running()) {
      const n = block++;
      const headers = { 'x-forwarded-for': `172.${16 + (n % 10)}.${(n >> 4) & 255}.${(n % 7) + 1}` };
      try {
        const viewed = await fetch(base + page, { headers, signal: AbortSignal.timeout(30_000) });
        await viewed.arrayBuffer();
        counted(figures.pages, viewed.status);
        for (let k = 0; k < PAGE_ATTACKER_LOOKUPS && running(); k++) {
          const card = 7_100_000 + ((n * 60 + k) % 900_000);
          const res = await fetch(`${base}/api/v2/promo/check/knauf2025/${card}/`, { headers, signal: AbortSignal.timeout(30_000) });
          await res.arrayBuffer();
          counted(figures.statuses, res.status);
          if (res.status === 429) break;
        }
      } catch (error) {
        counted(figures.statuses, error?.cause?.code ?? error?.name ?? 'error');
      }
    }
  }));
}

/** Silent sockets from one block, kept at `count` (bench/silent-sockets.mjs); `close()` resolves with those opened and dropped. */
function silentSockets(port, count) {
  const script = fileURLToPath(new URL('silent-sockets.mjs', import.meta.url));
  const child = spawn(process.execPath, [script, String(port), String(count), SILENT_FROM], { stdio: ['pipe', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  const exited = new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`silent-sockets.mjs exited with ${code}`))));
  });
  return { close: () => (child.stdin.end(), exited) };
}

/** The product photos `html` names (the image endpoint's URLs). */
const photosOf = (html) => [...new Set([...html.matchAll(/\/promo\/img\/\d+\/[\w-]+/g)].map((m) => m[0]))];

/** How long a visitor waits for an answer before giving up (a failure of its own, TimeoutError). */
const VISITOR_PATIENCE_MS = 30_000;

/** A fetch that resolves with the response and its body, or with undefined (counted in `tally`) if it failed. */
async function attempt(tally, url, headers) {
  try {
    const res = await fetch(url, { headers, signal: AbortSignal.timeout(VISITOR_PATIENCE_MS) });
    return { res, body: Buffer.from(await res.arrayBuffer()) };
  } catch (error) {
    // Why it failed: its cause's code when it has one.
    counted(tally.failures, error?.cause?.code ?? error?.cause?.message ?? error?.message ?? String(error));
    return undefined;
  }
}

/** A visitor's check or form at `url`, counted in `figure`: tried, answered (200), or else its status (and retry-after) in `not`. */
async function tried(figure, tally, url, headers) {
  figure.tried++;
  const got = await attempt(tally, url, headers);
  const wait = got?.res.headers.get('retry-after');
  if (got?.res.status === 200) figure.answered++;
  else if (got) counted(figure.not, [got.res.status, wait && `retry-after ${wait}`].filter(Boolean).join(' '));
}

/** The card a visitor checks. */
const cardOf = (visitor) => 7_000_000 + ((visitor * 7919) % 2_000_000);
const visitorAddress = (visitor) => `100.${64 + (visitor >> 16) % 64}.${(visitor >> 8) & 255}.${(visitor & 255) || 1}`;

/** One visitor after another on `line` until `running()` is false, tallied; a request that fails counts as not answered. */
async function visitorLine(base, page, line, running, tally) {
  for (let n = 0; running(); n++) {
    const visitor = line * 100_000 + n;
    const headers = { 'x-forwarded-for': visitorAddress(visitor) };
    tally.pages.tried++;
    const got = await attempt(tally, base + page, headers);
    if (got?.res.status !== 200) continue;
    tally.pages.answered++;
    // Two of its photos at a width of the visitor's own, as a browser's srcset picks: many are cold.
    for (const photo of photosOf(got.body.toString()).sort(() => Math.random() - 0.5).slice(0, 2)) {
      const width = [160, 240, 320, 480, 640][visitor % 5];
      const url = base + photo.replace(/\/promo\/img\/\d+\//, `/promo/img/${width}/`);
      tally.photos.tried++;
      const img = await attempt(tally, url, { ...headers, accept: IMAGE_ACCEPT });
      const type = img?.res.headers.get('content-type');
      if (img?.res.status === 200 && type !== 'image/svg+xml') tally.photos.answered++;
      else if (img) counted(tally.photos.not, `${img.res.status} ${type}`);
    }
    await tried(tally.checks, tally, `${base}/api/v2/promo/check/knauf2025/${cardOf(visitor)}/`, headers);
  }
}

/** The pictures of `html` only a browser without script loads: those in a noscript. */
const noScriptPicturesOf = (html) =>
  [...html.matchAll(/<noscript>(.*?)<\/noscript>/gs)].flatMap((m) => [...m[1].matchAll(/<img [^>]*?src="(\/[^"]+)"/g)].map((i) => i[1]));

/**
 * Visitors without script on `line`: the page, the pictures of its noscript, then the card form, a GET of the page with the
 * card. (Their product photos are left out: the photo figure is the other visitors'.)
 */
async function noScriptLine(base, page, line, running, tally) {
  for (let n = 0; running(); n++) {
    const visitor = 50_000 + line * 100_000 + n;
    const headers = { 'x-forwarded-for': visitorAddress(visitor) };
    const got = await attempt(tally, base + page, headers);
    for (const picture of noScriptPicturesOf(got?.body.toString() ?? '')) await attempt(tally, base + picture, headers);
    await tried(tally.forms, tally, `${base}${page}?card=${cardOf(visitor)}`, headers);
  }
}

/** An autocannon run's answers by status. */
export const statusCounts = (result) =>
  Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, count]));

/** Runs the mix for `seconds` against the server at `base` (port `port`); resolves with the figures. */
export async function attackMix({ base, port, upstreamUrl, page, seconds }) {
  const photo = `${upstreamUrl}/photos/rotband-square.jpg`;
  let running = true;
  const isRunning = () => running;
  const silent = silentSockets(port, SILENT_SOCKETS);
  let photoId = 0;
  const photoFlood = autocannon({
    url: base, connections: 100, duration: seconds, timeout: 30,
    requests: [{
      method: 'GET',
      headers: { accept: IMAGE_ACCEPT, 'x-forwarded-for': '198.18.0.9' },
      setupRequest: (req) => ({ ...req, path: imagePath(`${photo}?a=${photoId++}`, 320) }),
    }],
  });
  let lookup = 0;
  const lookups = autocannon({
    url: base, connections: 50, duration: seconds, timeout: 30,
    requests: [{
      method: 'GET',
      setupRequest: (req) => {
        const n = lookup++;
        const path = `/api/v2/promo/check/knauf2025/${7_100_000 + (n % 900_000)}/`;
        return { ...req, path, headers: { 'x-forwarded-for': addressOf(n) } };
      },
    }],
  });
  const tally = {
    pages: { tried: 0, answered: 0 }, photos: { tried: 0, answered: 0, not: {} }, checks: { tried: 0, answered: 0, not: {} },
    forms: { tried: 0, answered: 0, not: {} }, failures: {},
  };
  const pageAttack = { pages: {}, statuses: {} };
  const pageAttacker = pagePerBlock(base, page, isRunning, pageAttack);
  const visitors = Promise.all([
    ...Array.from({ length: VISITOR_LINES }, (_, line) => visitorLine(base, page, line, isRunning, tally)),
    ...Array.from({ length: NO_SCRIPT_LINES }, (_, line) => noScriptLine(base, page, line, isRunning, tally)),
  ]);
  const [photoResult, lookupResult] = await Promise.all([photoFlood, lookups]);
  running = false;
  await Promise.all([visitors, pageAttacker]);
  const silentFigures = await silent.close();
  return {
    tally,
    silent: silentFigures,
    pageAttack: { ...pageAttack, passedPerSecond: (pageAttack.statuses['200'] ?? 0) / seconds },
    photoFlood: { requests: photoResult.requests.total, statuses: statusCounts(photoResult), errors: photoResult.errors },
    lookups: {
      requests: lookupResult.requests.total, statuses: statusCounts(lookupResult),
      errors: lookupResult.errors, timeouts: lookupResult.timeouts,
      passedPerSecond: (statusCounts(lookupResult)['200'] ?? 0) / seconds,
    },
  };
}
