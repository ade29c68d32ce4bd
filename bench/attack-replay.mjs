// The app-level attacks of docs/threat-model.md replayed against one built instance, the rate
// limits on, counted in memory, the embedded demo upstream, no edge in front: what the attacker
// gets and what real visitors get beside it.
//   node bench/attack-replay.mjs              (this checkout's dist/)
//   ATTACK_DIR=/path/to/other/checkout node bench/attack-replay.mjs   (another build, for before/after)
// ATTACK_SECONDS (8) per attack; ATTACK_ONLY=feedback,beacons,law runs those alone (names below).
// Visitors are one line after another, each from an address of its own.
import { fileURLToPath } from 'node:url';
import { Agent, request } from 'undici';
import { freePort } from '../scripts/cluster/free-port.mjs';
import { answersOk, startProcess, stopProcess } from '../scripts/cluster/child-process.mjs';

const DIR = process.env.ATTACK_DIR ?? fileURLToPath(new URL('..', import.meta.url));
const SECONDS = Number(process.env.ATTACK_SECONDS ?? 8);
const ONLY = process.env.ATTACK_ONLY?.split(',');
const runs = (name) => !ONLY || ONLY.includes(name);
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const site = await startProcess({
  name: 'site', command: process.execPath, args: ['dist/server/index.js'], cwd: DIR,
  env: {
    PATH: process.env.PATH, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', RATE_LIMITS: 'on', LOG_LEVEL: 'warn',
    // A day the campaign checked runs (ATTACK_NOW to choose another).
    PROMO_NOW: process.env.ATTACK_NOW ?? '2025-10-15T12:00:00+03:00',
  },
  isReady: () => answersOk(`${base}/readyz`),
});
const agent = new Agent({ connections: 128 });

async function send(path, address, { method = 'GET', body, headers = {} } = {}) {
  try {
    const res = await request(base + path, { method, body, dispatcher: agent, headers: { 'x-forwarded-for': address, ...headers } });
    const text = await res.body.text();
    return { status: res.statusCode, text, cookies: [res.headers['set-cookie'] ?? []].flat() };
  } catch {
    return { status: 0, text: '', cookies: [] };
  }
}

/** `lines` loops of `step(i)` until the attack's seconds are over; answers how many were sent and the counts by status. */
async function loops(lines, step) {
  const until = Date.now() + SECONDS * 1000;
  const counts = {};
  let n = 0;
  await Promise.all(Array.from({ length: lines }, async () => {
    while (Date.now() < until) {
      const status = await step(n++);
      counts[status] = (counts[status] ?? 0) + 1;
    }
  }));
  return { sent: n, counts };
}

const ok = (counts) => Object.entries(counts).filter(([status]) => status === '200' || status === '201' || status === '204')
  .reduce((sum, [, count]) => sum + count, 0);
const total = (counts) => Object.values(counts).reduce((sum, count) => sum + count, 0);
const report = (name, attacker, visitors) => console.log(
  `${name}: attacker ${ok(attacker.counts)}/${total(attacker.counts)} answered (${(ok(attacker.counts) / SECONDS).toFixed(0)}/s)`
  + ` ${JSON.stringify(attacker.counts)}; visitors ${ok(visitors.counts)}/${total(visitors.counts)} ${JSON.stringify(visitors.counts)}`,
);

/** A visitor's card check: the campaign page, then the pass it asks (an old build with the visit pass), then the check. */
async function visitorCheck(n, address) {
  const page = await send('/promo/knauf2025', address);
  const view = page.cookies.map((cookie) => cookie.split(';')[0]).join('; ');
  const pass = await send('/api/pass', address, { headers: view ? { cookie: view } : {} });
  const cookie = [view, ...pass.cookies.map((c) => c.split(';')[0])].filter(Boolean).join('; ');
  const check = `/api/v2/promo/check/knauf2025/${7_800_000 + n}/`;
  return (await send(check, address, { headers: cookie ? { cookie } : {} })).status;
}

