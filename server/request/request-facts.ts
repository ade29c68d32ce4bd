// Per-request facts, computed once and put on res.locals for every later step:
// a request id, the host rule and the visitor IP.
import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import { resolveHostRule } from './host-rule.js';
import { resolveVisitorIp } from './visitor-ip.js';

export const requestFacts: RequestHandler = (req, res, next) => {
  const incomingId = req.get('x-request-id');
  res.locals.requestId = incomingId && /^[\w.-]{1,64}$/.test(incomingId) ? incomingId : randomUUID();
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
