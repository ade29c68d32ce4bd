// What a visitor sends must not steer our traces or leak through them and the access logs
// (server/observability/instrumentation.ts, server/observability/mask-spans.ts, server/observability/mask-digit-runs.ts, the log
// `map` of deploy/nginx.conf): trace context is read only from a peer TRUST_PROXY vouches
// for, no baggage goes upstream, the sampler decides, and no query string or run of 7
// digits (percent-encoded, split by separators, not starting with 7) is in a span, the
// app's access log or nginx's. The built server as a process, a demo upstream on its own
// port that records the headers it gets, a real OTLP/HTTP receiver and real nginx.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { get, startServer, type ServerProcess } from '../support/server-process.js';
import { startOtlpReceiver, type OtlpReceiver, type ReceivedSpan } from '../support/otlp-receiver.js';
import { DEMO_CREDENTIALS, startDemoUpstream, type DemoUpstream } from '../support/demo-upstream.js';
import { startNginx } from '../../scripts/cluster/nginx.mjs';
import type { Nginx } from '../../scripts/cluster/start-cluster.mjs';

const SERVER = 2;
const VISITOR_TRACE = '0af7651916cd43dd8448eb211c80319c';
const VISITOR_CONTEXT = {
  traceparent: `00-${VISITOR_TRACE}-b7ad6b7169203331-01`, tracestate: 'evil=1', baggage: 'user=attacker,card=7012345',
};
const PREVIEW_TOKEN = 'preview-token-of-at-least-thirty-two-chars';

/** Digits a reader would take for a card: 7 in a row, across separators, after one percent-decoding. */
const SEVEN_DIGITS = /[0-9](?:[-+._, ]*[0-9]){6}/;
const decoded = (text: string) => text.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** Paths a visitor may send: cards percent-encoded, split by separators, not starting with 7, and queries with secrets. */
const HOSTILE_PATHS = [
  '/api/v2/promo/check/knauf2025/%37%30%31%32%33%34%35/',
  '/api/v2/promo/check/knauf2025/7012+345/',
  '/api/v2/promo/check/knauf2025/70-12%20345/',
  '/promo/knauf2025/1234567',
  '/promo/law/5.5.5.5.5.5.5',
  `/promo/knauf2025?preview=${PREVIEW_TOKEN}&card=7012345`,
];

let demo: DemoUpstream;
beforeAll(async () => {
  demo = await startDemoUpstream(DEMO_CREDENTIALS);
});
afterAll(() => demo.close());

const serverEnv = (receiver: OtlpReceiver, env: Record<string, string>) => ({
  UPSTREAM_URL: demo.url, UPSTREAM_USER: DEMO_CREDENTIALS.user, UPSTREAM_PASSWORD: DEMO_CREDENTIALS.password, SHUTDOWN_DELAY_MS: '0',
  OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json', OTEL_BSP_SCHEDULE_DELAY: '50', PREVIEW_TOKEN, ...env,
});

async function stop(server: ServerProcess): Promise<void> {
  server.child.kill('SIGTERM');
  await server.exited;
}

describe('a visitor that is not a trusted peer (TRUST_PROXY=false), with the sampler at ratio 0', () => {
  let receiver: OtlpReceiver;
  let server: ServerProcess & { base: string };
  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    server = await startServer(serverEnv(receiver, {
      TRUST_PROXY: 'false', OTEL_TRACES_SAMPLER: 'parentbased_traceidratio', OTEL_TRACES_SAMPLER_ARG: '0', RATE_LIMITS: 'off',
    }));
  });
  afterAll(() => receiver.close());

  test('when it sends a sampled traceparent, tracestate and baggage 20 times, then the upstream sees none of them, and not one span is exported', async () => {
    demo.reset();
    const answers = [];
    for (let i = 0; i < 20; i++) answers.push(await get(`${server.base}/api/v2/promo/check/knauf2025/7000002/`, VISITOR_CONTEXT));
    // Stopping flushes the exporter (the SDK's shutdown): whatever was sampled is sent by then.
    await stop(server);

    expect(answers.map((a) => a.status)).toEqual(Array<number>(20).fill(200));
    const calls = demo.requests.filter((r) => r.path === '/api/v2/promo/check/knauf2025/7000002/');
    expect(calls).toHaveLength(20);
    for (const call of calls) {
      const [, traceId, , flags] = String(call.headers.traceparent).split('-');
      expect(traceId).not.toBe(VISITOR_TRACE);
      expect(flags).toBe('00');
      expect(call.headers.tracestate).toBeUndefined();
      expect(call.headers.baggage).toBeUndefined();
    }
    expect(receiver.spans).toEqual([]);
  });
});

