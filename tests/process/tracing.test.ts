// OpenTelemetry traces (docs/product.md §10), through the built server process
// (`node dist/server/index.js`) against a demo upstream on its own port (which records
// the headers it gets) and an in-test OTLP/HTTP receiver: a page request is one trace
// (server span, render span with its render-cache result, the upstream calls as client
// spans with `traceparent` sent upstream), in both OTLP encodings; card numbers appear in
// no span; and without OTEL_EXPORTER_OTLP_ENDPOINT not one OpenTelemetry module is loaded.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { get, killServers, startServer, type ServerProcess } from '../support/server-process.js';
import { startOtlpReceiver, type OtlpReceiver, type ReceivedSpan } from '../support/otlp-receiver.js';
import { DEMO_CREDENTIALS, startDemoUpstream, type DemoUpstream } from '../support/demo-upstream.js';
import { freePort } from '../support/free-port.js';

const SERVER = 2;
const CLIENT = 3;

let demo: DemoUpstream;
beforeAll(async () => {
  demo = await startDemoUpstream(DEMO_CREDENTIALS);
});
afterAll(() => demo.close());
afterAll(killServers);

const upstreamEnv = () => ({
  UPSTREAM_URL: demo.url, UPSTREAM_USER: DEMO_CREDENTIALS.user, UPSTREAM_PASSWORD: DEMO_CREDENTIALS.password, SHUTDOWN_DELAY_MS: '0',
});
const tracedEnv = (receiver: OtlpReceiver, protocol: string) => ({
  ...upstreamEnv(), OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_EXPORTER_OTLP_PROTOCOL: protocol, OTEL_BSP_SCHEDULE_DELAY: '50',
  // Every hit's access line written: a test reads a hit's own line.
  OTEL_SERVICE_NAME: 'promo-test', LOG_HIT_SAMPLE: '1',
});

/** The trace of the first request for `urlPath`, once `until` finds it complete. */
function requestTrace(receiver: OtlpReceiver, urlPath: string, until: (trace: ReceivedSpan[]) => boolean): Promise<ReceivedSpan[]> {
  return receiver.until((spans) => {
    const server = spans.find((s) => s.kind === SERVER && s.attributes['url.path'] === urlPath);
    const trace = server && spans.filter((s) => s.traceId === server.traceId);
    return trace && until(trace) ? trace : undefined;
  });
}

const parentOf = (trace: ReceivedSpan[], span: ReceivedSpan) => trace.find((s) => s.spanId === span.parentSpanId);
const rootOf = (trace: ReceivedSpan[], span: ReceivedSpan): ReceivedSpan => {
  const parent = parentOf(trace, span);
  return parent ? rootOf(trace, parent) : span;
};

/** The access line of `requestId`, once written (lines are batched: awaited, never slept for). */
async function lineOf(server: ServerProcess, requestId: string) {
  for (let nth = 1; ; nth += 1) {
    const line = await server.logLine('request', nth);
    if (line.requestId === requestId) return line;
  }
}

