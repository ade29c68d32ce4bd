// The ceiling of the benchmark: Express answering one constant body of the page's size.
// A cached page can at best approach this; the ratio is what the render cache is worth.
import http from 'node:http';
import express from 'express';

const body = Buffer.alloc(Number(process.env.BODY_BYTES ?? 20_000), 'a');
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