const FEEDBACK = JSON.stringify({
  name: 'Иван Петров', email: 'ivan@example.ru', phone: '+7 (921) 000-00-00', value: 'delivery', msg: 'Когда привезут?',
});
const JSON_TYPE = { 'content-type': 'application/json' };
const FEEDBACK_PATH = '/api/v1/business/feedback/';
const post = async (address) => (await send(FEEDBACK_PATH, address, { method: 'POST', body: FEEDBACK, headers: JSON_TYPE })).status;
/** A beacon as the page's reporter sends it (client/web-vitals-report.ts: navigator.sendBeacon of a string is text/plain). */
const beaconFrom = async (address, lcp, cookie) => (await send('/api/rum', address, {
  method: 'POST', body: JSON.stringify({ page: 'knauf2025', metrics: [{ name: 'LCP', value: lcp }, { name: 'TTFB', value: 80 }] }),
  headers: { 'content-type': 'text/plain;charset=UTF-8', ...(cookie ? { cookie } : {}) },
})).status;
/** The region a law page was rendered for (its state's `userRegion`), or null. */
const regionOf = (html) => /"userRegion":\{"code":"([a-z-]+)"/.exec(html)?.[1] ?? null;
/** The demo upstream's known addresses and their regions (demo-upstream/data-business.ts), one quiet visitor each. */
const REGION_VISITORS = [['5.18.0.1', 'spb'], ['95.161.0.1', 'vyborg'], ['178.70.0.1', 'petrozavodsk'], ['31.173.0.1', 'novgorod'],
  ['77.88.8.8', 'msk'], ['2a02:6b8::feed:ff', 'msk']];

try {
  // 1. Card lookups from a fresh /24 each, no pass, 50 at once; visitors check a card each.
  if (runs('lookups')) {
    const [attacker, visitors] = await Promise.all([
      loops(50, async (n) => (await send(`/api/v2/promo/check/knauf2025/${7_000_000 + n}/`, `10.${(n >> 8) & 255}.${n & 255}.1`)).status),
      loops(4, (n) => visitorCheck(n, `198.51.${(n >> 8) & 255}.${n & 255}`)),
    ]);
    report('card lookups from fresh /24s', attacker, visitors);
  }
  // 2. Card lookups from fresh /24s, each loading the page and taking a pass first (where the build has passes).
  if (runs('lookups-with-page')) {
    const [attacker, visitors] = await Promise.all([
      loops(50, (n) => visitorCheck(n + 100_000, `11.${(n >> 8) & 255}.${n & 255}.1`)),
      loops(4, (n) => visitorCheck(n + 200_000, `198.52.${(n >> 8) & 255}.${n & 255}`)),
    ]);
    report('card lookups from fresh /24s, a page and a pass each', attacker, visitors);
  }
  // 3. 660 asks of /api/pass from one /16, then the block's visitors check a card.
  if (runs('passes')) {
    const asks = [];
    for (let n = 0; n < 660; n++) asks.push(send('/api/pass', `203.${1 + (n % 5)}.${(n >> 3) & 255}.${n & 255}`.replace(/^203\.\d+/, '203.7')));
    const passes = await Promise.all(asks);
    const counts = {};
    for (const { status } of passes) counts[status] = (counts[status] ?? 0) + 1;
    const visitors = { counts: {} };
    for (let n = 0; n < 20; n++) {
      const status = await visitorCheck(300_000 + n, `203.7.${200 + (n % 50)}.${n + 1}`);
      visitors.counts[status] = (visitors.counts[status] ?? 0) + 1;
    }
    report('660 passes asked from one /16, then its visitors', { counts }, visitors);
  }
  // 4. Feedback from one IPv6 /48 through fresh /64s; visitors of other networks post theirs.
  if (runs('feedback')) {
    const [attacker, visitors] = await Promise.all([
      loops(20, (n) => post(`2001:db8:48:${n.toString(16)}::1`)),
      loops(2, (n) => post(`198.53.${n & 255}.1`)),
    ]);
    report('feedback from one /48, a fresh /64 each', attacker, visitors);
  }
  // 5. Fake web-vitals beacons from 200 /16s, a fresh /24 each, no page loaded; visitors report after a page view.
  if (runs('beacons')) {
    const [attacker, visitors] = await Promise.all([
      loops(20, (n) => beaconFrom(`172.${16 + (n % 200)}.${Math.floor(n / 200) & 255}.1`, 9000)),
      loops(2, async (n) => {
        const address = `198.54.${n & 255}.1`;
        const page = await send('/promo/knauf2025', address);
        return beaconFrom(address, 1200, page.cookies.map((c) => c.split(';')[0]).join('; '));
      }),
    ]);
    report('fake beacons from 200 /16s, no page loaded', attacker, visitors);
  }
  // 6. Law pages from thousands of /16s (each a fresh network: a region lookup each), 50 at once; beside them the
  //    quiet visitors whose region the demo upstream knows load the law page, one every second, and see their region or not.
  if (runs('law')) {
    const regions = { found: 0, asked: 0, missed: [] };
    const [attacker] = await Promise.all([
      loops(50, async (n) => (await send('/promo/law/', `${20 + ((n >> 16) & 127)}.${(n >> 8) & 255}.${n & 255}.9`)).status),
      (async () => {
        for (const [address, region] of REGION_VISITORS) {
          await new Promise((resolve) => setTimeout(resolve, (SECONDS * 1000) / (REGION_VISITORS.length + 1)));
          const page = await send('/promo/law/', address);
          regions.asked += 1;
          if (page.status === 200 && regionOf(page.text) === region) regions.found += 1;
          else regions.missed.push(`${address}: ${page.status} ${regionOf(page.text)}`);
        }
      })(),
    ]);
    console.log(`law pages from fresh /16s: attacker ${ok(attacker.counts)}/${total(attacker.counts)} answered `
      + `(${(ok(attacker.counts) / SECONDS).toFixed(0)}/s) ${JSON.stringify(attacker.counts)}; quiet visitors with their region `
      + `${regions.found}/${regions.asked}${regions.missed.length ? ` (without: ${regions.missed.join(', ')})` : ''}`);
  }
} finally {
  await agent.close();
  await stopProcess(site);
}
