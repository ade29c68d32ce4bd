// The studio listener's app (server/studio-listener/studio-app.ts) through supertest: the
// Decap page and bundle, the generated config, Decap's backend calls forwarded to the local
// backend, a Russian answer when that backend is gone, and nothing else; on loopback, only
// for requests naming this machine (docs/decisions/116-studio-loopback-names.md).
import { mkdtempSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RequestHandler } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createStudioApp } from '#server/studio-listener/studio-app.js';
import { createRepoLock } from '#server/studio-listener/repo-lock.js';
import { DIST_DIR } from '../support/start-app.js';

const STUDIO = {
  port: 0, host: '127.0.0.1', backend: { kind: 'local', dir: '/tmp/unused', branch: 'main', gitDeadlineMs: 30_000 },
} as const;
/** Decap's local backend at `socket`, with a repository lock of its own. */
const backendAt = (socket: string) => ({ socketPath: () => socket, lock: createRepoLock({ deadlineMs: 30_000 }) });

/**
 * A media listing as large as a folder of raster art makes it: 32 MB, more than the kernel's
 * socket buffers hold, so a caller who does not read it leaves most of it unsent.
 */
const LARGE_ANSWER = JSON.stringify([{ file: 'banners/x.jpg', content: 'A'.repeat(32 * 1024 * 1024) }]);

/** A stand-in for Decap's local backend on a Unix socket that records what reached it. */
let backend: http.Server;
const received: unknown[] = [];
const folder = mkdtempSync(path.join(tmpdir(), 'studio-app-test-'));
const SOCKET = path.join(folder, 'backend.sock');
beforeAll(async () => {
  backend = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => { body += chunk.toString(); });
    req.on('end', () => {
      const call = JSON.parse(body) as { action?: string };
      received.push({ method: req.method, url: req.url, body: call });
      res.setHeader('content-type', 'application/json');
      res.end(call.action === 'getMedia' ? LARGE_ANSWER : JSON.stringify({ repo: 'repo', type: 'local_git' }));
    });
  });
  await new Promise<void>((done) => backend.listen(SOCKET, done));
});
afterAll(async () => {
  await new Promise<void>((done) => backend.close(() => done()));
  rmSync(folder, { recursive: true, force: true });
});

