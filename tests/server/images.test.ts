// The image endpoint (server/routes/images.ts) on the real app, fetching from real
// loopback servers: the demo upstream's catalogue photos (demo-upstream/photos.ts) and a
// test image host that redirects, stalls, streams without end or holds a request. Formats
// by Accept with Vary: Accept; every refused or failed source answers the «нет фото»
// placeholder, with its reason counted; no image host ever sees the upstream's credentials.
import http, { type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import request from 'supertest';
import sharp from 'sharp';
import { imageUrl } from '#shared/images/image-url.js';
import { DEMO_CREDENTIALS, startDemoUpstream, type DemoUpstream } from '../support/demo-upstream.js';
import { startApp, type TestApp } from '../support/start-app.js';
import { throughExpress } from '../support/express-reached.js';

/** A vector drawing libvips would decode: refused by its bytes, whatever its content type says. */
const SVG_DRAWING = '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" fill="#2f6fb5"/></svg>';
const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

interface Host { server: Server; url: string; seen: { path: string; headers: IncomingHttpHeaders }[] }

async function startHost(handle: (req: http.IncomingMessage, res: http.ServerResponse) => void): Promise<Host> {
  const seen: Host['seen'] = [];
  const server = http.createServer((req, res) => {
    seen.push({ path: req.url ?? '', headers: req.headers });
    handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, seen, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const closeHost = (host: Host) => new Promise((resolve) => (host.server.closeAllConnections(), host.server.close(resolve)));

let t: TestApp;
let demo: DemoUpstream;
let images: Host;
let foreign: Host;
let release: () => void = () => undefined;
let exifCmykJpeg: Buffer;

/** The count of a labelled image_* series, as `app`'s /metrics says. */
async function counted(line: string, app = t): Promise<number> {
  const text = await app.metrics.registry.metrics();
  return Number(text.split('\n').find((l) => l.startsWith(`${line} `))?.split(' ')[1] ?? 0);
}

const get = (source: string, accept = CHROME_ACCEPT, width = 320, app = t) =>
  request(app.listener).get(imageUrl('/promo/', source, width)).set('accept', accept);
const demoPhoto = (name: string) => `${demo.url}/photos/${name}`;

beforeAll(async () => {
  exifCmykJpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3060a0' } })
    .withExif({ IFD0: { Copyright: 'Секретная студия', Artist: 'Фотограф' } }).toColourspace('cmyk').jpeg().toBuffer();
  foreign = await startHost((_req, res) => void res.writeHead(200, { 'content-type': 'image/jpeg' }).end(exifCmykJpeg));
  images = await startHost((req, res) => {
    if (req.url === '/exif-cmyk.jpg') return void res.writeHead(200, { 'content-type': 'image/jpeg' }).end(exifCmykJpeg);
    if (req.url === '/to-foreign') return void res.writeHead(302, { location: `${foreign.url}/photo.jpg` }).end();
    if (req.url === '/to-demo') return void res.writeHead(301, { location: demoPhoto('fugen-square.jpg') }).end();
    if (req.url === '/endless') {
      // 64 KB chunks for as long as the socket takes them: only the byte cap ends it.
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      const chunk = Buffer.alloc(64 * 1024, 0xff);
      const pump = () => { while (res.write(chunk)); };
      res.on('drain', pump);
      return pump();
    }
    if (req.url === '/drawing.svg') return void res.writeHead(200, { 'content-type': 'image/svg+xml' }).end(SVG_DRAWING);
    if (req.url === '/stall') return; // never answers: only the deadline ends it
    if (req.url === '/held') return void (release = () => res.writeHead(200, { 'content-type': 'image/jpeg' }).end(exifCmykJpeg));
    res.writeHead(404).end();
  });
  // A demo upstream of the test's own, so its port is known before the app's IMAGE_HOSTS:
  // listed by address (the upstream's own host, trusted) and by the name localhost.
  demo = await startDemoUpstream({ ...DEMO_CREDENTIALS });
  const demoUrl = new URL(demo.url);
  // Drawn once now (photos.ts draws on first request), so no test's deadline pays for it.
  await Promise.all(['rotband-square.jpg', 'fugen-square.jpg', 'roof-huge.png', 'perlfix-cutout.png'].map(
    (name) => fetch(demoPhoto(name)).then((r) => r.arrayBuffer()),
  ));
  t = await startApp({
    upstreamUrl: demo.url,
    env: {
      IMAGE_HOSTS: [demoUrl.host, new URL(images.url).host, `localhost:${demoUrl.port}`].join(','),
      // The deadline is an event's bound (20 s, docs/testing.md): a transform on a busy machine, or the source a test holds
      // while it queues another, never meets it. Its own case runs on an app whose deadline is short (below).
      IMAGE_TIMEOUT_MS: '20000', IMAGE_MAX_BYTES: String(2 * 1024 * 1024), IMAGE_CONCURRENCY: '1', IMAGE_QUEUE: '1',
      // Every hit's access line written: a test reads a photo hit's own line (sampling: tests/server/hit-lines.test.ts).
      LOG_HIT_SAMPLE: '1',
    },
  });
});

afterAll(async () => {
  await t?.close();
  await demo?.close();
  await Promise.all([images, foreign].filter(Boolean).map(closeHost));
});


describe('the image endpoint', () => {
  const negotiated = [
    [CHROME_ACCEPT, 'image/avif', 'heif'],
    ['image/webp,image/*,*/*;q=0.8', 'image/webp', 'webp'],
    ['image/avif;q=0.5,image/webp', 'image/webp', 'webp'],
    ['*/*', 'image/jpeg', 'jpeg'],
    ['', 'image/jpeg', 'jpeg'],
  ];
  test.each(negotiated)('when the browser accepts %j, then it gets %s at the width asked, cached a year as immutable, varying by Accept', async (accept, type, format) => {
    const res = await get(demoPhoto('rotband-square.jpg'), accept, 240);

    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(type);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toBe('Accept');
    const meta = await sharp(res.body as Buffer).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual([format, 240, 240]);
  });

  test('when variants have been made, then libvips\' own operation cache holds nothing (the service caches variants by bytes)', async () => {
    await get(demoPhoto('rotband-square.jpg'), 'image/webp', 320);
    const held = sharp.cache();
    expect([held.memory.max, held.items.max, held.files.max]).toEqual([0, 0, 0]);
  });

  test('when the source has EXIF and is CMYK, then the variant has no EXIF and is sRGB', async () => {
    const source = await sharp(exifCmykJpeg).metadata();
    expect([source.space, source.exif === undefined]).toEqual(['cmyk', false]);

    const res = await get(`${images.url}/exif-cmyk.jpg`, 'image/jpeg');
    const meta = await sharp(res.body as Buffer).metadata();

    expect(res.headers['content-type']).toBe('image/jpeg');
    expect([meta.space, meta.exif, meta.icc, meta.width]).toEqual(['srgb', undefined, undefined, 320]);
  });

  test('when a variant is asked for again, then it comes from the cache with the same bytes and ETag, and a matching If-None-Match gets 304', async () => {
    const first = await get(demoPhoto('fugen-square.jpg'), 'image/webp', 160);
    const fetches = demo.requests.length;
    const hits = await counted('image_cache_hits_total');
    const second = await get(demoPhoto('fugen-square.jpg'), 'image/webp', 160);
    const revalidated = await get(demoPhoto('fugen-square.jpg'), 'image/webp', 160).set('if-none-match', String(first.headers.etag));

    expect(Buffer.compare(first.body as Buffer, second.body as Buffer)).toBe(0);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(revalidated.status).toBe(304);
    expect(demo.requests.length).toBe(fetches);
    expect(await counted('image_cache_hits_total')).toBe(hits + 2);
  });

  test('when five requests ask for the same cold variant at once, then the source is fetched and transformed once', async () => {
    const before = demo.requests.filter((r) => r.path === '/photos/perlfix-cutout.png').length;
    const transforms = await counted('image_transforms_total{format="webp",width="640"}');
    const answers = await Promise.all(Array.from({ length: 5 }, () => get(demoPhoto('perlfix-cutout.png'), 'image/webp', 640)));

    expect(answers.map((a) => a.headers['content-type'])).toEqual(Array(5).fill('image/webp'));
    expect(demo.requests.filter((r) => r.path === '/photos/perlfix-cutout.png').length).toBe(before + 1);
    expect(await counted('image_transforms_total{format="webp",width="640"}')).toBe(transforms + 1);
  });

  test('when the source is a PNG with transparency and JPEG is asked for, then the cutout is laid on the box grey', async () => {
    const res = await get(demoPhoto('perlfix-cutout.png'), 'image/jpeg', 160);
    const { data } = await sharp(res.body as Buffer).raw().toBuffer({ resolveWithObject: true });

    expect(res.headers['content-type']).toBe('image/jpeg');
    expect([...data.subarray(0, 3)].map((v) => Math.round(v / 4))).toEqual([0xf4, 0xf5, 0xf7].map((v) => Math.round(v / 4)));
  });
});

/** A raw request to the server: status, headers as sent (names, case, order), body. */
function rawImage(path: string, headers: Record<string, string>, method = 'GET') {
  return new Promise<{ status: number; raw: string[]; body: Buffer }>((resolve, reject) => {
    http.request(t.url + path, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, raw: res.rawHeaders, body: Buffer.concat(chunks) }));
    }).on('error', reject).end();
  });
}

