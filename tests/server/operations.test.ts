// Operations: health probes, the CSP (the same for every request), request ids and
// access-log lines, long-cached hashed assets and manifest-driven tags.
import net from 'node:net';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import request from 'supertest';
import { readManifest, type AssetManifest } from '#server/render/assets.js';
import { DIST_DIR, startApp, type TestApp } from '../support/start-app.js';

let t: TestApp;
let manifest: AssetManifest;
beforeAll(async () => {
  t = await startApp();
  manifest = readManifest(path.join(DIST_DIR, 'client/manifest.json'));
});
afterAll(() => t.close());
beforeEach(() => void (t.logs.length = 0));

const scriptSrc = (csp: string) => csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src '))!;
const accessLines = () => t.logs.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.msg === 'request');

describe('GET /healthz and /readyz', () => {
  test('when the app serves, then both answer 200 JSON and are never cached', async () => {
    const alive = await request(t.listener).get('/healthz');
    const ready = await request(t.listener).get('/readyz');

    expect(alive.status).toBe(200);
    expect(alive.body).toEqual({ status: 'ok' });
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready' });
    expect(ready.headers['cache-control']).toBe('no-store');
  });
});

describe('Content-Security-Policy', () => {
  test('when a page is served, then script-src allows our own files only: no nonce, no unsafe-inline, no inline script in the page', async () => {
    const res = await request(t.listener).get('/promo/knauf2025');
    const csp = res.headers['content-security-policy'] as string;

    expect(scriptSrc(csp)).toBe("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    // Data blocks (the state's JSON, the JSON-LD) never execute; every other script is one of our files.
    const executable = (res.text.match(/<script\b[^>]*>/g) ?? []).filter((tag) => !/type="application\/(ld\+)?json"/.test(tag));
    expect(executable.length).toBeGreaterThan(0);
    for (const tag of executable) expect(tag).toMatch(/ src="\/promo\/assets\//);
  });

  test('when two requests are served, then both get the same CSP (it depends on the configuration only)', async () => {
    const policies = new Set<string | undefined>();
    for (let i = 0; i < 3; i++) policies.add((await request(t.listener).get('/promo/knauf2025')).headers['content-security-policy']);

    expect(policies.size).toBe(1);
  });

  test('when any kind of answer is sent, then it carries a CSP without unsafe-inline scripts', async () => {
    const answers = {
      '404 page': await request(t.listener).get('/promo/nope'),
      '404 JSON': await request(t.listener).get('/api/nope'),
      'proxied call': await request(t.listener).get('/api/v1/business/info/spb/'),
      '301': await request(t.listener).get('/promo/sert/').set('Host', 'business.example.ru'),
      asset: await request(t.listener).get(`/promo/assets/${manifest.boot.file}`),
    };
    for (const [what, res] of Object.entries(answers)) {
      const csp: string | undefined = res.headers['content-security-policy'];
      expect(csp, what).toBeDefined();
      expect(scriptSrc(csp!), what).not.toContain("'unsafe-inline'");
    }
  });
});

describe('request id and access log', () => {
  test('when a request is served, then it gets an x-request-id and exactly one JSON access line naming it', async () => {
    const res = await request(t.listener).get('/promo/knauf2025?card=7012345');
    const id = res.headers['x-request-id'];

    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const lines = accessLines().filter((l) => l.requestId === id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ method: 'GET', path: '/promo/knauf2025', status: 200, ms: expect.any(Number) });
    expect(JSON.stringify(lines[0])).not.toContain('7012345');
  });

  test('when the caller sends a well-formed x-request-id, then it is kept; a malformed one is replaced', async () => {
    const kept = await request(t.listener).get('/healthz').set('x-request-id', 'lb-1234.abc');
    const replaced = await request(t.listener).get('/healthz').set('x-request-id', 'bad id <script>');

    expect(kept.headers['x-request-id']).toBe('lb-1234.abc');
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('when requests of every kind are served, then each has one access line with method, path, status, ms and requestId', async () => {
    const sent = [
      await request(t.listener).get('/promo/nope'),
      await request(t.listener).post('/api/v1/promo/products/knauf2025/'),
      await request(t.listener).get('/api/v2/promo/check/knauf2025/123/'),
      await request(t.listener).head('/promo/knauf2025'),
    ];

    const lines = accessLines();
    expect(lines).toHaveLength(sent.length);
    for (const [i, res] of sent.entries()) {
      expect(lines[i]).toEqual(expect.objectContaining({
        requestId: res.headers['x-request-id'], status: res.status, ms: expect.any(Number),
      }));
    }
    expect(lines.map((l) => `${l.method} ${l.path}`)).toEqual([
      'GET /promo/nope', 'POST /api/v1/promo/products/knauf2025/', 'GET /api/v2/promo/check/knauf2025/123/', 'HEAD /promo/knauf2025',
    ]);
  });

  test('when the visitor leaves before the answer, then the request still gets its access line, marked aborted', async () => {
    let productsAsked!: () => void;
    const inUpstream = new Promise<void>((resolve) => (productsAsked = resolve));
    // Held until the app gives up the call (the visitor left), so no answer can race the leaving.
    t.demo.override('GET', /^\/api\/v1\/promo\/products\//, (_req, res) => {
      productsAsked();
      return new Promise<void>((resolve) => res.on('close', resolve));
    });
    const socket = net.connect(Number(new URL(t.url).port), '127.0.0.1');
    socket.write('GET /promo/knauf2025 HTTP/1.1\r\nHost: promo.example.ru\r\n\r\n');
    await inUpstream;
    socket.destroy();

    const pageLines = () => accessLines().filter((l) => l.path === '/promo/knauf2025');
    await expect.poll(pageLines).toHaveLength(1);
    t.demo.reset();
    expect(pageLines()[0]).toMatchObject({ method: 'GET', aborted: true, requestId: expect.any(String), ms: expect.any(Number) });
  });
});

describe('GET /promo/assets/...', () => {
  const types: [RegExp, RegExp][] = [
    [/\.js$/, /^(text|application)\/javascript/], [/\.css$/, /^text\/css/], [/\.map$/, /^application\/json/],
  ];

  test('when hashed bundles are asked under both bases, then they are long-cached, immutable and correctly typed', async () => {
    const page = manifest.pages.campaign!;
    const files = [manifest.boot.file, page.file, ...page.css, ...page.imports, `${page.file}.map`];
    for (const base of ['/promo/assets/', '/assets/']) {
      for (const file of files) {
        const res = await request(t.listener).get(base + file);

        expect(res.status, base + file).toBe(200);
        expect(res.headers['cache-control'], file).toMatch(/max-age=31536000/);
        expect(res.headers['cache-control'], file).toContain('immutable');
        expect(res.headers['content-type'], file).toMatch(types.find(([ext]) => ext.test(file))![1]);
        expect(res.headers['x-content-type-options']).toBe('nosniff');
      }
    }
  });

  test('when a banner is asked, then it is served as SVG', async () => {
    const res = await request(t.listener).get('/promo/static/banners/knauf2025-large.svg');

    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });
});

describe('GET /promo/knauf2025 asset tags', () => {
  test('when the page is rendered, then it inlines its CSS and names, at low priority, the boot guard, its entry and every chunk the entry imports; its islands chunk, loaded when the visitor reaches for an island, is not preloaded', async () => {
    const { text } = await request(t.listener).get('/promo/knauf2025');
    const page = manifest.pages.campaign!;
    const head = text.slice(0, text.indexOf('</head>'));

    const styles = [...text.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
    const preloads = [...text.matchAll(/<link rel="modulepreload" href="([^"]+)" fetchpriority="low">/g)].map((m) => m[1]);
    const scripts = [...text.matchAll(/<script type="module" src="([^"]+)" fetchpriority="low">/g)].map((m) => m[1]);
    const css = readFileSync(path.join(DIST_DIR, 'client', page.css[0]!), 'utf8').replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '');
    expect(head).toContain(`<style>${css}/*# sourceMappingURL=/promo/assets/${page.css[0]}.map */</style>`);
    expect(styles).toEqual(page.deferredCss.map((f) => `/promo/assets/${f}`));
    // The page holds an island, whose chunk waits for the visitor (docs/decisions/003-islands.md).
    expect(text).toContain('data-island="savings-form"');
    expect(page.islands.length).toBeGreaterThan(0);
    expect(preloads).toEqual(page.imports.map((f) => `/promo/assets/${f}`));
    for (const file of page.islands) expect(text).not.toContain(file);
    expect(scripts).toEqual([`/promo/assets/${manifest.boot.file}`, `/promo/assets/${page.file}`]);
    // All in the head, so the browser asks for them before it has parsed the body.
    for (const url of [...preloads, ...scripts]) expect(head).toContain(url);
    for (const other of Object.entries(manifest.pages).filter(([kind]) => kind !== 'campaign')) {
      expect(text).not.toContain(other[1]!.file);
    }
  });
});

