// The built process (`node dist/server/index.js`, as `npm start` runs it) on SIGTERM and
// SIGINT: /readyz says 503 at once while the server keeps serving for SHUTDOWN_DELAY_MS
// (so a load balancer can route elsewhere), then it stops accepting, finishes in-flight
// requests and exits 0; a bad configuration value exits 1 with one stderr line.
// The signal's tests run side by side (`describe.concurrent`): each waits on its own server's
// delays and held calls, seconds in which the machine is idle, and stops only what it started
// (docs/decisions/970-ci-work-sized-to-its-assertions.md).
import http from 'node:http';
import { afterAll, describe, expect, test, type TestContext } from 'vitest';
import { HELD_UPSTREAM_CREDENTIALS, startHeldUpstream, type HeldUpstream } from '../support/held-upstream.js';
import { connectError, get, killServers, sendAndStall, spawnServer, startServer } from '../support/server-process.js';
import { plainSpaces } from '../support/plain-spaces.js';

afterAll(() => killServers());

/** A held upstream for the test, closed once it ends. */
async function heldUpstream({ onTestFinished }: TestContext): Promise<HeldUpstream> {
  const upstream = await startHeldUpstream();
  onTestFinished(() => upstream.close());
  return upstream;
}

/** The built server for the test, killed by its PID once the test ends (if it has not exited), not the tests' beside it. */
async function serverFor({ onTestFinished }: TestContext, env: Record<string, string>): ReturnType<typeof startServer> {
  const server = await startServer(env);
  onTestFinished(() => {
    server.child.kill('SIGKILL');
  });
  return server;
}

