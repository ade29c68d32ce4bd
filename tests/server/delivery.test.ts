// Pages rendered once per data change and served to everyone as the same bytes: equal
// bodies and ETags, 304 on If-None-Match, br/gzip/identity decoding to the same HTML,
// shared caching headers for pages that are the same for everyone, a data change shown
// once its time to live has passed, and a cache key made of validated values only.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import request from 'supertest';
import { startApp, type TestApp } from '../support/start-app.js';
import { throughExpress } from '../support/express-reached.js';

/** A GET with exactly these headers (supertest would add and decode encodings itself). */
function rawGet(
  base: string, path: string, headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http.get(base + path, { headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('GET /promo/knauf2025 with the caches on', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Every hit's access line written: these tests read a hit's own line (sampling: tests/server/hit-lines.test.ts).
    t = await startApp({ env: { UPSTREAM_CACHE_TTL_MS: '60000', PAGE_SHARED_CACHE_S: '60', LOG_HIT_SAMPLE: '1' } });
  });
  afterAll(() => t.close());

  test('when two visitors ask for the page, then they get byte-identical bodies and the same ETag', async () => {
    const a = await rawGet(t.url, '/promo/knauf2025', { 'X-Request-Id': 'first', Cookie: 'a=1' });
    const b = await rawGet(t.url, '/promo/knauf2025', { 'X-Request-Id': 'second', 'X-Forwarded-For': '203.0.113.5' });

    expect(a.status).toBe(200);
    expect(b.body.equals(a.body)).toBe(true);
    expect(b.headers.etag).toBe(a.headers.etag);
    expect(a.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(a.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=60');
  });

  test('when the client already holds the ETag, then it answers 304 without a body', async () => {
    const first = await rawGet(t.url, '/promo/knauf2025', { 'Accept-Encoding': 'br' });

    const again = await rawGet(t.url, '/promo/knauf2025', { 'Accept-Encoding': 'br', 'If-None-Match': first.headers.etag! });

    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
  });

  test('when the client holds the ETag weakly, in a list, or as *, then 304; when it asks past its cache (no-cache) or holds another encoding\'s, then the page', async () => {
    const first = await rawGet(t.url, '/promo/knauf2025', { 'Accept-Encoding': 'br' });
    const etag = first.headers.etag!;
    const status = async (headers: Record<string, string>) =>
      (await rawGet(t.url, '/promo/knauf2025', { 'Accept-Encoding': 'br', ...headers })).status;

    expect(await status({ 'If-None-Match': `W/${etag}` })).toBe(304);
    expect(await status({ 'If-None-Match': `"other", ${etag}` })).toBe(304);
    expect(await status({ 'If-None-Match': '*' })).toBe(304);
    expect(await status({ 'If-None-Match': etag, 'Cache-Control': 'no-cache' })).toBe(200);
    expect(await status({ 'If-None-Match': etag.replace(/-br"$/, '-gz"') })).toBe(200);
  });

  test('when br, gzip and no encoding are asked, then each has its own ETag and decodes to the same HTML', async () => {
    const identity = await rawGet(t.url, '/promo/knauf2025', { 'Accept-Encoding': 'identity' });
    const br = await rawGet(t.url, '/promo/knauf2025', { 'Accept-Encoding': 'gzip, deflate, br' });
    const gzip = await rawGet(t.url, '/promo/knauf2025', { 'Accept-Encoding': 'gzip' });

    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    for (const answer of [identity, br, gzip]) {
      expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    }
    expect(brotliDecompressSync(br.body).equals(identity.body)).toBe(true);
    expect(gunzipSync(gzip.body).equals(identity.body)).toBe(true);
    expect(new Set([identity.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);
    expect(br.body.length).toBeLessThan(identity.body.length / 3);
  });

  test('when requests come with random query strings, cookies and Host headers, then no variant beyond the real ones is stored', async () => {
    for (let i = 0; i < 30; i++) {
      await request(t.listener)
        .get(`/promo/knauf2025?utm=${i}&city_code=x${i}`)
        .set('Cookie', `city_code=c${i}; cookies_accepted=${i}`)
        .set('Host', `h${i}.example`)
        .expect(200);
      await request(t.listener)
        .get(`/?city_code=zz${i}&x=${i}`)
        .set('Cookie', `city_code=nope${i}`)
        .set('Host', `business${i}.example`)
        .expect(200);
    }

    // knauf2025 on the promo site; law on the business site: the first city for an unknown
    // code, with or without the cookie notice.
    const keys = t.renderCache.size;
    expect(keys).toBeGreaterThanOrEqual(2);
    expect(keys).toBeLessThanOrEqual(4);
    const metrics = await request(t.listener).get('/metrics');
    expect(metrics.text).toMatch(/render_cache_entries \d+/);
    expect(metrics.text).toMatch(/render_cache_requests_total\{result="hit"\} [1-9]/);
  });

  test('when a page comes from the render cache, then it has the rendered answer\'s headers, its own request id, one access line and a counted hit', async () => {
    const count = async (result: 'hit' | 'miss') =>
      (await t.metrics.renderCache.get()).values.find((v) => v.labels.result === result)?.value ?? 0;
    const missesBefore = await count('miss');
    const rendered = await rawGet(t.url, '/promo/tehnonikol25', { 'Accept-Encoding': 'br', 'X-Request-Id': 'lb-1.render' });
    expect(await count('miss'), 'the first request renders').toBe(missesBefore + 1);

    const hitsBefore = await count('hit');
    const stored = await rawGet(t.url, '/promo/tehnonikol25', { 'Accept-Encoding': 'br', 'X-Request-Id': 'lb-2.hit' });

    expect(await count('hit')).toBe(hitsBefore + 1);
    expect(stored.body.equals(rendered.body)).toBe(true);
    const perRequest = (headers: http.IncomingHttpHeaders) => Object.entries(headers).filter(
      ([name]) => name !== 'x-request-id' && name !== 'date',
    );
    expect(perRequest(stored.headers)).toEqual(perRequest(rendered.headers));
    expect(stored.headers['content-security-policy']).toContain("script-src 'self'");
    expect(stored.headers['x-request-id']).toBe('lb-2.hit');
    const accessLines = t.logs.map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.msg === 'request' && line.requestId === 'lb-2.hit');
    expect(accessLines).toEqual([expect.objectContaining({
      method: 'GET', path: '/promo/tehnonikol25', status: 200, ms: expect.any(Number),
    })]);
    const durations = await request(t.listener).get('/metrics');
    expect(durations.text).toMatch(/http_request_duration_seconds_count\{route="page",method="GET",status="200"\} [1-9]/);
  });

  test('when a page is answered from the render cache, then its header block is the full chain\'s byte for byte (names, case and order) for br, gzip, identity and HEAD', async () => {
    const rawFrom = (base: string, path: string, method: string, headers: Record<string, string>) =>
      new Promise<string[]>((resolve, reject) => {
        http.request(base + path, { method, headers, agent: false }, (res) => {
          res.resume().on('end', () => resolve(res.rawHeaders));
        }).on('error', reject).end();
      });
    // The date and the request id are the only per-request values: their places are compared, not their values.
    const block = (raw: string[]) => raw.map((value, i) => (i % 2 === 1 && /^(date|x-request-id)$/i.test(raw[i - 1]!) ? '…' : value));
    const cases: [string, string, Record<string, string>][] = [
      ['/promo/tehnonikol2025', 'GET', { 'Accept-Encoding': 'gzip, deflate, br' }],
      ['/promo/saint-gobain25', 'GET', { 'Accept-Encoding': 'gzip' }],
      ['/promo/rockwool2025', 'GET', {}],
      ['/promo/karta-elektrika', 'HEAD', { 'Accept-Encoding': 'br' }],
      // A malformed card's form: the stored page with the digits as typed, never kept.
      ['/promo/knauf2025?card=12a3', 'GET', { 'Accept-Encoding': 'br' }],
    ];
    for (const [path, method, headers] of cases) {
      const rendered = await rawFrom(t.url, path, method, headers);
      const hit = await rawFrom(t.url, path, method, headers);

      expect(block(hit), `${method} ${path}`).toEqual(block(rendered));
    }
  });

  test('when a page or a malformed card\'s form is answered from the render cache, or /healthz is asked, then Express never runs for it (the listener answers first), while a card number\'s form and an unknown page go through Express', async () => {
    await rawGet(t.url, '/promo/rockwool25', { 'Accept-Encoding': 'br' }); // stored, if it was not yet
    await rawGet(t.url, '/promo/rockwool25?card=98'); // the malformed cards' page, stored
    const asked = (path: string, headers: Record<string, string> = {}) => throughExpress(t.listener, () => rawGet(t.url, path, headers));

    const hit = await asked('/promo/rockwool25?utm_source=mail', { 'Accept-Encoding': 'br' });
    const healthz = await asked('/healthz');
    const malformed = await asked('/promo/rockwool25?card=12x');
    const cardForm = await asked('/promo/rockwool25?card=7000002');
    const notFound = await asked('/promo/no-such-page');

    const all = [hit, healthz, malformed, cardForm, notFound];
    expect(all.map(({ answer }) => answer.status)).toEqual([200, 200, 200, 200, 404]);
    expect(malformed.answer.headers['cache-control']).toBe('private, no-store');
    expect(hit.answer.headers['content-encoding']).toBe('br');
    expect(all.map(({ reached }) => reached), 'requests that reached Express, one each').toEqual([0, 0, 0, 1, 1]);
  });

  test('when a page is answered from the render cache with cookies, then Express never runs for it (no cookie is parsed); a page whose kind reads cookies gets them through Express', async () => {
    await rawGet(t.url, '/promo/rockwool25'); // stored, if it was not yet
    const cookies = { Cookie: 'cookie-accepted=1; city_code=msk; a=1' };

    const hit = await throughExpress(t.listener, () => rawGet(t.url, '/promo/rockwool25', cookies));
    const law = await throughExpress(t.listener, () => rawGet(t.url, '/promo/law', cookies));

    expect([hit.answer.status, law.answer.status]).toEqual([200, 200]);
    expect([hit.reached, law.reached]).toEqual([0, 1]);
    // law read the consent from its cookie: no notice.
    expect(law.answer.body.toString()).not.toContain('class="cookie-banner"');
  });

  test('when a page is not stored, then the render cache is read once for it (by the listener) and the page route renders it under the listener\'s request id', async () => {
    t.renderCache.drop(() => true);
    const original = t.renderCache.get;
    const lookups: string[] = [];
    t.renderCache.get = (key, ...rest) => (lookups.push(key), original.call(t.renderCache, key, ...rest));
    try {
      const missed = await rawGet(t.url, '/promo/tehnonikol25', { 'X-Request-Id': 'miss-read-once' });
      const hit = await rawGet(t.url, '/promo/tehnonikol25');

      expect([missed.status, hit.status]).toEqual([200, 200]);
      expect(missed.headers['x-request-id']).toBe('miss-read-once');
      expect(lookups.filter((key) => key.includes('|tehnonikol25|')), 'one read for the miss, one for the hit').toHaveLength(2);
      expect(t.logs.filter((line) => line.includes('"requestId":"miss-read-once"') && line.includes('"status":200'))).toHaveLength(1);
    } finally {
      t.renderCache.get = original;
    }
  });

  test('when supertest drives the listener, then it gets the same hit with the same headers as a raw request to the server', async () => {
    const viaListener = await rawGet(t.url, '/promo/tehnonikol2025', { 'Accept-Encoding': 'gzip' });
    const viaSupertest = await request(t.listener)
      .get('/promo/tehnonikol2025')
      .set('Accept-Encoding', 'gzip')
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });

    const perRequest = (headers: Record<string, unknown>) => Object.entries(headers).filter(
      ([name]) => !['x-request-id', 'date', 'connection', 'keep-alive'].includes(name),
    );
    expect(viaSupertest.status).toBe(200);
    expect(perRequest(viaSupertest.headers)).toEqual(perRequest(viaListener.headers));
  });

  test('when a stored page is asked with utm tags, then its stored bytes answer and the access line has no query; a card form in the query still gets its own answer', async () => {
    const count = async () => (await t.metrics.renderCache.get()).values.find((v) => v.labels.result === 'hit')?.value ?? 0;
    const stored = await rawGet(t.url, '/promo/rockwool25');
    const hitsBefore = await count();

    const tagged = await rawGet(t.url, '/promo/rockwool25?utm_source=mail&utm_campaign=autumn', { 'X-Request-Id': 'lb-3.utm' });
    const card = await rawGet(t.url, '/promo/rockwool25?utm_source=mail&card=7012345');

    expect(await count()).toBe(hitsBefore + 1);
    expect(tagged.body.equals(stored.body)).toBe(true);
    const line = t.logs.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.msg === 'request' && l.requestId === 'lb-3.utm');
    expect(line).toMatchObject({ path: '/promo/rockwool25', status: 200 });
    expect(card.headers['cache-control']).toBe('private, no-store');
    expect(card.body.toString()).toMatch(/<input[^>]*name="card"[^>]*value="7012345"/);
  });

  test('when a business page is asked, then it is private to the visitor', async () => {
    const res = await request(t.listener).get('/promo/law').expect(200);

    expect(res.headers['cache-control']).toBe('private, no-cache');
  });
});

describe('GET /promo/knauf2025 with the upstream cache off (UPSTREAM_CACHE_TTL_MS=0)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ env: { UPSTREAM_CACHE_TTL_MS: '0' } });
  });
  afterAll(() => t.close());

  test('when the page is rendered for each request, then it is stored nowhere, sent uncompressed and carries no validator to revalidate against', async () => {
    const first = await rawGet(t.url, '/promo/knauf2025', { 'Accept-Encoding': 'br, gzip' });
    const again = await rawGet(t.url, '/promo/knauf2025', { 'Accept-Encoding': 'br, gzip', 'If-None-Match': '*' });

    expect(first.status).toBe(200);
    expect(first.headers.etag).toBeUndefined();
    expect(first.headers['content-encoding']).toBeUndefined();
    expect(again.status).toBe(200);
    expect(again.body.equals(first.body)).toBe(true);
    expect(t.renderCache.size).toBe(0);
  });
});

describe('GET /promo/knauf2025 when the leaderboard changes upstream', () => {
  const RATING = /^\/api\/v1\/promo\/result\/knauf2025\/$/;
  let t: TestApp;
  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    t = await startApp({ env: { UPSTREAM_CACHE_TTL_MS: '10000' } });
  });
  afterAll(async () => {
    // The real clock comes back even if closing fails: the next file in this worker reads it.
    vi.useRealTimers();
    await t.close();
  });

  test('when the time to live has passed, then the new leaderboard appears on the page', async () => {
    const before = (await request(t.listener).get('/promo/knauf2025').expect(200)).text;
    expect(before).not.toContain('7099999');
    let refreshed: () => void = () => {};
    const refreshSeen = new Promise<void>((resolve) => (refreshed = resolve));
    t.demo.override('GET', RATING, (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({
        data: { spb: [{ cardId: '7099999', sum: 987654.5 }], msk: [] },
      }));
      refreshed();
    });

    const withinTtl = (await request(t.listener).get('/promo/knauf2025')).text;
    expect(withinTtl, 'the stored page while its data is fresh').toBe(before);

    vi.setSystemTime(Date.now() + 11_000);
    await request(t.listener).get('/promo/knauf2025').expect(200); // stale: served at once, refresh started
    await refreshSeen;
    await expect.poll(async () => (await request(t.listener).get('/promo/knauf2025')).text).toContain('7099999');
  });
});

describe('GET /promo/assets/* (client bundles, precompressed at build)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  test('when the page script is asked with br, gzip or neither, then the build-time file of that encoding is sent, long-cached', async () => {
    const html = (await request(t.listener).get('/promo/knauf2025')).text;
    const script = /<script type="module" src="([^"]+)"/.exec(html)![1]!;

    const plain = await rawGet(t.url, script);
    const br = await rawGet(t.url, script, { 'Accept-Encoding': 'gzip, br' });
    const gzip = await rawGet(t.url, script, { 'Accept-Encoding': 'gzip' });

    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    for (const answer of [plain, br, gzip]) {
      expect(answer.headers['content-type']).toMatch(/javascript/);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    }
  });
});
