// Issue #2 point 12 and point 3, on the built process (`node dist/server/index.js`, as
// `npm start` runs it): SIGTERM stops accepting, finishes the in-flight request, then
// exits 0; a bad configuration value exits 1 with one stderr line naming it.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { DIST_DIR } from '../support/start-app.js';

const SERVER = path.join(DIST_DIR, 'server/index.js');
const children: ChildProcess[] = [];
const servers: http.Server[] = [];

afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => (s.closeAllConnections(), s.close(resolve)))));
});

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** A tiny upstream: products answer after 800 ms, the leaderboard at once. */
async function slowUpstream(onProducts: () => void): Promise<string> {
  const server = http.createServer((req, res) => {
    const reply = (data: unknown) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data }));
    if (req.url?.startsWith('/api/v1/promo/products/')) {
      onProducts();
      setTimeout(() => reply([{ id: 1, name: 'Гипсокартон Knauf', url: 'https://example.ru/1/' }]), 800);
    } else reply({ spb: [{ cardId: '7012345', sum: 100 }], msk: [] });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
}

function start(env: Record<string, string>): { child: ChildProcess; exited: Promise<{ code: number | null; stderr: string }> } {
  const child = spawn(process.execPath, [SERVER], { env: { PATH: process.env.PATH, NODE_ENV: 'production', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (c: string) => (stderr += c));
  child.stdout!.resume();
  const exited = new Promise<{ code: number | null; stderr: string }>((resolve) => child.on('exit', (code) => resolve({ code, stderr })));
  return { child, exited };
}

async function waitReady(base: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const ok = await fetch(`${base}/readyz`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server never became ready');
}

describe('node dist/server/index.js', () => {
  test('when SIGTERM arrives during a request, then it finishes that request with 200, refuses new connections and exits 0', async () => {
    expect(existsSync(SERVER), 'run node build.mjs first').toBe(true);
    let productsAsked!: () => void;
    const inUpstream = new Promise<void>((resolve) => (productsAsked = resolve));
    const upstreamUrl = await slowUpstream(() => productsAsked());
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const { child, exited } = start({ PORT: String(port), HOST: '127.0.0.1', UPSTREAM_URL: upstreamUrl, UPSTREAM_USER: 'shop', UPSTREAM_PASSWORD: 'secret', LOG_LEVEL: 'warn' });
    await waitReady(base);

    const inFlight = fetch(`${base}/promo/knauf2025`).then(async (r) => ({ status: r.status, text: await r.text() }));
    await inUpstream;
    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 150));
    const refused = await fetch(`${base}/readyz`).then(() => 'connected', (e: Error & { cause?: { code?: string } }) => e.cause?.code);

    const page = await inFlight;
    expect(page.status).toBe(200);
    expect(page.text).toContain('Гипсокартон Knauf');
    expect(refused).toBe('ECONNREFUSED');
    const { code } = await exited;
    expect(code).toBe(0);
  }, 30_000);

  test('when PORT is not a number, then it exits 1 with one stderr line naming PORT', async () => {
    const { exited } = start({ PORT: 'abc' });

    const { code, stderr } = await exited;

    expect(code).toBe(1);
    const lines = stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid configuration: PORT: /);
  });

  test('when UPSTREAM_URL is set without credentials, then it exits 1 with one stderr line naming both missing variables', async () => {
    const { exited } = start({ UPSTREAM_URL: 'https://api.example.ru', PORT: String(await freePort()) });

    const { code, stderr } = await exited;

    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      'Invalid configuration: UPSTREAM_USER: required when UPSTREAM_URL is set; UPSTREAM_PASSWORD: required when UPSTREAM_URL is set',
    ]);
  });
});
