// /healthz: the process is alive. /readyz: it can serve (assets read, not shutting down).
// Answered in the raw listener before Express (app.ts), with bytes built at start-up: a
// probe must not wait behind the Express chain of a flood (a liveness probe that times out
// restarts a busy but healthy instance). The same headers as any answer of the app.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '../observability/log.js';
import type { ObserveRequest } from '../observability/metrics/http-metrics.js';
import { logRequest } from '../observability/access-log.js';
import { requestIdOf } from '../request/request-facts.js';
import type { TrustPeer } from '../request/visitor-ip.js';
import type { FirstAnswer } from './page-hits.js';

export interface HealthDeps {
  isReady: () => boolean;
  /** The content files held back now (relative paths): /readyz names them, ready or not. */
  heldBack: () => readonly string[];
  /** The page kinds whose own file never passed (their pages answer 503): /readyz names them, ready all the same. */
  unavailable?: () => readonly string[];
  log: Logger;
  observe: ObserveRequest;
  trust: TrustPeer;
  /** The security headers (name, value, …) every answer carries (security-headers.ts). */
  security: readonly string[];
}

/** A probe's JSON answer, made once (the health port's too: lifecycle/health-port.ts). */
export const answerOf = (status: number, body: object) => {
  const bytes = Buffer.from(JSON.stringify(body));
  return {
    status,
    bytes,
    headers: ['cache-control', 'no-store', 'content-type', 'application/json; charset=utf-8', 'content-length', String(bytes.length)],
  };
};
export const ALIVE = answerOf(200, { status: 'ok' });
const READY = answerOf(200, { status: 'ready' });
const NOT_READY = answerOf(503, { status: 'not ready' });

/**
 * /readyz's answer: ready or not, the content files a start-up or reload held back, and the
 * page kinds that cannot serve because their file never passed, if any (docs/operations.md: the
 * refusal shows in the readiness detail too; docs/decisions/105-broken-file-holds-back-itself.md).
 */
export function readiness(ready: boolean, heldBack: readonly string[], unavailable: readonly string[] = []): ReturnType<typeof answerOf> {
  if (heldBack.length === 0 && unavailable.length === 0) return ready ? READY : NOT_READY;
  return answerOf(ready ? 200 : 503, {
    status: ready ? 'ready' : 'not ready', heldBack, ...(unavailable.length > 0 && { unavailable }),
  });
}

export function healthAnswer({ isReady, heldBack, unavailable = () => [], log, observe, trust, security }: HealthDeps): FirstAnswer {
  return (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = req.url!;
    const queryAt = url.indexOf('?');
    const path = queryAt === -1 ? url : url.slice(0, queryAt);
    if (path !== '/healthz' && path !== '/readyz') return false;
    const started = performance.now();
    const answer = path === '/healthz' ? ALIVE : readiness(isReady(), heldBack(), unavailable());
    const requestId = requestIdOf(req, trust);
    res.writeHead(answer.status, ['x-request-id', requestId, ...security, ...answer.headers]);
    res.end(req.method === 'HEAD' ? undefined : answer.bytes);
    observe('health', req.method, answer.status, started);
    logRequest(log, { requestId, method: req.method, path, status: answer.status, started });
    return true;
  };
}
