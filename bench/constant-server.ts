// The ceilings of the benchmark: one constant body, the page's own bytes (BODY_FILE, written by bench/bench.mjs),
// answered by Express, or (CONSTANT_SERVER=node:http) by bare node:http with no framework at all. A cached page can at
// best approach these; the render-cache hit runs before Express's routers, so it is read against both.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import express from 'express';

const body = readFileSync(process.env.BODY_FILE!);
const headers = ['content-type', 'text/html; charset=utf-8', 'content-length', String(body.length)];

function expressApp() {
  const app = express();
  app.disable('x-powered-by');
  app.get('/', (_req, res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(body);
  });
  return app;
}

const server = process.env.CONSTANT_SERVER === 'node:http'
  ? http.createServer((_req, res) => res.writeHead(200, headers).end(body))
  : http.createServer(expressApp());
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('ready\n'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