const PRODUCTS = /^\/api\/v1\/promo\/products\//;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.concurrent('node dist/server/index.js on a signal', () => {
  test.for(['SIGTERM', 'SIGINT'] as const)('when %s arrives during a page request, then it finishes that request with 200, refuses new connections and exits 0', async (signal, context) => {
    const { expect } = context;
    const upstream = await heldUpstream(context);
    const products = upstream.hold(PRODUCTS);
    const server = await serverFor(context, { UPSTREAM_URL: upstream.url, ...HELD_UPSTREAM_CREDENTIALS, SHUTDOWN_DELAY_MS: '0' });

    const inFlight = get(`${server.base}/promo/knauf2025`);
    await products.arrived;
    server.child.kill(signal);
    await server.logLine('stopped accepting');
    const refused = await connectError(`${server.base}/readyz`);
    products.release();

    const page = await inFlight;
    expect(page.status).toBe(200);
    expect(page.text).toContain('Гипсокартон Knauf');
    expect(refused).toBe('ECONNREFUSED');
    expect((await server.exited).code).toBe(0);
  });

  test('when SIGTERM arrives with a SHUTDOWN_DELAY_MS, then /readyz answers 503 at once, pages still answer 200 on new connections until the delay is over, then the in-flight page finishes and it exits 0', async (context) => {
    const { expect } = context;
    // The test's two requests must land within the delay, which no event of the test can hold open: a delay far
    // longer than they take on a busy machine (their time printed).
    const delayMs = 10_000;
    const upstream = await heldUpstream(context);
    const products = upstream.hold(PRODUCTS);
    // The products call is held past the delay: an upstream timeout longer than that, so the page is still in flight at the drain.
    const server = await serverFor(context, {
      UPSTREAM_URL: upstream.url, ...HELD_UPSTREAM_CREDENTIALS, SHUTDOWN_DELAY_MS: String(delayMs), UPSTREAM_TIMEOUT_MS: '30000',
    });
    const inFlight = get(`${server.base}/promo/knauf2025`);
    await products.arrived;

    const signalled = performance.now();
    server.child.kill('SIGTERM');
    await server.logLine('shutting down');
    const readiness = await get(`${server.base}/readyz`);
    const pageDuringDelay = await get(`${server.base}/promo/law`);
    const askedWithin = Math.round(performance.now() - signalled);
    console.info(`SIGTERM → /readyz and a page answered on new connections: ${askedWithin} ms of the ${delayMs} ms delay`);
    await server.logLine('stopped accepting');
    const stoppedAcceptingAfter = performance.now() - signalled;
    const refused = await connectError(`${server.base}/readyz`);
    products.release();

    expect(readiness.status).toBe(503);
    expect(readiness.text).toContain('not ready');
    expect(pageDuringDelay.status).toBe(200);
    expect(stoppedAcceptingAfter).toBeGreaterThanOrEqual(delayMs);
    expect(refused).toBe('ECONNREFUSED');
    const page = await inFlight;
    expect(page.status).toBe(200);
    expect(page.text).toContain('Гипсокартон Knauf');
    expect((await server.exited).code).toBe(0);
  });

  // A grace of about 41 s (1 + 2 × 20 + 0.2 s), under the server's keepAliveTimeout (65 s): a keep-alive socket left open
  // until then would make the drain a forced exit. The products call is held past the delay, within UPSTREAM_TIMEOUT_MS.
  test('when keep-alive clients are connected at SIGTERM, then answers from the signal on say Connection: close, and the socket of a page in flight is closed once it is answered, so the process exits 0', async (context) => {
    const { expect } = context;
    const upstream = await heldUpstream(context);
    const products = upstream.hold(PRODUCTS);
    // The page asked during the delay must land within it: 5 s, far longer than that takes on a busy machine.
    const server = await serverFor(context, {
      UPSTREAM_URL: upstream.url, ...HELD_UPSTREAM_CREDENTIALS, SHUTDOWN_DELAY_MS: '5000', UPSTREAM_TIMEOUT_MS: '20000',
      REQUEST_TIMEOUT_MS: '1000', SHUTDOWN_GRACE_MARGIN_MS: '200',
    });
    const [before, during] = [new http.Agent({ keepAlive: true }), new http.Agent({ keepAlive: true })];
    const inFlight = get(`${server.base}/promo/knauf2025`, {}, before);
    await products.arrived;

    server.child.kill('SIGTERM');
    await server.logLine('shutting down');
    const pageDuringDelay = await get(`${server.base}/promo/law`, {}, during);
    await server.logLine('stopped accepting');
    products.release();

    expect(pageDuringDelay.status).toBe(200);
    expect(pageDuringDelay.headers.connection).toBe('close');
    const page = await inFlight;
    expect(page.status).toBe(200);
    expect((await server.exited).code).toBe(0);
    expect(server.logs.filter((l) => l.level >= 50)).toEqual([]);
    before.destroy();
    during.destroy();
  });

  // About the grace itself, so the upstream really is slow: each of the business page's
  // two calls in a row is held 5 s by the test (within UPSTREAM_TIMEOUT_MS, 8 s, by 3 s of room
  // for a busy machine's lag between the server's call and the test's hold), 10 s in all after
  // SIGTERM: longer than a grace that counted one upstream call (1 + 8 + 0.2 s), however late,
  // and within the one that counts two (1 + 2 × 8 + 0.2 s). The short REQUEST_TIMEOUT_MS and
  // margin keep the test seconds long.
  test('when a business page waits on two slow upstream calls in a row at SIGTERM, then it is answered 200 and the process exits 0', async (context) => {
    const { expect } = context;
    const callMs = 5000;
    const upstream = await heldUpstream(context);
    const cities = upstream.hold(/^\/api\/v1\/business\/cities\/$/);
    const info = upstream.hold(/^\/api\/v1\/business\/info\//);
    const server = await serverFor(context, {
      UPSTREAM_URL: upstream.url, ...HELD_UPSTREAM_CREDENTIALS, SHUTDOWN_DELAY_MS: '0', UPSTREAM_TIMEOUT_MS: '8000',
      REQUEST_TIMEOUT_MS: '1000', SHUTDOWN_GRACE_MARGIN_MS: '200',
    });

    const inFlight = get(`${server.base}/`, { host: 'business.example.ru' });
    await cities.arrived;
    server.child.kill('SIGTERM');
    await sleep(callMs);
    cities.release();
    await info.arrived;
    await sleep(callMs);
    info.release();

    const page = await inFlight;
    expect(page.status).toBe(200);
    expect(plainSpaces(page.text)).toContain('Доставка по городу');
    const { code } = await server.exited;
    expect(code).toBe(0);
    expect(server.logs.filter((l) => l.level >= 50)).toEqual([]);
  }, 120_000);

  // Node's http.Server#close() also stops its request-timeout checks: this client would
  // then hold the drain until the forced exit.
  test('when a client is stalled half-way through its headers at SIGTERM, then it is answered 408 at REQUEST_TIMEOUT_MS and the process exits 0', async (context) => {
    const { expect } = context;
    const server = await serverFor(context, { SHUTDOWN_DELAY_MS: '0', REQUEST_TIMEOUT_MS: '1000' });
    const stalled = await sendAndStall(server.base, 'GET /promo/knauf2025 HTTP/1.1\r\nHost: promo.example.ru\r\n');

    server.child.kill('SIGTERM');
    await server.logLine('stopped accepting');

    const { answer } = await stalled.closed;
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect((await server.exited).code).toBe(0);
  });

  test('when a second signal arrives during the delay, then it logs one forced-exit line and exits 1 at once', async (context) => {
    const { expect } = context;
    const server = await serverFor(context, { SHUTDOWN_DELAY_MS: '60000' });

    server.child.kill('SIGTERM');
    await server.logLine('shutting down');
    server.child.kill('SIGINT');

    expect((await server.exited).code).toBe(1);
    const errors = server.logs.filter((l) => l.level >= 50);
    expect(errors).toHaveLength(1);
    expect(errors[0]!.msg).toMatch(/^forced exit \(second SIGINT\)/);
  });
});

describe('node dist/server/index.js with bad configuration', () => {
  test('when PORT is not a number, then it exits 1 with one stderr line naming PORT', async () => {
    const { exited } = spawnServer({ PORT: 'abc' });

    const { code, stderr } = await exited;

    expect(code).toBe(1);
    const lines = stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid configuration: PORT: /);
  });

  test('when UPSTREAM_URL is set without credentials, then it exits 1 with one stderr line naming both missing variables', async () => {
    const { exited } = spawnServer({ UPSTREAM_URL: 'https://api.example.ru', PORT: '0' });

    const { code, stderr } = await exited;

    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      'Invalid configuration: UPSTREAM_USER: required when UPSTREAM_URL is set; UPSTREAM_PASSWORD: required when UPSTREAM_URL is set',
    ]);
  });
});