/** The header block but for what differs per request by design (the date, the request id). */
const block = (raw: string[]) => raw.flatMap((value, i) => (i % 2 === 1 ? [] : [[value, raw[i + 1]!]]))
  .filter(([name]) => !['date', 'x-request-id'].includes(name!.toLowerCase()));

describe('a photo already made', () => {
  test('when it is asked again, then the listener answers it before Express with the chain\'s own headers, byte for byte,'
    + ' for GET, HEAD and an exact If-None-Match, with one access line and a counted hit', async () => {
    const path = imageUrl('/promo/', demoPhoto('fugen-square.jpg'), 240);
    const made = await rawImage(path, { accept: CHROME_ACCEPT, 'x-request-id': 'photo-made' });
    expect(made.status).toBe(200);
    const etag = made.raw[made.raw.findIndex((name) => name.toLowerCase() === 'etag') + 1]!;
    const hitsBefore = await counted('image_cache_hits_total');
    const asked: { method: string; headers: Record<string, string> }[] = [
      { method: 'GET', headers: { accept: CHROME_ACCEPT } },
      { method: 'HEAD', headers: { accept: CHROME_ACCEPT } },
      { method: 'GET', headers: { accept: CHROME_ACCEPT, 'if-none-match': etag } },
    ];
    for (const [index, { method, headers }] of asked.entries()) {
      const { answer: hit, reached: hitReached } = await throughExpress(t.listener,
        () => rawImage(`${path}?utm_source=mail`, { ...headers, 'x-request-id': `photo-hit-${index}` }, method));
      // The same route through Express: a trailing slash it matches and the listener leaves to it.
      const { answer: chain, reached: chainReached } = await throughExpress(t.listener, () => rawImage(`${path}/`, headers, method));
      expect([hitReached, chainReached], 'only the trailing-slash request reached Express').toEqual([0, 1]);
      expect([hit.status, chain.status], `${method} ${headers['if-none-match'] ?? ''}`).toEqual([chain.status, hit.status]);
      expect(block(hit.raw), `${method} ${headers['if-none-match'] ?? ''}`).toEqual(block(chain.raw));
      expect(hit.body.equals(chain.body)).toBe(true);
      expect(hit.raw[hit.raw.findIndex((name) => name.toLowerCase() === 'x-request-id') + 1]).toBe(`photo-hit-${index}`);
    }
    expect(await counted('image_cache_hits_total')).toBe(hitsBefore + 6);
    const lines = t.logs.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.requestId === 'photo-hit-0');
    expect(lines).toEqual([expect.objectContaining({ msg: 'request', method: 'GET', path, status: 200 })]);
  });

  test('when its If-None-Match is weak or a list, or the variant is not made yet, then Express answers it as before', async () => {
    const path = imageUrl('/promo/', demoPhoto('fugen-square.jpg'), 480);
    const first = await rawImage(path, { accept: 'image/webp' });
    const etag = first.raw[first.raw.findIndex((name) => name.toLowerCase() === 'etag') + 1]!;
    const weak = await rawImage(path, { accept: 'image/webp', 'if-none-match': `W/${etag}` });
    const listed = await rawImage(path, { accept: 'image/webp', 'if-none-match': `"other", ${etag}` });

    expect([first.status, weak.status, listed.status]).toEqual([200, 304, 304]);
    expect(first.body.length).toBeGreaterThan(0);
  });
});

