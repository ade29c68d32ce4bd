// /healthz and /readyz on a port of their own (HEALTH_PORT), answered by the main event
// loop: a loop stuck longer than the probe's timeout leaves the probe unanswered, and the
// kubelet restarts the process (docs/decisions/170-health-on-the-main-loop.md). The main
// port answers them too (routes/health.ts), for a setup without HEALTH_PORT.
import type { Server } from 'node:http';
import { bind } from './listen.js';
import { createProbeServer } from './probe-server.js';

const json = (status: number, body: object) => {
  const bytes = Buffer.from(JSON.stringify(body));
  return {
    status,
    bytes,
    headers: { 'cache-control': 'no-store', 'content-type': 'application/json; charset=utf-8', 'content-length': String(bytes.length) },
  };
};
const ALIVE = json(200, { status: 'ok' });
const READY = json(200, { status: 'ready' });
const NOT_READY = json(503, { status: 'not ready' });
const NOT_FOUND = json(404, { status: 'not found' });

/** Resolves once it listens, rejects with its listen error. `isReady`: content served, not shedding, no signal. */
export function startHealthPort({ host, port, isReady }: { host: string; port: number; isReady: () => boolean }): Promise<Server> {
  const server = createProbeServer((req, res) => {
    const path = req.method === 'GET' || req.method === 'HEAD' ? req.url!.split('?', 1)[0] : undefined;
    const answer = path === '/healthz' ? ALIVE : path === '/readyz' ? (isReady() ? READY : NOT_READY) : NOT_FOUND;
    res.writeHead(answer.status, answer.headers).end(req.method === 'HEAD' ? undefined : answer.bytes);
  });
  return bind(server, port, host);
}
