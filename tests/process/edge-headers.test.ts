// What crosses the shipped nginx (deploy/nginx.conf) into the app, as documented: nginx on
// loopback, the app's default TRUST_PROXY=loopback and METRICS_PORT unset. A visitor's
// trace context never reaches the app nor the retailer's API, and the local sampler
// decides even for a trusted peer's sampled parent (server/observability/local-sampler.ts);
// /metrics under any spelling is not there through nginx (its `~* ^/metrics` and the app's
// refusal of a forwarded request), yet still there for a scraper asking the app directly.
// The built server as a process, a demo upstream that records the headers it gets, a real
// OTLP/HTTP receiver and real nginx.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { get, startServer, type ServerProcess } from '../support/server-process.js';
import { startOtlpReceiver, type OtlpReceiver } from '../support/otlp-receiver.js';
import { DEMO_CREDENTIALS, startDemoUpstream, type DemoUpstream } from '../support/demo-upstream.js';
import { startNginx } from '../../scripts/cluster/nginx.mjs';
import type { Nginx } from '../../scripts/cluster/start-cluster.mjs';

const VISITOR_TRACE = '0af7651916cd43dd8448eb211c80319c';
const VISITOR_CONTEXT = {
  traceparent: `00-${VISITOR_TRACE}-b7ad6b7169203331-01`, tracestate: 'vendor=attacker', baggage: 'user=attacker',
};
const CHECK = '/api/v2/promo/check/knauf2025/7000002/';
const REQUESTS = 10;

let demo: DemoUpstream;
let receiver: OtlpReceiver;
let server: ServerProcess & { base: string };
let nginx: Nginx;
beforeAll(async () => {
  demo = await startDemoUpstream(DEMO_CREDENTIALS);
  receiver = await startOtlpReceiver();
  server = await startServer({
    UPSTREAM_URL: demo.url, ...credentials(), SHUTDOWN_DELAY_MS: '0',
    OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json', OTEL_BSP_SCHEDULE_DELAY: '50',
    OTEL_TRACES_SAMPLER: 'parentbased_traceidratio', OTEL_TRACES_SAMPLER_ARG: '0', RATE_LIMITS: 'off',
  });
  nginx = await startNginx({ servers: [new URL(server.base).host] });
});
afterAll(async () => {
  await stopInTurn(nginx, server);
  await receiver.close();
  await demo.close();
});

describe('the shipped nginx in front of the app (TRUST_PROXY=loopback), the sampler at ratio 0', () => {
  test('when visitors send a sampled traceparent, tracestate and baggage through nginx, and a trusted peer sends one directly, then the upstream sees none of the visitors\' and no span is exported', async () => {
    demo.reset();
    const answers = [];
    for (let i = 0; i < REQUESTS; i++) answers.push(await get(nginx.url + CHECK, VISITOR_CONTEXT));
    // A trusted peer's own sampled parent: its trace id goes on, its flag decides nothing.
    const direct = await get(server.base + CHECK, VISITOR_CONTEXT);
    // Stopping flushes the exporter (the SDK's shutdown): whatever was sampled is sent by then.
    server.child.kill('SIGTERM');
    await server.exited;

    expect([...answers, direct].map((a) => a.status)).toEqual(Array<number>(REQUESTS + 1).fill(200));
    const calls = demo.requests.filter((r) => r.path === CHECK);
    expect(calls).toHaveLength(REQUESTS + 1);
    const viaNginx = calls.slice(0, REQUESTS);
    for (const call of viaNginx) {
      expect(String(call.headers.traceparent).split('-')[1]).not.toBe(VISITOR_TRACE);
      expect(call.headers.tracestate).toBeUndefined();
      expect(call.headers.baggage).toBeUndefined();
    }
    expect(String(calls[REQUESTS]!.headers.traceparent).split('-')[3]).toBe('00');
    expect(receiver.spans).toEqual([]);
  });
});

describe('/metrics with METRICS_PORT unset', () => {
  let metricsServer: ServerProcess & { base: string };
  let edge: Nginx;
  beforeAll(async () => {
    metricsServer = await startServer({ UPSTREAM_URL: demo.url, ...credentials(), SHUTDOWN_DELAY_MS: '0' });
    edge = await startNginx({ servers: [new URL(metricsServer.base).host] });
  });
  afterAll(() => stopInTurn(edge, metricsServer));

  test('when asked through nginx under any spelling, then it is 404; asked directly on loopback, it is served', async () => {
    for (const spelling of ['/metrics', '/metrics/', '/METRICS', '/Metrics', '/%6Detrics', '//metrics', '/promo/../metrics']) {
      const res = await get(edge.url + spelling);
      expect(res.status, spelling).toBe(404);
      expect(res.text, spelling).not.toContain('# TYPE');
    }
    for (const spelling of ['/metrics/', '/METRICS']) {
      const res = await get(metricsServer.base + spelling, { 'x-forwarded-for': '203.0.113.7' });
      expect([spelling, res.status]).toEqual([spelling, 404]);
    }
    const direct = await get(`${metricsServer.base}/metrics`);
    expect(direct.status).toBe(200);
    expect(direct.text).toContain('# TYPE');
  });
});

function credentials() {
  return { UPSTREAM_USER: DEMO_CREDENTIALS.user, UPSTREAM_PASSWORD: DEMO_CREDENTIALS.password };
}

/** Stops each process in turn (nginx before the app behind it), waiting for its exit. */
async function stopInTurn(...processes: { child: { kill(signal: NodeJS.Signals): boolean }; exited: Promise<unknown> }[]) {
  for (const { child, exited } of processes) {
    child.kill('SIGTERM');
    await exited;
  }
}
