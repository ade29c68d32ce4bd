// /healthz and /readyz on a port of their own (HEALTH_PORT), answered by the main event
// loop: a loop stuck longer than the probe's timeout leaves the probe unanswered, and the
// kubelet restarts the process (docs/decisions/170-health-on-the-main-loop.md). The main
// port answers them too (routes/health.ts), for a setup without HEALTH_PORT.
import type { Server } from 'node:http';
import { bind } from './listen.js';
import { createProbeServer } from './probe-server.js';
import { ALIVE, answerOf, readiness } from '../routes/health.js';

const NOT_FOUND = answerOf(404, { status: 'not found' });

export interface HealthPortOptions {
  host: string;
  port: number;
  /** Content served, no signal. */
  isReady: () => boolean;
  /** The content files held back now: /readyz names them (routes/health.ts's readiness). */
  heldBack: () => readonly string[];
  /** The page kinds whose file never passed: /readyz names them. */
  unavailable: () => readonly string[];
}

/** Resolves once it listens, rejects with its listen error. */
export function startHealthPort({ host, port, isReady, heldBack, unavailable }: HealthPortOptions): Promise<Server> {
  const server = createProbeServer((req, res) => {
    const path = req.method === 'GET' || req.method === 'HEAD' ? req.url!.split('?', 1)[0] : undefined;
    const answer = path === '/readyz' ? readiness(isReady(), heldBack(), unavailable()) : path === '/healthz' ? ALIVE : NOT_FOUND;
    res.writeHead(answer.status, answer.headers).end(req.method === 'HEAD' ? undefined : answer.bytes);
  });
  return bind(server, port, host);
}
