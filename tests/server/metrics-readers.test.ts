// Who reads /metrics (server/routes/metrics-route.ts): on the public app only this machine or a
// TRUST_PROXY peer, and never a request the proxy forwarded; on its own port
// (server/lifecycle/metrics-server.ts) its scraper, with nothing else there; and what the real
// upstream calls count in it (server/upstream/upstream-metrics.ts). The peers are real: this
// machine's loopback (IPv4 and IPv6) and its own address on a network interface, which is not
// loopback when it connects to itself.
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import request from 'supertest';
import { startMetricsServer } from '#server/lifecycle/metrics-server.js';
import { bind } from '#server/lifecycle/listen.js';
import { startApp, type TestApp } from '../support/start-app.js';

const outsideAddress = Object.values(networkInterfaces()).flat().find((i) => i && !i.internal && i.family === 'IPv4')?.address;
const hasIpv6Loopback = Object.values(networkInterfaces()).flat().some((i) => i?.internal && i.family === 'IPv6');
/** A peer no test connects from: TRUST_PROXY set to it vouches for no one here. */
const NOBODY = '192.0.2.254';
const SAMPLE = 'process_resident_memory_bytes';

async function get(url: string, headers: Record<string, string> = {}) {
  const answer = await fetch(url, { headers });
  return { status: answer.status, type: answer.headers.get('content-type'), headers: answer.headers, text: await answer.text() };
}

/** The app's listener on every interface (port 0), so each of this machine's addresses reaches it. */
async function listenEverywhere(listener: http.RequestListener): Promise<{ server: Server; port: number }> {
  const server = await bind(http.createServer(listener), 0, '::');
  return { server, port: (server.address() as AddressInfo).port };
}

const close = (server: Server) => new Promise((resolve) => {
  server.closeAllConnections();
  server.close(resolve);
});

describe('/metrics on the public app (no METRICS_PORT), TRUST_PROXY naming another peer', () => {
  let t: TestApp;
  let everywhere: { server: Server; port: number };
  beforeAll(async () => {
    t = await startApp({ env: { TRUST_PROXY: NOBODY } });
    everywhere = await listenEverywhere(t.listener);
  });
  afterAll(async () => {
    await close(everywhere.server);
    await t.close();
  });

  test('when this machine asks it over IPv4 loopback, then it gets the Prometheus text, never stored', async () => {
    const answer = await get(`http://127.0.0.1:${everywhere.port}/metrics`);

    expect(answer.status).toBe(200);
    expect(answer.type).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.text).toContain(SAMPLE);
  });

  test.skipIf(!hasIpv6Loopback)('when this machine asks it over IPv6 loopback (::1), then it gets it', async () => {
    const answer = await get(`http://[::1]:${everywhere.port}/metrics`);

    expect(answer.status).toBe(200);
    expect(answer.text).toContain(SAMPLE);
  });

  test.skipIf(outsideAddress === undefined)('when a peer that is neither loopback nor trusted asks it, then it is not there (404)', async () => {
    const answer = await get(`http://${outsideAddress!}:${everywhere.port}/metrics`);

    expect(answer.status).toBe(404);
    expect(answer.text).not.toContain(SAMPLE);
  });

  test.each([
    ['X-Forwarded-For', '203.0.113.9'],
    ['Forwarded', 'for=203.0.113.9'],
    ['X-Real-IP', '203.0.113.9'],
  ])('when a request from loopback names a client in %s (a forwarded visitor), then it is not there (404)', async (name, value) => {
    const answer = await get(`http://127.0.0.1:${everywhere.port}/metrics`, { [name]: value });

    expect(answer.status).toBe(404);
    expect(answer.text).not.toContain(SAMPLE);
  });
});

describe.skipIf(outsideAddress === undefined)('/metrics on the public app when the peer is the TRUST_PROXY', () => {
  let t: TestApp;
  let everywhere: { server: Server; port: number };
  beforeAll(async () => {
    t = await startApp({ env: { TRUST_PROXY: outsideAddress! } });
    everywhere = await listenEverywhere(t.listener);
  });
  afterAll(async () => {
    await close(everywhere.server);
    await t.close();
  });

  test('when that peer asks it, then it reads it; when it forwards a visitor, then it is not there', async () => {
    const url = `http://${outsideAddress!}:${everywhere.port}/metrics`;

    expect((await get(url)).text).toContain(SAMPLE);
    expect((await get(url, { 'X-Forwarded-For': '203.0.113.9' })).status).toBe(404);
  });
});

