// Per-request facts, computed once and put on res.locals for every later step:
// a request id, the host rule and the visitor IP.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import { resolveHostRule } from './host-rule.js';
import { handedOnOf } from './handed-on.js';
import { peerTrusted, resolveVisitorIp, trustOf, type TrustPeer } from './visitor-ip.js';

const WELL_FORMED_ID = /^[A-Za-z0-9._-]{1,128}$/;

/** A trusted proxy's id when it is well-formed (docs/product.md §10), else a new one. */
export function requestIdOf(req: IncomingMessage, trust: TrustPeer): string {
  const incomingId = req.headers['x-request-id'];
  return typeof incomingId === 'string' && WELL_FORMED_ID.test(incomingId) && peerTrusted(req, trust) ? incomingId : randomUUID();
}

export const requestFacts: RequestHandler = (req, res, next) => {
  // The render-cache hit path may have made it already (a page it could not answer).
  res.locals.requestId = handedOnOf(req)?.requestId ?? requestIdOf(req, trustOf(req.app));
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