describe('a refused or failed source', () => {
  const foreignHost = () => foreign.url;
  test.each([
    ['a host not listed', () => `${foreignHost()}/photo.jpg`, 'host'],
    ['a redirect to a host not listed', () => `${images.url}/to-foreign`, 'redirect'],
    [
      'a listed name (localhost) that resolves to a loopback address',
      () => `http://localhost:${new URL(demo.url).port}/photos/rotband-square.jpg`,
      'address',
    ],
    ['more bytes than IMAGE_MAX_BYTES', () => `${images.url}/endless`, 'bytes'],
    ['more pixels than IMAGE_MAX_PIXELS', () => demoPhoto('roof-huge.png'), 'pixels'],
    ['a file that is not an image', () => demoPhoto('facade-broken.jpg'), 'not-image'],
    ['an SVG drawing (only JPEG, PNG, WebP and AVIF are decoded)', () => `${images.url}/drawing.svg`, 'not-image'],
    ['a missing photo (404)', () => demoPhoto('acoustic-missing.jpg'), 'status'],
    ['a source that does not answer in IMAGE_TIMEOUT_MS', () => `${images.url}/stall`, 'timeout'],
    ['a scheme other than http(s)', () => 'file:///etc/passwd', 'host'],
  ])('when the source is %s, then the answer is the «нет фото» placeholder and the reason is counted', async (_name, source, reason) => {
    // The stalled source on an app whose IMAGE_TIMEOUT_MS is 300 ms: the file's app waits 20 s.
    const app = reason === 'timeout'
      ? await startApp({ upstreamUrl: demo.url, env: { IMAGE_HOSTS: new URL(images.url).host, IMAGE_TIMEOUT_MS: '300' } })
      : t;
    try {
      const failures = await counted(`image_failures_total{reason="${reason}"}`, app);
      const res = await get(source(), CHROME_ACCEPT, 320, app);

      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml');
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      expect((res.body as Buffer).toString('utf8')).toContain('нет фото');
      expect(await counted(`image_failures_total{reason="${reason}"}`, app)).toBe(failures + 1);
    } finally {
      if (app !== t) await app.close();
    }
  });

  test('when a source has failed, then its other widths and formats get the placeholder without fetching it again', async () => {
    const fetched = () => demo.requests.filter((r) => r.path === '/photos/facade-broken.jpg').length;
    const failures = await counted('image_failures_total{reason="not-image"}');
    await get(demoPhoto('facade-broken.jpg'), 'image/webp', 160);
    const before = fetched();
    const again = await Promise.all([get(demoPhoto('facade-broken.jpg'), 'image/jpeg', 640), get(
      demoPhoto('facade-broken.jpg'), CHROME_ACCEPT, 480,
    )]);

    expect(again.map((res) => res.headers['content-type'])).toEqual(['image/svg+xml', 'image/svg+xml']);
    expect(fetched()).toBe(before);
    expect(await counted('image_failures_total{reason="not-image"}')).toBe(failures + 3);
  });

  test('when a redirect stays on listed hosts, then it is followed', async () => {
    const res = await get(`${images.url}/to-demo`, 'image/jpeg', 160);
    expect(res.headers['content-type']).toBe('image/jpeg');
  });

  test('when a host not listed, or one reached only by a refused redirect or name, is asked for, then it never receives a request', () => {
    expect(foreign.seen).toEqual([]);
    // localhost is the demo's own port: the refusal happened before connecting, so the demo saw no request for it either.
    expect(demo.requests.filter((r) => r.headers.host === `localhost:${new URL(demo.url).port}`)).toEqual([]);
  });

  test.each([
    ['a width outside the set', '/promo/img/333/aHR0cDovL2V4YW1wbGUucnUveC5qcGc'],
    ['a source that is not base64url', '/promo/img/320/%25%25%25'],
  ])('when the request has %s, then the answer is the placeholder', async (_name, path) => {
    const res = await request(t.listener).get(path);
    expect([res.status, res.headers['content-type']]).toEqual([200, 'image/svg+xml']);
  });

  test('when the one transform slot is taken and the one queue place too, then the next request is shed with a placeholder not to be stored, and a photo made before is still answered', async () => {
    const made = await get(demoPhoto('fugen-square.jpg'), 'image/webp', 160);
    const shed = await counted('image_shed_total');
    const held = get(`${images.url}/held`, 'image/webp', 160).then((r) => r);
    await expect.poll(() => images.seen.some((s) => s.path === '/held')).toBe(true);
    const queued = get(demoPhoto('rotband-square.jpg'), 'image/webp', 480).then((r) => r);
    await expect.poll(() => counted('image_queue_depth')).toBe(1);
    const refused = await get(demoPhoto('rotband-square.jpg'), 'image/jpeg', 480);
    const again = await get(demoPhoto('fugen-square.jpg'), 'image/webp', 160);
    release();

    expect([again.status, again.headers['content-type'], again.headers.etag]).toEqual([200, 'image/webp', made.headers.etag]);

    expect([refused.headers['content-type'], refused.headers['cache-control']]).toEqual(['image/svg+xml', 'no-store']);
    expect(await counted('image_shed_total')).toBe(shed + 1);
    expect((await held).headers['content-type']).toBe('image/webp');
    expect((await queued).headers['content-type']).toBe('image/webp');
  });
});

