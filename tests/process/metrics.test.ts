// GET /metrics in the Prometheus text format: request durations by route kind and status,
// upstream calls by call and outcome, rate-limit refusals, process and event-loop metrics;
// with METRICS_PORT only on that port, never on the public one.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import request from 'supertest';
import { startApp, type TestApp } from '../support/start-app.js';
import { boundBase, startServer } from '../support/server-process.js';
import { rawRequest } from '../support/raw-http.js';

describe('GET /metrics on the public port (no METRICS_PORT)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  test('when pages, a card check and a failing upstream call were served, then their figures are exposed by kind, never by path', async () => {
    await request(t.listener).get('/promo/knauf2025').expect(200);
    await request(t.listener).get('/api/v2/promo/check/knauf2025/7000002/').expect(200);
    await request(t.listener).get('/api/v2/promo/check/knauf2025/7000500/');
    await request(t.listener).get('/promo/no-such-page').expect(404);

    const { text } = await request(t.listener).get('/metrics').expect(200).expect('content-type', /^text\/plain/);

    expect(text).toMatch(/http_request_duration_seconds_count\{route="page",method="GET",status="200"\} [1-9]/);
    expect(text).toMatch(/http_request_duration_seconds_count\{route="page",method="GET",status="404"\} [1-9]/);
    expect(text).toMatch(/http_request_duration_seconds_count\{route="api",method="GET",status="200"\} [1-9]/);
    expect(text).toMatch(/upstream_call_duration_seconds_count\{call="products",outcome="ok"\} [1-9]/);
    expect(text).toMatch(/upstream_call_duration_seconds_count\{call="checkSavings",outcome="ok"\} [1-9]/);
    expect(text).toMatch(/upstream_call_failures_total\{call="checkSavings",kind="status"\} [1-9]/);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('process_resident_memory_bytes');
    expect(text).toContain('# TYPE rate_limit_refusals_total counter');
    expect(text).toContain('# TYPE render_cache_requests_total counter');
    // In a label set only: a sample's value may hold those digits by chance (0.003750567000002775 did).
    expect(text, 'no card number in any label').not.toMatch(/\{[^}\n]*(?:7000002|7000500)[^}\n]*\}/);
  });
});

describe('GET /metrics under requests with made-up methods', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  const seriesCount = (text: string) => text.split('\n').filter((line) => line !== '' && !line.startsWith('#')).length;
  // Every method Node's parser accepts (the others never reach the app); CONNECT is a tunnel, not a request.
  const METHODS = http.METHODS.filter((method) => method !== 'CONNECT');
  const PATHS = [
    '/promo/knauf2025', '/promo/no-such-page', '/api/v1/business/cities/', '/api/nothing', '/healthz', '/promo/assets/none.js',
  ];
  // Every method on every path, each pair once: what a series could be keyed by is the method, the route kind and the
  // status, so each pair sent once shows every series the made-up methods could add; more of the same pairs add none.
  const PAIRS = METHODS.flatMap((method) => PATHS.map((path) => ({ method, path })));

  test(`when ${PAIRS.length} requests come with every method on every path, then the series do not grow beyond the known methods`, async () => {
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      for (const path of PATHS) await rawRequest(t.url, { method, path });
    }
    const before = seriesCount((await request(t.listener).get('/metrics')).text);

    for (let i = 0; i < PAIRS.length; i += 50) await Promise.all(PAIRS.slice(i, i + 50).map((pair) => rawRequest(t.url, pair)));
    const { text } = await request(t.listener).get('/metrics');

    expect(text).toMatch(/http_request_duration_seconds_count\{route="[a-z]+",method="other",status="\d+"\} [1-9]/);
    expect(text).not.toMatch(/method="(?:PROPFIND|MKCOL|PURGE|SEARCH)"/);
    // "other" adds one series per route and status (a bucket line each): a label per method would add hundreds.
    expect(seriesCount(text) - before).toBeLessThan(200);
  }, 120_000);
});

describe('GET /metrics with METRICS_PORT set', () => {
  test('when the process runs with METRICS_PORT, then /metrics answers there and 404 on the public port; every public page was rendered before it listened, so the first page asked is a hit', async () => {
    const server = await startServer({ METRICS_PORT: '0', SHUTDOWN_DELAY_MS: '0', WARM_UP_MS: '60000' });
    const metrics = await boundBase(server, 'metrics on');
    const renders = async () => {
      const text = await (await fetch(`${metrics}/metrics`)).text();
      const line = (result: string) => new RegExp(`^render_cache_requests_total\\{result="${result}"\\} (\\d+)`, 'm');
      const count = (result: string) => Number(line(result).exec(text)?.[1] ?? 0);
      return { hit: count('hit'), miss: count('miss') };
    };
    try {
      const before = await renders();
      const firstPage = await fetch(`${server.base}/promo/knauf2025`);
      await firstPage.arrayBuffer();
      const after = await renders();
      const publicAnswer = await fetch(`${server.base}/metrics`);
      const privateAnswer = await fetch(`${metrics}/metrics`);

      expect(firstPage.status).toBe(200);
      expect({ hit: after.hit - before.hit, miss: after.miss - before.miss }).toEqual({ hit: 1, miss: 0 });
      const warmed = await server.logLine('warmed up');
      console.info(warmed.msg);
      expect(warmed).toMatchObject({ pages: warmed.of });
      expect(Number(warmed.pages)).toBeGreaterThan(5);
      expect(before.miss).toBeGreaterThanOrEqual(Number(warmed.pages));
      expect(publicAnswer.status).toBe(404);
      expect(privateAnswer.status).toBe(200);
      expect(await privateAnswer.text()).toContain('http_request_duration_seconds');
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });
});