describe('/metrics on its own port (METRICS_PORT)', () => {
  let t: TestApp;
  let metricsServer: Server;
  let port: number;
  beforeAll(async () => {
    t = await startApp({ env: { TRUST_PROXY: NOBODY } });
    metricsServer = await startMetricsServer(t.metrics.registry, '::', 0);
    port = (metricsServer.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await close(metricsServer);
    await t.close();
  });

  test.skipIf(outsideAddress === undefined)('when any peer that reaches the port asks it, then it reads the app\'s metrics', async () => {
    await request(t.listener).get('/promo/knauf2025').expect(200);

    const answer = await get(`http://${outsideAddress!}:${port}/metrics`);

    expect(answer.status).toBe(200);
    expect(answer.type).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answer.text).toMatch(/upstream_call_duration_seconds_count\{call="products",outcome="ok"\} [1-9]/);
  });

  test('when a request names a forwarded client, then it is not there either (404)', async () => {
    expect((await get(`http://127.0.0.1:${port}/metrics`, { 'X-Forwarded-For': '203.0.113.9' })).status).toBe(404);
  });

  test('when anything else is asked there, then it is a plain 404 that names no framework', async () => {
    const answer = await get(`http://127.0.0.1:${port}/promo/knauf2025`);

    expect(answer.status).toBe(404);
    expect(answer.type).toMatch(/^text\/plain/);
    expect(answer.text).toBe('Not found');
    expect(answer.headers.get('x-powered-by')).toBeNull();
  });
});

describe('upstream calls in /metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  test('when a call succeeds and one fails, then each is timed under its call and outcome and the failure counted by kind', async () => {
    const before = (await request(t.listener).get('/metrics').expect(200)).text;
    expect(before).not.toMatch(/upstream_call_failures_total\{call="checkSavings"/);

    await request(t.listener).get('/api/v2/promo/check/knauf2025/7000002/').expect(200);
    await request(t.listener).get('/api/v2/promo/check/knauf2025/7000500/');
    const { text } = await request(t.listener).get('/metrics').expect(200);

    expect(text).toMatch(/upstream_call_duration_seconds_count\{call="checkSavings",outcome="ok"\} 1\n/);
    expect(text).toMatch(/upstream_call_duration_seconds_count\{call="checkSavings",outcome="status"\} 1\n/);
    expect(text).toMatch(/upstream_call_failures_total\{call="checkSavings",kind="status"\} 1\n/);
    expect(text).not.toMatch(/upstream_call_failures_total\{call="checkSavings",kind="ok"\}/);
  });
});

describe('an upstream call the visitor left', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A deadline far past the test's own: only the visitor's leaving ends the held call.
    t = await startApp({ env: { UPSTREAM_TIMEOUT_MS: '120000' } });
  });
  afterAll(() => t.close());

  test('when the visitor leaves during a card check, then the call is timed as aborted and not counted as an upstream failure', async () => {
    let arrive!: () => void;
    let drop!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const dropped = new Promise<void>((resolve) => (drop = resolve));
    t.demo.override('GET', /^\/api\/v1\/promo\/(?:\w+\/)?check\/karta-elektrika\/7012345\/$/, (_req, res) => {
      res.once('close', drop);
      arrive();
    });
    const visitor = http.request(`${t.url}/api/v1/promo/check/karta-elektrika/7012345/`);
    visitor.on('error', () => {}); // our own destroy below
    visitor.end();
    await arrived;
    visitor.destroy();
    await dropped;

    await vi.waitFor(async () => {
      expect((await request(t.listener).get('/metrics')).text).toMatch(/upstream_call_duration_seconds_count\{call="[^"]+",outcome="aborted"\} 1\n/);
    }, { timeout: 20_000 });
    expect((await request(t.listener).get('/metrics')).text).not.toMatch(/upstream_call_failures_total\{[^}]*kind="aborted"/);
  });
});
