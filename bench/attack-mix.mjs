// The attacker mix of `npm run bench:soak` (docs/threat-model.md), for ATTACK_SECONDS beside
// real visitors:
//   - a unique-photo flood: 100 connections asking one real product photo under ever new
//     spellings (`?a=<id>` on the source), each a transform of its own;
//   - silent sockets: SILENT_SOCKETS connections from one client block (127.0.1.2) that never
//     send a byte, opened again as soon as the server drops one (bench/silent-sockets.mjs, a
//     process of its own);
//   - many-address lookups: 50 connections of savings checks, each from a fresh /24
//     (X-Forwarded-For through the trusted proxy 127.0.0.1) and a fresh card;
//   - page-per-block lookups (PAGE_ATTACKERS, 50; 0: none): each loads the campaign page from a fresh /24
//     (spread over 10 /16s), then looks up fresh cards from that /24 until refused (or
//     PAGE_ATTACKER_LOOKUPS of them), then the next /24: a browser-like client the app cannot
//     tell from visitors (the visit pass it once took is retired: docs/decisions/361-one-round-trip-per-limited-call.md).
// Real visitors, VISITOR_LINES of them one after another, each from an address of its own:
// the campaign page, two of the product photos it names, then a check of a card. What they got is the
// figure: pages answered, photos real (not the «нет фото» picture), card checks answered
// (goals ≥ 99 %, ≥ 99 %, ≥ 95 %); a request that failed to connect counts as not answered.
// Beside them, NO_SCRIPT_LINES of visitors without script
// (the page, its noscript pictures, the card form): card forms answered (goal ≥ 95 %).
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

/**
 * The attacker that loads a page per /24 (ten /16s: 172.16–25.x.y) and looks up cards from it; tallies
 * its statuses and the pages it loaded.
 */
async function pagePerBlock(base, page, running, figures) {
  let block = 0;
  const count = (status) => (figures.statuses[status] = (figures.statuses[status] ?? 0) + 1);
  await Promise.all(Array.from({ length: PAGE_ATTACKERS }, async () => {
    while (running()) {
      const n = block++;
      const headers = { 'x-forwarded-for': `172.${16 + (n % 10)}.${(n >> 4) & 255}.${(n % 7) + 1}` };
      try {
        const viewed = await fetch(base + page, { headers, signal: AbortSignal.timeout(30_000) });
        await viewed.arrayBuffer();
        figures.pages[viewed.status] = (figures.pages[viewed.status] ?? 0) + 1;
        for (let k = 0; k < PAGE_ATTACKER_LOOKUPS && running(); k++) {
          const card = 7_100_000 + ((n * 60 + k) % 900_000);
          const res = await fetch(`${base}/api/v2/promo/check/knauf2025/${card}/`, { headers, signal: AbortSignal.timeout(30_000) });
          await res.arrayBuffer();
          count(res.status);
          if (res.status === 429) break;
        }
      } catch (error) {
        count(error?.cause?.code ?? error?.name ?? 'error');
      }
    }
  }));
}

/**
 * Silent sockets from one block, kept at `count` by bench/silent-sockets.mjs, a process of its
 * own (its reconnects would starve this process's visitors); `close()` resolves with how many
 * were opened and dropped by the server.
 */
function silentSockets(port, count) {
  const script = fileURLToPath(new URL('silent-sockets.mjs', import.meta.url));
  const child = spawn(process.execPath, [script, String(port), String(count), SILENT_FROM], { stdio: ['pipe', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  const exited = new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`silent-sockets.mjs exited with ${code}`))));
  });
  return {
    close: () => {
      child.stdin.end();
      return exited;
    },
  };
}

/** The product photos `html` names (the image endpoint's URLs). */
const photosOf = (html) => [...new Set([...html.matchAll(/\/promo\/img\/\d+\/[\w-]+/g)].map((m) => m[0]))];

/** Why a request failed (its cause's code when it has one), counted into `tally.failures`. */
function failed(tally, error) {
  const why = error?.cause?.code ?? error?.cause?.message ?? error?.message ?? String(error);
  tally.failures[why] = (tally.failures[why] ?? 0) + 1;
}

/** A visitor's check or form that was answered but not with 200: its status, counted in `figure.not`. */
function notAnswered(figure, res) {
  const wait = res.headers.get('retry-after');
  const key = [res.status, wait && `retry-after ${wait}`].filter(Boolean).join(' ');
  figure.not[key] = (figure.not[key] ?? 0) + 1;
}

/** How long a visitor waits for an answer before giving up (a failure of its own, TimeoutError). */
const VISITOR_PATIENCE_MS = 30_000;

/** A fetch that resolves with the response and its body, or with undefined (counted in `tally`) if it failed. */
async function attempt(tally, url, headers) {
  try {
    const res = await fetch(url, { headers, signal: AbortSignal.timeout(VISITOR_PATIENCE_MS) });
    return { res, body: Buffer.from(await res.arrayBuffer()) };
  } catch (error) {
    failed(tally, error);
    return undefined;
  }
}

const visitorAddress = (visitor) => `100.${64 + (visitor >> 16) % 64}.${(visitor >> 8) & 255}.${(visitor & 255) || 1}`;

/**
 * One visitor after another on `line`, until `running()` is false; tallies into `tally`. A
 * request that fails (its connection refused or reset) counts as tried and not answered.
 */
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
      else if (img) tally.photos.not[`${img.res.status} ${type}`] = (tally.photos.not[`${img.res.status} ${type}`] ?? 0) + 1;
    }
    const card = 7_000_000 + ((visitor * 7919) % 2_000_000);
    tally.checks.tried++;
    const check = await attempt(tally, `${base}/api/v2/promo/check/knauf2025/${card}/`, headers);
    if (check?.res.status === 200) tally.checks.answered++;
    else if (check) notAnswered(tally.checks, check.res);
  }
}

/** The pictures of `html` only a browser without script loads: those in a noscript. */
const noScriptPicturesOf = (html) =>
  [...html.matchAll(/<noscript>(.*?)<\/noscript>/gs)].flatMap((m) => [...m[1].matchAll(/<img [^>]*?src="(\/[^"]+)"/g)].map((i) => i[1]));

/**
 * Visitors without script on `line`: the page, the pictures of its noscript, then the card
 * form, a GET of the page with the card. (Their product photos are left out: the photo figure
 * is the other visitors'.)
 */
async function noScriptLine(base, page, line, running, tally) {
  for (let n = 0; running(); n++) {
    const visitor = 50_000 + line * 100_000 + n;
    const headers = { 'x-forwarded-for': visitorAddress(visitor) };
    const got = await attempt(tally, base + page, headers);
    for (const picture of noScriptPicturesOf(got?.body.toString() ?? '')) await attempt(tally, base + picture, headers);
    const card = 7_000_000 + ((visitor * 7919) % 2_000_000);
    tally.forms.tried++;
    const form = await attempt(tally, `${base}${page}?card=${card}`, headers);
    if (form?.res.status === 200) tally.forms.answered++;
    else if (form) notAnswered(tally.forms, form.res);
  }
}

const statusCounts = (result) =>
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
