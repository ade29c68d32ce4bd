// The bare ceiling of the benchmark: node:http answering one constant body, the page's own
// bytes, with no framework at all. The render-cache hit runs before Express's routers, so
// this is what it is measured against besides Express's own constant answer.
import { readFileSync } from 'node:fs';
import http from 'node:http';

/** The page's own bytes (BODY_FILE, written by bench/bench.mjs), read once. */
const body = readFileSync(process.env.BODY_FILE!);
const headers = ['content-type', 'text/html; charset=utf-8', 'content-length', String(body.length)];
const server = http.createServer((_req, res) => {
  res.writeHead(200, headers).end(body);
});
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('ready\n'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
