// The ceiling of the benchmark: Express answering one constant body, the page's own bytes.
// A cached page can at best approach this; the ratio is what the render cache is worth.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import express from 'express';

/** The page's own bytes (BODY_FILE, written by bench/bench.mjs), read once. */
const body = readFileSync(process.env.BODY_FILE!);
const app = express();
app.disable('x-powered-by');
app.get('/', (_req, res) => {
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.end(body);
});
const server = http.createServer(app);
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('ready\n'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
