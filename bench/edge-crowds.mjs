// Real crowds through the shipped shape (nginx from deploy/nginx.conf in front of built instances, Redis,
// the demo upstream: scripts/cluster/start-cluster.mjs), nginx trusting loopback's X-Forwarded-For so one
// machine can be many addresses (docs/decisions/527-edge-holds-a-crowd-behind-one-address.md,
// 750-transform-turns-by-network.md):
//   crowds    50 visitors behind one IPv4 address, then 50 behind one IPv6 /64, all starting at once: each loads
//             the campaign page, its files and photos (six at a time), checks a card and sends its beacon;
//             then one address floods pages until refused.
//   photos    one client floods cold variants of the page's photos (every width and format, then fresh
//             spellings) from 100 connections, from one address, fresh addresses of one /64, or of one /24;
//             meanwhile a visitor asks 15 cold photos of the page, six at a time as a browser does over HTTP/1.1
//             (PHOTOS_AT_ONCE=1: all at once): how many come back as pictures.
//   transforms 30 visitors ask the same cold photo at once through nginx in front of 3 instances: how many
//             times it is made (image_transforms_total summed over the instances), for 5 photos.
// Usage (after `npm run build:fixture` in the checkout to run): node bench/edge-crowds.mjs [root] [scenario...]
// (PHOTOS_AT_ONCE=1, IMAGE_TIMEOUT_MS=<ms>: below; CROWD=<visitors>: each crowd's size, 50 by default)
// `root`: the built checkout whose dist/ and deploy/nginx.conf run (this one by default), to compare a release.
import path from 'node:path';
import os from 'node:os';
import { startCluster } from '../scripts/cluster/start-cluster.mjs';

const args = process.argv.slice(2);
const SCENARIOS = ['crowds', 'photos', 'photos-alone', 'transforms'];
const root = args[0] && !SCENARIOS.includes(args[0]) ? path.resolve(args.shift()) : path.resolve(import.meta.dirname, '..');
const scenarios = args.length ? args : ['crowds', 'photos', 'transforms'];
const RUNNING_DAY = '2025-10-15T12:00:00+03:00';
const AVIF_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const WIDTHS = [160, 240, 320, 480, 640];

const cluster = (instances) => startCluster({
  // As the cluster tests: the shared machine's load must not make the instances shed (docs/decisions/061-load-shedding.md).
  root, instances, nginx: { realIpFrom: '127.0.0.1' },
  // IMAGE_TIMEOUT_MS=<ms> passed on: a shorter wait bound stands for a host slower against it.
  env: {
    LOG_LEVEL: 'warn', PROMO_NOW: RUNNING_DAY, SHED_EVENT_LOOP_DELAY_MS: '60000',
    ...(process.env.IMAGE_TIMEOUT_MS && { IMAGE_TIMEOUT_MS: process.env.IMAGE_TIMEOUT_MS }),
  },
});

async function get(url, headers = {}, init = {}) {
  try {
    const res = await fetch(url, { headers, ...init, signal: AbortSignal.timeout(60_000) });
    const body = Buffer.from(await res.arrayBuffer());
    return { status: res.status, type: res.headers.get('content-type') ?? '', body };
  } catch {
    return { status: 0, type: '', body: Buffer.alloc(0) };
  }
}

/** `3×200 1×429`: how many of each value. */
const CROWD = Number(process.env.CROWD ?? 50);
const counts = (values) => Object.entries(values.reduce((m, v) => ((m[v] = (m[v] ?? 0) + 1), m), {}))
  .map(([v, k]) => `${k}×${v}`).join(' ');