describe('the studio listener\'s app', () => {
  test('when the studio is opened, then its page loads the studio bundle, uncached, and the bundle is served', async () => {
    const app = createStudioApp({ studio: STUDIO, distDir: DIST_DIR });
    const page = await request(app).get('/').expect(200);

    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.text).toContain('<script type="module" src="/studio.js"></script>');
    expect(page.text).toContain('<html lang="ru">');
    // The way to «Состояние сайта» on every screen of the studio.
    expect(page.text).toMatch(/<a class="site-state-link" href="\/site-state"[^>]*>Состояние сайта<\/a>/);
    const bundle = await request(app).get('/studio.js').expect(200);
    expect(bundle.headers['content-type']).toMatch(/javascript/);
  });

  test('when Decap asks for its config, then it is the generated one with the editorial workflow', async () => {
    const { body } = await request(createStudioApp({ studio: STUDIO, distDir: DIST_DIR })).get('/config.json').expect(200);

    expect(body).toMatchObject({ publish_mode: 'editorial_workflow', backend: { name: 'proxy', proxy_url: '/api/v1' } });
    expect(body.collections.map((c: { name: string }) => c.name))
      .toEqual(['campaigns', 'landings', 'brands', 'schedule', 'experiments', 'pages']);
  });

  test('when Decap calls its backend, then the call reaches the local backend as sent and its answer comes back', async () => {
    const app = createStudioApp({ studio: STUDIO, distDir: DIST_DIR, backend: backendAt(SOCKET) });
    const call = { action: 'info', params: { branch: 'main' } };
    const { body } = await request(app).post('/api/v1').send(call).expect(200);

    expect(body).toEqual({ repo: 'repo', type: 'local_git' });
    expect(received.at(-1)).toEqual({ method: 'POST', url: '/api/v1', body: call });
  });

  test('when one caller does not read its large answer, then another operator\'s call is answered meanwhile, and the first still gets its whole answer', async () => {
    // A lock whose deadline is far: the second call waits for nothing but the first's turn.
    const app = createStudioApp({
      studio: STUDIO, distDir: DIST_DIR, backend: { socketPath: () => SOCKET, lock: createRepoLock({ deadlineMs: 600_000 }) },
    });
    const server = http.createServer(app).listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as net.AddressInfo;
    try {
      const call = JSON.stringify({ action: 'getMedia', params: { branch: 'main' } });
      const slow = net.connect(port, '127.0.0.1');
      const head = `POST /api/v1 HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${call.length}`;
      slow.write(`${head}\r\n\r\n${call}`);
      // Its first bytes come, then it reads no more.
      await once(slow, 'readable');
      slow.pause();

      const other = await request(server).post('/api/v1').set('Host', 'localhost').send({ action: 'info', params: { branch: 'main' } });

      expect(other.status).toBe(200);
      expect(other.body).toEqual({ repo: 'repo', type: 'local_git' });
      let read = 0;
      slow.on('data', (chunk: Buffer) => { read += chunk.length; });
      slow.resume();
      await new Promise<void>((done) => { slow.on('data', () => { if (read >= LARGE_ANSWER.length) done(); }); });
      expect(read).toBeGreaterThanOrEqual(LARGE_ANSWER.length);
      slow.destroy();
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  test('when the local backend is gone, then the studio says so in Russian; without a local backend there is no backend path', async () => {
    const app = createStudioApp({ studio: STUDIO, distDir: DIST_DIR, backend: backendAt(path.join(folder, 'gone.sock')) });
    const gone = await request(app).post('/api/v1').send({ action: 'info' });

    expect(gone.status).toBe(502);
    expect(gone.body.error).toMatch(/^Хранилище студии не отвечает/);
    const none = await request(createStudioApp({ studio: STUDIO, distDir: DIST_DIR })).post('/api/v1').send({ action: 'info' });
    expect(none.status).toBe(404);
    expect(none.text).toBe('В студии нет такой страницы');
  });

  test('when a request on the loopback listener names another site as its Host (a rebound DNS name), then every path refuses it in Russian; this machine\'s names pass', async () => {
    const app = createStudioApp({ studio: STUDIO, distDir: DIST_DIR, backend: backendAt(SOCKET) });
    const before = received.length;
    for (const [method, url] of [['get', '/'], ['get', '/config.json'], ['get', '/studio.js'], ['post', '/api/v1']] as const) {
      const refused = await request(app)[method](url).set('Host', 'promo-rebound.example:3001')
        .send({ action: 'info', params: { branch: 'main' } });
      expect(refused.status).toBe(421);
      expect(refused.text).toBe('Студия открывается только по адресу localhost этой машины');
    }
    expect(received.length).toBe(before);
    for (const host of ['localhost:3001', '127.0.0.1:3001', '[::1]:3001', 'localhost']) {
      await request(app).get('/config.json').set('Host', host).expect(200);
    }
    await request(app).post('/api/v1').set('Host', 'localhost:3001').send({ action: 'info', params: { branch: 'main' } }).expect(200);
  });

  test('when another site\'s page posts to the studio (its Origin, or Sec-Fetch-Site: cross-site), then it is 403 in Russian and reaches nothing; the studio\'s own page\'s calls pass', async () => {
    const reached: number[] = [];
    const endpoint: RequestHandler = (req, res, next) => (req.path === '/site-api/restore' ? void res.json(reached.push(1)) : next());
    const app = createStudioApp({ studio: STUDIO, distDir: DIST_DIR, backend: backendAt(SOCKET), endpoints: [endpoint] });
    const before = received.length;
    const call = { action: 'persistEntry', params: { branch: 'main' } };
    for (const url of ['/api/v1', '/site-api/restore']) {
      for (const foreign of [{ Origin: 'https://attacker.example' }, { Origin: 'null' }, { 'Sec-Fetch-Site': 'cross-site' }]) {
        const refused = await request(app).post(url).set('Host', '127.0.0.1:3001').set(foreign).send(call);
        expect(refused.status).toBe(403);
        expect(refused.text).toBe('Студия принимает правки только со своей страницы');
      }
    }
    expect(received.length).toBe(before);
    expect(reached).toEqual([]);
    // Decap's fetch from the studio's page: Origin null under its no-referrer policy, the browser's word that it is this origin.
    const own = { Host: '127.0.0.1:3001', Origin: 'null', 'Sec-Fetch-Site': 'same-origin' };
    await request(app).post('/api/v1').set(own).send(call).expect(200);
    await request(app).post('/site-api/restore').set({ Host: '127.0.0.1:3001', Origin: 'http://127.0.0.1:3001' }).send(call).expect(200);
    // A link to the studio from elsewhere still opens it.
    await request(app).get('/').set({ Host: '127.0.0.1:3001', 'Sec-Fetch-Site': 'cross-site' }).expect(200);
  });

  test('when the listener is bound to another address (a studio behind the team\'s own proxy), then the Host is not checked', async () => {
    const app = createStudioApp({ studio: { ...STUDIO, host: '0.0.0.0' }, distDir: DIST_DIR });
    await request(app).get('/config.json').set('Host', 'studio.example.internal').expect(200);
  });
});