describe('the transform budget per address (docs/product.md §8; IMAGE_TRANSFORMS_PER_ADDRESS=2 here)', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startApp({
      upstreamUrl: demo.url, env: { RATE_LIMITS: 'on', IMAGE_TRANSFORMS_PER_ADDRESS: '2', IMAGE_HOSTS: new URL(demo.url).host },
    });
  });
  afterAll(() => limited?.close());

  const from = (address: string, width: number, accept = 'image/webp') =>
    get(demoPhoto('rotband-square.jpg'), accept, width, limited).set('x-forwarded-for', address);

  test('when an address asks a third photo not made yet, then it gets 429 with Retry-After and the «нет фото» picture not to be'
    + ' stored; its photos made before are answered, and another address gets the third made', async () => {
    const made = [await from('198.51.100.31', 160), await from('198.51.100.31', 320)];
    const refused = await from('198.51.100.31', 480);
    const again = await from('198.51.100.31', 160);
    const neighbour = await from('198.51.100.32', 480);
    const refusals = await counted('rate_limit_refusals_total{call="imageTransform",scope="address"}', limited);

    expect(made.map((res) => [res.status, res.headers['content-type']])).toEqual([[200, 'image/webp'], [200, 'image/webp']]);
    expect([refused.status, refused.headers['content-type'], refused.headers['cache-control']]).toEqual([429, 'image/svg+xml', 'no-store']);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.body.toString()).toContain('<svg');
    expect([again.status, again.headers.etag]).toEqual([200, made[0]!.headers.etag]);
    expect([neighbour.status, neighbour.headers['content-type']]).toEqual([200, 'image/webp']);
    expect(refusals).toBe(1);
  });
});

describe('credentials', () => {
  test('when photos were fetched from the upstream\'s own host and another image host, then no request carried Authorization or the password', () => {
    const secret = Buffer.from(`${DEMO_CREDENTIALS.user}:${DEMO_CREDENTIALS.password}`).toString('base64');
    const photoRequests = demo.requests.filter((r) => r.path.startsWith('/photos/'));
    const everyHeader = [...photoRequests.map((r) => r.headers), ...images.seen.map((s) => s.headers)];

    expect(photoRequests.length).toBeGreaterThan(5);
    expect(images.seen.length).toBeGreaterThan(3);
    for (const headers of everyHeader) {
      expect(headers.authorization).toBeUndefined();
      expect(JSON.stringify(headers)).not.toContain(secret);
      expect(JSON.stringify(headers)).not.toContain(DEMO_CREDENTIALS.password);
    }
  });
});