describe('a trusted peer (loopback, the default TRUST_PROXY) in front, nginx from deploy/ in front of it', () => {
  let receiver: OtlpReceiver;
  let server: ServerProcess & { base: string };
  let nginx: Nginx;
  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    server = await startServer(serverEnv(receiver, {}));
    nginx = await startNginx({ servers: [new URL(server.base).host] });
  });
  afterAll(async () => {
    nginx.child.kill('SIGTERM');
    await nginx.exited;
    await stop(server);
    await receiver.close();
  });

  test('when it forwards a trace context with baggage, then the trace goes on and the upstream gets the traceparent but no baggage', async () => {
    demo.reset();
    await get(`${server.base}/api/v2/promo/check/knauf2025/7000004/`, VISITOR_CONTEXT);

    const call = demo.requests.find((r) => r.path === '/api/v2/promo/check/knauf2025/7000004/')!;
    expect(String(call.headers.traceparent).split('-')[1]).toBe(VISITOR_TRACE);
    expect(call.headers.baggage).toBeUndefined();
  });

  test('when hostile paths and queries arrive, then no span, app access line or nginx access line holds a query or 7 digits', async () => {
    for (const path of HOSTILE_PATHS) {
      await get(server.base + path);
      await get(nginx.url + path);
    }

    // Each path twice (directly and through nginx) is a server span each.
    const serverSpans = await receiver.until((spans) => {
      const found = spans.filter((s) =>
        s.kind === SERVER && String(s.attributes['url.path'] ?? '').match(/^\/(api\/v2\/promo\/check|promo\/(knauf2025|law))/));
      return found.length >= HOSTILE_PATHS.length * 2 + 1 ? found : undefined;
    });
    // What a span says (its ids, and the request id it carries, are ours: hex that may hold digits of their own).
    const said = ({ 'promo.request_id': requestId, ...attributes }: ReceivedSpan['attributes']) => {
      if (requestId !== undefined) expect(String(requestId)).toMatch(/^([0-9a-f]{32}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/);
      return attributes;
    };
    const spansText = JSON.stringify(receiver.spans.map((s) => [s.name, said(s.attributes)]));
    expect(decoded(spansText)).not.toMatch(SEVEN_DIGITS);
    expect(spansText).not.toContain(PREVIEW_TOKEN);
    expect(serverSpans.filter((s) => 'url.query' in s.attributes)).toEqual([]);

    // The access lines reach stdout in batches, every 250 ms at the latest (server/observability/log.ts).
    const accessLines = () => server.logs.filter((l) => l.msg === 'request');
    await expect.poll(() => accessLines().length).toBeGreaterThanOrEqual(HOSTILE_PATHS.length * 2);
    const accessPaths = accessLines().map((l) => String(l.path));
    for (const path of accessPaths) expect(decoded(path)).not.toMatch(SEVEN_DIGITS);
    expect(accessPaths.join('\n')).not.toContain('?');

    const nginxLog = await nginxLines(nginx.accessLog, HOSTILE_PATHS.length);
    expect(nginxLog).toContain('/api/v2/promo/check/knauf2025/7xxxxxx/');
    expect(decoded(nginxLog.join('\n'))).not.toMatch(SEVEN_DIGITS);
    expect(nginxLog.join('\n')).not.toContain(PREVIEW_TOKEN);
  });
});

/** The logged paths of nginx's access log, once it holds `count` requests (a line is written as its request ends). */
async function nginxLines(file: string, count: number): Promise<string[]> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const lines = readFileSync(file, 'utf8').split('\n').filter((line) => line.includes('"GET '));
    if (lines.length >= count || Date.now() > deadline) return lines.map((line) => line.split('"GET ')[1]!.split('"')[0]!);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
