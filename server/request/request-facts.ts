// Per-request facts, computed once and put on res.locals for every later step:
// a request id, the host rule and the visitor IP.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import { resolveHostRule } from './host-rule.js';
import { resolveVisitorIp } from './visitor-ip.js';

/** The caller's id when it is well-formed (a load balancer's), else a new one. */
export function requestIdOf(req: IncomingMessage): string {
  const incomingId = req.headers['x-request-id'];
  return typeof incomingId === 'string' && /^[\w.-]{1,64}$/.test(incomingId) ? incomingId : randomUUID();
}

export const requestFacts: RequestHandler = (req, res, next) => {
  res.locals.requestId = requestIdOf(req);
  res.locals.host = resolveHostRule(req.get('host'));
  // Resolved on first use: a cached campaign page never needs it, and parsing the
  // forwarded addresses showed on that path's profile.
  Object.defineProperty(res.locals, 'visitorIp', {
    configurable: true,
    enumerable: true,
    get() {
      const visitorIp = resolveVisitorIp(req);
      Object.defineProperty(res.locals, 'visitorIp', { value: visitorIp, enumerable: true });
      return visitorIp;
    },
  });
  res.setHeader('x-request-id', res.locals.requestId);
  next();
};
