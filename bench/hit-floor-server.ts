// The least a render-cache hit must do (docs/performance.md): node:http answering the page's
// own bytes with the hit's own headers (HEADERS_FILE: the security headers, cache and
// validator headers the hit sends, written by bench/bench.mjs), plus only what a hit owes
// beyond the bytes: a request id on the answer and on its line (docs/product.md §10), one
// access line through the process's logger, the hit counted and its duration observed
// through prom-client. No routing, no lookup, no calendar, no negotiation: what is left
// between this and the hit is the hit's finding of its page.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { createLogger, logDestination } from '../server/observability/log.js';
import { logRequest } from '../server/observability/access-log.js';
import { createMetrics } from '../server/observability/metrics/metrics.js';
import { requestObserver } from '../server/observability/metrics/http-metrics.js';

/** The page's own bytes (BODY_FILE, written by bench/bench.mjs), read once. */
const body = readFileSync(process.env.BODY_FILE!);
const pairs = JSON.parse(readFileSync(process.env.HEADERS_FILE!, 'utf8')) as string[];
const headers = ['x-request-id', '', ...pairs, 'content-type', 'text/html; charset=utf-8', 'content-length', String(body.length)];
// As bench/page-app.ts: the lines as production writes them, into /dev/null.
const log = createLogger('info', logDestination('/dev/null'));
const metrics = createMetrics();
const observe = requestObserver(metrics);

const server = http.createServer((req, res) => {
  const started = performance.now();
  const requestId = randomUUID();
  metrics.renderCacheHit();
  const answer = headers.slice();
  answer[1] = requestId;
  res.writeHead(200, answer).end(body);
  observe('page', req.method!, 200, started);
  logRequest(log, { requestId, method: req.method!, path: req.url!, status: 200, started });
});
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('ready\n'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