const photosOf = (html) => [...new Set([...html.matchAll(/<img[^>]+src="(\/promo\/img\/\d+\/[^"]+)"/g)].map((m) => m[1]))];
const filesOf = (html) => [...new Set([...html.matchAll(/(?:src|href)="(\/promo\/(?:assets|static)\/[^"]+)"/g)].map((m) => m[1]))];
const atWidth = (p, width) => p.replace(/\/img\/\d+\//, `/img/${width}/`);
function freshSpelling(p, n) {
  const [, width, encoded] = /\/img\/(\d+)\/([^/?]+)/.exec(p);
  const source = Buffer.from(encoded, 'base64url').toString('utf8');
  return `/promo/img/${width}/${Buffer.from(`${source}${source.includes('?') ? '&' : '?'}a=${n}`).toString('base64url')}`;
}

/** One visitor's page load from `from`: whether the page, files and photos all came (photos as pictures), and the check's status. */
async function pageLoad(url, from, n) {
  const headers = { 'x-forwarded-for': from, accept: 'text/html' };
  const page = await get(`${url}/promo/knauf2025`, headers);
  if (page.status !== 200) return { whole: false, page: page.status, refused: [page.status], check: 0 };
  const html = page.body.toString('utf8');
  const asked = [...filesOf(html), ...photosOf(html)];
  const answers = [];
  for (let i = 0; i < asked.length; i += 6) {
    answers.push(...await Promise.all(asked.slice(i, i + 6).map((p) => get(url + p, { 'x-forwarded-for': from, accept: AVIF_ACCEPT }))));
  }
  const check = await get(`${url}/api/v2/promo/check/knauf2025/${7_300_000 + n}/`, { 'x-forwarded-for': from });
  const beacon = await get(`${url}/api/rum`, { 'x-forwarded-for': from, 'content-type': 'text/plain;charset=UTF-8' }, {
    method: 'POST', body: JSON.stringify({ page: 'knauf2025', metrics: [{ name: 'LCP', value: 1500 }] }),
  });
  const photoOk = (a, p) => !p.startsWith('/promo/img/') || !a.type.includes('svg');
  const whole = answers.every((a, i) => a.status === 200 && photoOk(a, asked[i]));
  const refused = answers.filter((a) => a.status !== 200).map((a) => a.status);
  return { whole, page: page.status, refused, check: check.status, beacon: beacon.status };
}

async function crowds() {
  const c = await cluster(1);
  try {
    const out = {};
    // All at once (a push read by everyone in the same second), then one every 200 ms (the same crowd over 10 s).
    const crowdsOf = [
      [`${CROWD} behind one IPv4`, () => '198.51.100.20', 0],
      [`${CROWD} behind one /64`, (i) => `2001:db8:20:1:${(i + 1).toString(16)}::1`, 0],
      [`${CROWD} behind one IPv4 over 10 s`, () => '198.51.100.21', 10_000 / CROWD],
      [`${CROWD} behind one /64 over 10 s`, (i) => `2001:db8:21:1:${(i + 1).toString(16)}::1`, 10_000 / CROWD],
    ];
    for (const [[name, from, everyMs], crowd] of crowdsOf.map((entry, crowd) => [entry, crowd])) {
      const started = performance.now();
      const loads = await Promise.all(Array.from({ length: CROWD }, async (_, i) => {
        await new Promise((resolve) => setTimeout(resolve, i * everyMs));
        return pageLoad(c.url, from(i), i + 100 * crowd);
      }));
      const statuses = (key) => counts(loads.map((l) => l[key]));
      const refused = loads.flatMap((l) => l.refused);
      out[name] = {
        whole: loads.filter((l) => l.whole && l.page === 200).length,
        pages: statuses('page'), checks: statuses('check'), beacons: statuses('beacon'), otherRefused: counts(refused) || 'none',
        seconds: ((performance.now() - started) / 1000).toFixed(1),
      };
    }
    // One address flooding pages, 10 in flight, until the first refusal (at most 5000).
    let answered = 0;
    let refusedAt;
    const begun = performance.now();
    await Promise.all(Array.from({ length: 10 }, async () => {
      while (refusedAt === undefined && answered < 5000) {
        const res = await get(`${c.url}/promo/knauf2025?flood=${answered}`, { 'x-forwarded-for': '198.51.100.66' });
        if (res.status === 429) refusedAt ??= answered;
        else answered++;
      }
    }));
    out['one address flooding pages'] = {
      answeredBeforeFirst429: refusedAt ?? `none in ${answered}`, seconds: ((performance.now() - begun) / 1000).toFixed(1),
    };
    return out;
  } finally {
    await c.stop();
  }
}

async function photoFlood(shape, from, connections = 100) {
  const c = await cluster(1);
  try {
    const page = await get(`${c.url}/promo/knauf2025`, { 'x-forwarded-for': '203.0.113.5' });
    const photos = photosOf(page.body.toString('utf8'));
    const visitorPhotos = [240, 320, 480].flatMap((w) => photos.map((p) => atWidth(p, w))).slice(0, 15);
    const formats = ['image/jpeg', 'image/webp', AVIF_ACCEPT];
    const cold = WIDTHS.flatMap((w) => formats.flatMap((accept) => photos.map((p) => ({ path: atWidth(p, w), accept }))))
      .filter(({ path: p, accept }) => !(accept === AVIF_ACCEPT && visitorPhotos.includes(p)));
    let flooding = true;
    let sent = 0;
    const floodStatuses = {};
    const flood = Promise.all(Array.from({ length: connections }, async () => {
      while (flooding) {
        const n = sent++;
        const { path: p, accept } = cold[n] ?? { path: freshSpelling(photos[n % photos.length], n), accept: 'image/jpeg' };
        const res = await get(c.url + p, { 'x-forwarded-for': from(n), accept });
        const kind = res.status === 200 ? (res.type.includes('svg') ? 'placeholder' : 'picture') : String(res.status);
        floodStatuses[kind] = (floodStatuses[kind] ?? 0) + 1;
      }
    }));
    while (connections && sent < 150) await new Promise((resolve) => setTimeout(resolve, 20));
    const started = performance.now();
    // As a browser asks them over HTTP/1.1: six connections, each asking the next photo once its last came
    // (PHOTOS_AT_ONCE=1: all 15 at once, as over HTTP/2).
    const answers = [];
    let next = 0;
    await Promise.all(Array.from({ length: process.env.PHOTOS_AT_ONCE === '1' ? visitorPhotos.length : 6 }, async () => {
      while (next < visitorPhotos.length) {
        const i = next++;
        answers[i] = await get(c.url + visitorPhotos[i], { 'x-forwarded-for': '203.0.113.5', accept: AVIF_ACCEPT });
      }
    }));
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    flooding = false;
    await flood;
    const kinds = answers.reduce((m, a) => {
      const kind = a.status === 200 ? (a.type.includes('svg') ? 'placeholder' : 'picture') : String(a.status);
      return ((m[kind] = (m[kind] ?? 0) + 1), m);
    }, {});
    const visitorPictures = `${kinds.picture ?? 0} of ${answers.length}`;
    return { shape, visitorPictures, visitorAnswers: kinds, seconds, floodAnswers: floodStatuses };
  } finally {
    await c.stop();
  }
}

async function transforms() {
  const c = await cluster(3);
  try {
    const page = await get(`${c.url}/promo/knauf2025`, { 'x-forwarded-for': '203.0.113.5' });
    const photos = photosOf(page.body.toString('utf8')).slice(0, 5).map((p) => atWidth(p, 480));
    const made = async () => {
      let sum = 0;
      for (const instance of c.instances) {
        const text = (await get(instance.metricsUrl)).body.toString('utf8');
        for (const line of text.split('\n')) if (line.startsWith('image_transforms_total{')) sum += Number(line.split(' ').at(-1));
      }
      return sum;
    };
    const perPhoto = [];
    for (const photo of photos) {
      const before = await made();
      const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => get(c.url + photo, {
        'x-forwarded-for': `198.51.${100 + i}.7`, accept: AVIF_ACCEPT,
      })));
      const pictures = answers.filter((a) => a.status === 200 && !a.type.includes('svg')).length;
      perPhoto.push({ made: (await made()) - before, pictures, statuses: counts(answers.map((a) => a.status)) });
    }
    return perPhoto;
  } finally {
    await c.stop();
  }
}

const result = { root, load: os.loadavg().map((l) => l.toFixed(1)).join(' ') };
// The visitor's 15 cold photos with no flood: what this machine gives at all.
if (scenarios.includes('photos-alone')) result.alone = await photoFlood('no flood', () => '198.51.100.7', 0);
if (scenarios.includes('crowds')) result.crowds = await crowds();
if (scenarios.includes('photos')) {
  result.photos = [];
  for (const [shape, from] of [
    ['one address', () => '198.51.100.7'],
    ['fresh addresses of one /64', (n) => `2001:db8:66:1:${(n + 1).toString(16)}::1`],
    ['fresh addresses of one /24', (n) => `198.51.100.${(n % 250) + 1}`],
  ]) result.photos.push(await photoFlood(shape, from));
}
if (scenarios.includes('transforms')) result.transforms = await transforms();
result.loadAfter = os.loadavg().map((l) => l.toFixed(1)).join(' ');
console.log(JSON.stringify(result, null, 2));
