// The least a render-cache hit must do (docs/performance.md): node:http answering the page's own bytes (BODY_FILE) with
// the hit's own headers (HEADERS_FILE: its security, cache and validator headers), both written by bench/bench.mjs, plus
// only what a hit owes beyond the bytes: a request id on the answer and on its line (docs/product.md §10), its access line
// through the process's logger as the app samples it (LOG_HIT_SAMPLE, server/observability/hit-lines.ts), the hit counted
// and its duration observed through prom-client. No routing, no lookup, no calendar, no negotiation: what is left between
// this and the hit is the hit's finding of its page. HIT_WITHOUT leaves one duty out (`line`, `metrics`, `id`: a fixed
// id, `security`: the security headers), so the bench prices each (BENCH_HIT=parts).
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { createLogger, logDestination } from '../server/observability/log.js';
import { logRequest } from '../server/observability/access-log.js';
import { createMetrics } from '../server/observability/metrics/metrics.js';
import { requestObserver } from '../server/observability/metrics/http-metrics.js';
import { DEFAULT_HIT_SAMPLE, hitLines } from '../server/observability/hit-lines.js';

const without = process.env.HIT_WITHOUT;
const body = readFileSync(process.env.BODY_FILE!);
const hitPairs: string[] = JSON.parse(readFileSync(process.env.HEADERS_FILE!, 'utf8'));
/** The page's own headers (server/render/send-page.ts): without the security headers, these alone. */
const PAGE_OWN = new Set(['cache-control', 'etag', 'vary']);
const pageOwn = (_value: string, i: number) => PAGE_OWN.has(hitPairs[i - (i % 2)]!);
const pairs = without === 'security' ? hitPairs.filter(pageOwn) : hitPairs;
const headers = ['x-request-id', '', ...pairs, 'content-type', 'text/html; charset=utf-8', 'content-length', String(body.length)];
// As bench/page-app.ts: the lines as production writes them, into /dev/null.
const log = createLogger('info', logDestination('/dev/null'));
const metrics = createMetrics();
const observe = requestObserver(metrics);
const kept = hitLines(Number(process.env.LOG_HIT_SAMPLE ?? DEFAULT_HIT_SAMPLE));
const FIXED_ID = '00000000-0000-4000-8000-000000000000';

const server = http.createServer((req, res) => {
  const started = performance.now();
  const requestId = without === 'id' ? FIXED_ID : randomUUID();
  if (without !== 'metrics') metrics.renderCacheHit();
  const answer = headers.slice();
  answer[1] = requestId;
  res.writeHead(200, answer).end(body);
  if (without !== 'metrics') observe('page', req.method!, 200, started);
  if (without !== 'line') logRequest(log, { requestId, method: req.method!, path: req.url!, status: 200, started }, kept);
});
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('ready\n'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
