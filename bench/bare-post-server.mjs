// The floor of a refused post, for bench/refusal-costs.mjs: node:http with no app, answering a GET
// with a stored page's bytes and a post with the same bytes once its body is read by body-parser
// (the parser Express's `urlencoded` is, which the app's page forms use). What a post costs more
// than a GET here is what no refusal in the app can shed: Node's handling of a request with a body,
// and the parser's read of it.
import http from 'node:http';
import express from 'express';

/** The page's bytes, as bench/refusal-costs.mjs passes them (base64: an environment variable holds no NUL). */
const body = Buffer.from(process.env.BODY_BASE64 ?? '', 'base64');
const headers = (status) => [
  status, ['content-type', 'text/html; charset=utf-8', 'content-encoding', 'br', 'content-length', String(body.length)],
];
const parse = express.urlencoded({ extended: false, limit: 32 * 1024 });
const server = http.createServer((req, res) => {
  if (req.method !== 'POST') return void res.writeHead(...headers(200)).end(body);
  parse(req, res, () => res.writeHead(...headers(429)).end(body));
});
server.keepAliveTimeout = 65_000;
server.listen(0, '127.0.0.1', () => process.stdout.write(`${server.address().port}\n`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