describe('a collector that is away', () => {
  test('when span batches cannot be sent, then /metrics counts them and one line tells of the outage, not one per batch', async () => {
    const closed = await freePort();
    const server = await startServer({
      ...upstreamEnv(), OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${closed}`, OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_BSP_SCHEDULE_DELAY: '20', OTEL_EXPORTER_OTLP_TIMEOUT: '500',
    });
    const failedOf = (text: string) => Number(/^trace_exports_failed_total (\d+)/m.exec(text)?.[1] ?? 0);
    let failed = 0;
    // Each page request makes spans; each batch of them fails to leave.
    while (failed < 3) {
      await get(`${server.base}/promo/karta-elektrika`);
      await server.logLine('trace export failed');
      failed = failedOf((await get(`${server.base}/metrics`)).text);
    }
    server.child.kill('SIGTERM');
    await server.exited;

    expect(failed).toBeGreaterThanOrEqual(3);
    const told = server.logs.filter((l) => l.msg.startsWith('trace export failed'));
    expect(told).toHaveLength(1);
    // Told outside any request: no request's trace is named on it.
    expect(told[0]!.trace_id).toBeUndefined();
  });
});

describe.each(['http/json', 'http/protobuf'])('tracing over OTLP %s', (protocol) => {
  let receiver: OtlpReceiver;
  let server: ServerProcess & { base: string };
  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    server = await startServer(tracedEnv(receiver, protocol));
  });
  afterAll(async () => {
    server.child.kill('SIGTERM');
    await server.exited;
    await receiver.close();
  });

  test('when a page is rendered on a miss, then its request is one trace: server span, render span (miss), the upstream calls as client spans, and the upstream got traceparent and the request id', async () => {
    demo.reset();
    const res = await get(`${server.base}/promo/rockwool25`);

    const trace = await requestTrace(receiver, '/promo/rockwool25', (t) => t.filter((s) => s.kind === CLIENT).length >= 2 && t.some(
      (s) => s.name === 'render rockwool25',
    ));
    expect(res.status).toBe(200);
    expect(trace.filter((s) => s.kind === SERVER)).toHaveLength(1);
    const serverSpan = trace.find((s) => s.kind === SERVER)!;
    const render = trace.find((s) => s.name === 'render rockwool25')!;
    expect(render.attributes).toMatchObject({ 'promo.page': 'rockwool25', 'promo.render_cache': 'miss' });
    expect(rootOf(trace, render)).toBe(serverSpan);
    const clients = trace.filter((s) => s.kind === CLIENT);
    for (const client of clients) expect(rootOf(trace, client)).toBe(serverSpan);
    expect(clients.every((client) => parentOf(trace, client) === render)).toBe(true);
    expect(new Set(trace.map((s) => s.serviceName))).toEqual(new Set(['promo-test']));

    const calls = demo.requests.filter((r) => /^\/api\/v1\/promo\/(products|result)\/rockwool25\/$/.test(r.path));
    expect(calls).toHaveLength(2);
    for (const call of calls) {
      const [, traceId, spanId] = String(call.headers.traceparent).split('-');
      expect(traceId).toBe(serverSpan.traceId);
      expect(clients.map((c) => c.spanId)).toContain(spanId);
      expect(call.headers['x-request-id']).toBe(res.headers['x-request-id']);
    }
  });

  test('when the page is then served from the render cache, then that request is a trace of its own with a render span marked hit and no upstream call', async () => {
    await get(`${server.base}/promo/rockwool25`);
    const first = await requestTrace(receiver, '/promo/rockwool25', (t) => t.some((s) => s.name === 'render rockwool25'));
    demo.reset();

    await get(`${server.base}/promo/rockwool25`);

    const hit = await receiver.until((spans) => spans.find((s) =>
      s.name === 'render rockwool25' && s.attributes['promo.render_cache'] === 'hit' && s.traceId !== first[0]!.traceId));
    const trace = receiver.spans.filter((s) => s.traceId === hit.traceId);
    const servers = trace.filter((s) => s.kind === SERVER);
    expect(servers.map((s) => [s.name, s.attributes['http.route']])).toEqual([['GET /promo/rockwool25', '/promo/rockwool25']]);
    expect(parentOf(trace, hit)?.kind).toBe(SERVER);
    expect(trace.filter((s) => s.kind === CLIENT)).toEqual([]);
    expect(demo.requests).toEqual([]);
  });

  test('when a page is answered, rendered and then from the render cache, then each access line carries its trace\'s trace_id and span_id and each server span the request id', async () => {
    for (const answeredBy of ['chain', 'listener']) {
      const res = await get(`${server.base}/promo/karta-elektrika`);
      const requestId = String(res.headers['x-request-id']);
      const line = await lineOf(server, requestId);
      const serverSpan = await receiver.until((spans) =>
        spans.find((s) => s.kind === SERVER && s.attributes['promo.request_id'] === requestId));

      expect(res.status, answeredBy).toBe(200);
      expect(line.trace_id, answeredBy).toBe(serverSpan.traceId);
      expect(line.span_id, answeredBy).toMatch(/^[0-9a-f]{16}$/);
      const trace = await receiver.until((spans) => {
        const spansOfTrace = spans.filter((s) => s.traceId === serverSpan.traceId);
        return spansOfTrace.some((s) => s.spanId === line.span_id) ? spansOfTrace : undefined;
      });
      expect(trace.length, answeredBy).toBeGreaterThan(0);
    }
  });

  test('when a card is checked through /api, then no span name or attribute holds the card number, only its masked form', async () => {
    await get(`${server.base}/api/v2/promo/check/knauf2025/7012345/`);

    const trace = await requestTrace(receiver, '/api/v2/promo/check/knauf2025/70•••45/', (t) => t.some((s) => s.kind === CLIENT));
    const text = JSON.stringify(receiver.spans);
    expect(text).not.toContain('7012345');
    expect(trace.find((s) => s.kind === CLIENT)!.attributes['url.full']).toMatch(/\/api\/v2\/promo\/check\/knauf2025\/70•••45\/$/);
  });

  test('when spans are exported, then they come in the configured encoding', () => {
    expect(receiver.contentTypes.length).toBeGreaterThan(0);
    expect(new Set(receiver.contentTypes)).toEqual(new Set([protocol === 'http/json' ? 'application/json' : 'application/x-protobuf']));
  });
});

describe('a line written for a request by the process\'s own logger', () => {
  test('when a render-cache hit\'s refresh meets a failing upstream, then the warning line carries the trace of the hit that started it', async () => {
    const receiver = await startOtlpReceiver();
    // Data lives 1 ms: the second request is a hit on a stored page whose data is stale, which starts a refresh.
    const server = await startServer({ ...tracedEnv(receiver, 'http/json'), UPSTREAM_CACHE_TTL_MS: '1' });
    try {
      expect((await get(`${server.base}/promo/knauf2025`)).status).toBe(200);
      demo.override('GET', /^\/api\/v1\/promo\/products\/knauf2025\/$/, (_req, res) => {
        res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"down"}');
      });

      const hit = await get(`${server.base}/promo/knauf2025`);
      const requestId = String(hit.headers['x-request-id']);
      let warning;
      for (let nth = 1; warning?.requestId !== requestId; nth += 1) warning = await server.logLine('upstream call failed', nth);
      const serverSpan = await receiver.until((spans) =>
        spans.find((s) => s.kind === SERVER && s.attributes['promo.request_id'] === requestId));

      expect(hit.status).toBe(200);
      expect(warning.trace_id).toBe(serverSpan.traceId);
      expect(warning.span_id).toMatch(/^[0-9a-f]{16}$/);
    } finally {
      demo.reset();
      server.child.kill('SIGTERM');
      await server.exited;
      await receiver.close();
    }
  });
});

describe('the modules a server process loads', () => {
  const loadedModules = async (env: Record<string, string>) => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'modules-')), 'loaded.txt');
    const hook = path.resolve(import.meta.dirname, '../support/module-record-hook.mjs');
    const server = await startServer({ ...upstreamEnv(), ...env, MODULE_RECORD_FILE: file }, { nodeFlags: ['--import', hook] });
    expect((await get(`${server.base}/promo/knauf2025`)).status).toBe(200);
    expect((await get(`${server.base}/api/v2/promo/check/knauf2025/7000002/`)).status).toBe(200);
    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
    return readFileSync(file, 'utf8').split('\n').filter(Boolean);
  };

  // prom-client's default process metrics require @opentelemetry/api (the API alone, for
  // exemplars; a no-op without an SDK), with or without tracing: that package is the one
  // exception, and it never loads the SDK, an exporter, an instrumentation or a hook.
  const tracingModule = (m: string) =>
    /@opentelemetry\/(?!api\/)|import-in-the-middle|require-in-the-middle|dist\/server\/observability\/instrumentation\.js/.test(m);

  test('when OTEL_EXPORTER_OTLP_ENDPOINT is unset, then not one module of tracing is loaded (and the app\'s packages are)', async () => {
    const modules = await loadedModules({});

    expect(modules.some((m) => m.includes('/node_modules/express/'))).toBe(true);
    expect(modules.filter(tracingModule)).toEqual([]);
  });

  test('when OTEL_EXPORTER_OTLP_ENDPOINT is set, then sdk-node wires the trace SDK and the instrumentations, and the collector gets'
    + ' traces only: no metrics, no logs, not even at shutdown', async () => {
    const receiver = await startOtlpReceiver();
    try {
      const modules = await loadedModules({ OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url });

      expect(modules.some(tracingModule)).toBe(true);
      const pieces = ['sdk-node', 'sdk-trace-base', 'instrumentation-http', 'instrumentation-express', 'instrumentation-undici',
        'instrumentation-ioredis'];
      for (const name of pieces) {
        expect(modules.some((m) => m.includes(`/@opentelemetry/${name}/`)), name).toBe(true);
      }
      expect(receiver.paths.length).toBeGreaterThan(0);
      expect(new Set(receiver.paths)).toEqual(new Set(['/v1/traces']));
    } finally {
      await receiver.close();
    }
  });
});
