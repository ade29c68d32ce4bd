// The upstream credentials never reach the browser. Crawl every route on both hosts,
// every asset the pages reference (following imports and source maps), the error pages
// and the proxy's error answers; the password, its base64 form and the base64
// `user:password` appear in no body, header or log line.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import request from 'supertest';
import type { Site } from '#pages/route-table.js';
import { PAGES } from '../support/content.js';
import { DEMO_CARDS, DEMO_CREDENTIALS } from '../support/demo-upstream.js';
import { startApp, type TestApp } from '../support/start-app.js';

const { user, password } = DEMO_CREDENTIALS;
const SECRETS = [password, Buffer.from(password).toString('base64'), Buffer.from(`${user}:${password}`).toString('base64')];
const HOSTS: Record<Site, string> = { promo: 'promo.example.ru', business: 'business.example.ru' };

interface Fetched { url: string; status: number; headers: string; body: string }

let t: TestApp;
const fetched: Fetched[] = [];

async function get(path: string, host: string): Promise<Fetched> {
  const res = await request(t.listener).get(path).set('Host', host).buffer(true).parse((r, done) => {
    const chunks: Buffer[] = [];
    r.on('data', (c: Buffer) => chunks.push(c)).on('end', () => done(null, Buffer.concat(chunks).toString('utf8')));
  });
  const item = { url: `${host}${path}`, status: res.status, headers: JSON.stringify(res.headers), body: String(res.body) };
  fetched.push(item);
  return item;
}

