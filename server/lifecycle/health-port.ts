// /healthz and /readyz on a port of their own (HEALTH_PORT), answered by the main event
// loop: a loop stuck longer than the probe's timeout leaves the probe unanswered, and the
// kubelet restarts the process (docs/decisions/170-health-on-the-main-loop.md). The main
// port answers them too (routes/health.ts), for a setup without HEALTH_PORT.
import type { Server } from 'node:http';
import { bind } from './listen.js';
import { createProbeServer } from './probe-server.js';
import { readiness } from '../routes/health.js';

const json = (status: number, body: object) => {
  const bytes = Buffer.from(JSON.stringify(body));
  return {
    status,
    bytes,
    headers: { 'cache-control': 'no-store', 'content-type': 'application/json; charset=utf-8', 'content-length': String(bytes.length) },
  };
};
const ALIVE = json(200, { status: 'ok' });
const NOT_FOUND = json(404, { status: 'not found' });

export interface HealthPortOptions {
  host: string;
  port: number;
  /** Content served, not shedding, no signal. */
  isReady: () => boolean;
  /** The content files held back now: /readyz names them (routes/health.ts's readiness). */
  heldBack: () => readonly string[];
}

/** Resolves once it listens, rejects with its listen error. */
export function startHealthPort({ host, port, isReady, heldBack }: HealthPortOptions): Promise<Server> {
  const server = createProbeServer((req, res) => {
    const path = req.method === 'GET' || req.method === 'HEAD' ? req.url!.split('?', 1)[0] : undefined;
    if (path === '/readyz') {
      const { status, bytes, headers } = readiness(isReady(), heldBack());
      res.writeHead(status, headers).end(req.method === 'HEAD' ? undefined : bytes);
      return;
    }
    const answer = path === '/healthz' ? ALIVE : NOT_FOUND;
    res.writeHead(answer.status, answer.headers).end(req.method === 'HEAD' ? undefined : answer.bytes);
  });
  return bind(server, port, host);
}
