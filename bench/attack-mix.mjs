// The attacker mix of `npm run bench:soak` (docs/decisions/120-fair-admission.md,
// 121-visit-pass.md), for ATTACK_SECONDS beside real visitors:
//   - a unique-photo flood: 100 connections asking one real product photo under ever new
//     spellings (`?a=<id>` on the source), each a transform nobody named;
//   - silent sockets: SILENT_SOCKETS connections from one client block (127.0.1.2) that never
//     send a byte, opened again as soon as the server drops one;
//   - many-address lookups: 50 connections of savings checks, each from a fresh /24
//     (X-Forwarded-For through the trusted proxy 127.0.0.1) and a fresh card, no visit pass.
// Real visitors, VISITOR_LINES of them one after another, each from an address of its own:
// the campaign page, two of the product photos it names, then the visit pass and a check of
// a card. What they got is the figure: pages answered, photos real (not the «нет фото»
// picture), card checks answered (goals ≥ 99 %, ≥ 99 %, ≥ 95 %).
import net from 'node:net';
import autocannon from 'autocannon';
import { IMAGE_ACCEPT, imagePath } from './images.mjs';

const SILENT_SOCKETS = Number(process.env.SILENT_SOCKETS ?? 2000);
const VISITOR_LINES = Number(process.env.VISITOR_LINES ?? 8);
const SILENT_FROM = '127.0.1.2';

const addressOf = (n) => `${10 + ((n >> 16) & 63)}.${(n >> 8) & 255}.${n & 255}.1`;

/** Silent sockets from one block, kept at `count` while `running()`: how many were opened and dropped by the server. */
function silentSockets(port, count, running) {
  let opened = 0;
  let dropped = 0;
  const open = () => {
    if (!running()) return;
    opened++;
    const socket = net.connect({ host: '127.0.0.1', port, localAddress: SILENT_FROM });
    socket.on('error', () => {});
    socket.on('close', () => {
      if (!running()) return;
      dropped++;
      // Again at once, as a flood does (on the next turn: a refused connect must not spin the loop).
      setImmediate(open);
    });
    sockets.add(socket);
  };
  const sockets = new Set();
  for (let i = 0; i < count; i++) open();
  return { figures: () => ({ opened, dropped }), close: () => sockets.forEach((s) => s.destroy()) };
}

/** The product photos `html` names (the image endpoint's URLs). */
const photosOf = (html) => [...new Set([...html.matchAll(/\/promo\/img\/\d+\/[\w-]+/g)].map((m) => m[0]))];

/** One visitor after another on `line`, until `running()` is false; tallies into `tally`. */
async function visitorLine(base, page, line, running, tally) {
  for (let n = 0; running(); n++) {
    const visitor = line * 100_000 + n;
    const ip = `100.${64 + (visitor >> 16) % 64}.${(visitor >> 8) & 255}.${(visitor & 255) || 1}`;
    const headers = { 'x-forwarded-for': ip };
    try {
      const res = await fetch(base + page, { headers });
      const html = await res.text();
      tally.pages.tried++;
      if (res.status === 200) tally.pages.answered++;
      // Two of its photos at a width of the visitor's own, as a browser's srcset picks: many are cold.
      for (const photo of photosOf(html).sort(() => Math.random() - 0.5).slice(0, 2)) {
        const width = [160, 240, 320, 480, 640][visitor % 5];
        const url = base + photo.replace(/\/promo\/img\/\d+\//, `/promo/img/${width}/`);
        const img = await fetch(url, { headers: { ...headers, accept: IMAGE_ACCEPT } });
        await img.arrayBuffer();
        tally.photos.tried++;
        if (img.status === 200 && img.headers.get('content-type') !== 'image/svg+xml') tally.photos.answered++;
      }
      const pass = await fetch(`${base}/api/pass`, { headers });
      const cookie = pass.headers.get('set-cookie')?.split(';')[0];
      const card = 7_000_000 + ((visitor * 7919) % 2_000_000);
      const withPass = { ...headers, ...(cookie ? { cookie } : {}) };
      const check = await fetch(`${base}/api/v2/promo/check/knauf2025/${card}/`, { headers: withPass });
      await check.arrayBuffer();
      tally.checks.tried++;
      if (check.status === 200) tally.checks.answered++;
    } catch {
      tally.errors++;
    }
  }
}

const statusCounts = (result) =>
  Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, count]));

/** Runs the mix for `seconds` against the server at `base` (port `port`); resolves with the figures. */
export async function attackMix({ base, port, upstreamUrl, page, seconds }) {
  const photo = `${upstreamUrl}/photos/rotband-square.jpg`;
  let running = true;
  const isRunning = () => running;
  const silent = silentSockets(port, SILENT_SOCKETS, isRunning);
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
  const tally = { pages: { tried: 0, answered: 0 }, photos: { tried: 0, answered: 0 }, checks: { tried: 0, answered: 0 }, errors: 0 };
  const visitors = Promise.all(Array.from({ length: VISITOR_LINES }, (_, line) => visitorLine(base, page, line, isRunning, tally)));
  const [photoResult, lookupResult] = await Promise.all([photoFlood, lookups]);
  running = false;
  await visitors;
  silent.close();
  return {
    tally,
    silent: silent.figures(),
    photoFlood: { requests: photoResult.requests.total, statuses: statusCounts(photoResult), errors: photoResult.errors },
    lookups: {
      requests: lookupResult.requests.total, statuses: statusCounts(lookupResult), errors: lookupResult.errors,
      passedPerSecond: (statusCounts(lookupResult)['200'] ?? 0) / seconds,
    },
  };
}