/** Same-origin references of an HTML page: src, href, every srcset candidate and the inlined CSS's source map. */
function htmlReferences(html: string): string[] {
  const refs = [...html.matchAll(/\s(?:src|href)="([^"]+)"/gi)].map((m) => m[1]!);
  refs.push(...[...html.matchAll(/\/\*# sourceMappingURL=(\S+) \*\//g)].map((m) => m[1]!));
  for (const m of html.matchAll(/\ssrcset="([^"]+)"/gi)) refs.push(...m[1]!.split(',').map((c) => c.trim().split(/\s+/)[0]!));
  return refs.map((r) => r.replace(/&amp;/g, '&')).filter((r) => r.startsWith('/') && !r.startsWith('//'));
}

/** Relative imports (static and dynamic) and the source map of a JS or CSS asset. */
function assetReferences(path: string, text: string): string[] {
  const dir = path.slice(0, path.lastIndexOf('/') + 1);
  const rel = [...text.matchAll(/["'](\.\/[\w.-]+\.(?:js|css))["']/g)].map((m) => m[1]!.slice(2));
  const map = /[#@] sourceMappingURL=([\w.-]+\.map)/.exec(text)?.[1];
  return [...rel, ...(map ? [map] : [])].map((file) => dir + file);
}

beforeAll(async () => {
  t = await startApp();
  const queue: [string, string][] = [];
  for (const site of ['promo', 'business'] as const) {
    for (const page of PAGES) {
      for (const path of Object.values(page.paths)) {
        for (const variant of new Set([path, path.endsWith('/') ? path : `${path}/`])) queue.push([variant, HOSTS[site]]);
      }
    }
    queue.push(['/promo/nope', HOSTS[site]], ['/definitely/not/here', HOSTS[site]]);
  }
  const seen = new Set<string>();
  while (queue.length > 0) {
    const [path, host] = queue.shift()!;
    if (seen.has(host + path)) continue;
    seen.add(host + path);
    const res = await get(path, host);
    if (res.status !== 200) continue;
    const refs = /^<!DOCTYPE html>/i.test(res.body)
      ? htmlReferences(res.body)
      : /\.(js|css)$/.test(path) ? assetReferences(path, res.body) : [];
    for (const ref of refs) queue.push([ref, host]);
  }
});
afterAll(() => t.close());

describe('crawl of every route and asset', () => {
  test('when the crawl is done, then it fetched pages, scripts, styles, banners and source maps, all found', () => {
    const assets = fetched.filter((f) => /\/assets\/|\/static\//.test(f.url));

    expect(fetched.filter((f) => f.status === 200 && f.url.includes('knauf2025')).length).toBeGreaterThanOrEqual(4);
    for (const ext of ['.js', '.css', '.js.map', '.css.map', '.svg']) expect(assets.some((a) => a.url.endsWith(ext)), ext).toBe(true);
    expect(assets.filter((a) => a.status !== 200).map((a) => `${a.status} ${a.url}`)).toEqual([]);
  });

  test('when every body and header is read, then no credential form appears in any of them', () => {
    for (const item of fetched) {
      for (const secret of SECRETS) {
        expect(item.body.includes(secret), `${item.url} body`).toBe(false);
        expect(item.headers.includes(secret), `${item.url} headers`).toBe(false);
      }
    }
  });

  test('when the source maps are read, then they hold only client code: no server/ source and no config', () => {
    const maps = fetched.filter((f) => f.url.endsWith('.map'));
    expect(maps.length).toBeGreaterThan(0);
    for (const map of maps) {
      const parsed = JSON.parse(map.body) as { sources: string[]; sourcesContent?: (string | null)[] };
      for (const source of parsed.sources) expect(source, map.url).not.toMatch(/(^|\/)(server|tests)\//);
      const content = (parsed.sourcesContent ?? []).join('\n');
      expect(content, map.url).not.toMatch(/UPSTREAM_PASSWORD|DEMO_CREDENTIALS|process\.env\.UPSTREAM/);
    }
  });
});

describe('files outside the served folders', () => {
  test('when the server bundle is asked for by traversal, then it is never served', async () => {
    const url = new URL(t.url);
    const attempts = [
      '/promo/assets/../server/index.js',
      '/promo/assets/..%2fserver/index.js',
      '/assets/%2e%2e/server/index.js.map',
      '/promo/static/../../dist/server/index.js',
      '/promo/assets/manifest.json/../../server/index.js',
    ];
    for (const path of attempts) {
      const res = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        http.get({ host: url.hostname, port: url.port, path }, (r) => {
          let body = '';
          r.setEncoding('utf8').on('data', (c: string) => (body += c)).on('end', () => resolve({ status: r.statusCode!, body }));
        }).on('error', reject);
      });
      expect(res.status, path).not.toBe(200);
      expect(res.body, path).not.toContain('createUpstreamClient');
      fetched.push({ url: path, status: res.status, headers: '', body: res.body });
    }
  });
});

describe('the proxy error answers', () => {
  test('when the proxy answers 400, 404, 413, 502 and 504, then no credential form appears in them nor in any log line', async () => {
    t.demo.override('GET', /^\/api\/v1\/business\/info\/msk\/$/, (_req, res) => {
      res.writeHead(500).end('{"message":"Internal error"}');
    });
    // The 504 from an app of its own whose deadline is 300 ms, its upstream never answering: the crawl's app keeps the
    // default deadline, so the other answers never meet it however busy the machine.
    const timed = await startApp({ env: { UPSTREAM_TIMEOUT_MS: '300' } });
    timed.demo.override('GET', /^\/api\/v1\/business\/info\/spb\/$/, (_req, res) => new Promise<void>((resolve) => res.on('close', resolve)));
    const answers = [
      await request(t.listener).get('/api/v2/promo/check/knauf2025/123/').set('Authorization', `Basic ${SECRETS[2]}`),
      await request(t.listener).get('/api/nope'),
      await request(t.listener).post('/api/v1/business/feedback/').set('content-type', 'application/json').send(
        `{"msg":"${'x'.repeat(70_000)}"}`,
      ),
      await request(t.listener).get('/api/v1/business/info/msk/'),
      await request(timed.listener).get('/api/v1/business/info/spb/'),
      await request(t.listener).get(`/api/v2/promo/check/knauf2025/${DEMO_CARDS.failure}/`),
    ];
    await timed.close();

    expect(answers.map((a) => a.status)).toEqual([400, 404, 413, 502, 504, 502]);
    for (const res of answers) {
      for (const secret of SECRETS) {
        expect(res.text).not.toContain(secret);
        expect(JSON.stringify(res.headers)).not.toContain(secret);
      }
    }
    expect(t.logs.length).toBeGreaterThan(fetched.length);
    expect(timed.logs.length).toBeGreaterThan(0);
    for (const line of [...t.logs, ...timed.logs]) for (const secret of SECRETS) expect(line).not.toContain(secret);
  });
});
