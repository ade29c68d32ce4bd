// GET /metrics (Prometheus text) on the public app, only when no METRICS_PORT is set, and only to loopback or a
// TRUST_PROXY peer; a request the proxy forwarded (X-Forwarded-For, Forwarded, X-Real-IP) is a visitor's and gets 404
// under any spelling, as anyone else does: it names the site's traffic and internals
// (docs/decisions/110-content-boundary.md).
import { isIP } from 'node:net';
import type { IncomingMessage } from 'node:http';
import { Router } from 'express';
import type { Registry } from 'prom-client';
import { peerTrusted, type TrustPeer } from '../request/visitor-ip.js';
import { notThere } from '../errors/handlers.js';

/** 127.0.0.0/8, ::1 and IPv4-mapped loopback. */
function fromLoopback(req: IncomingMessage): boolean {
  const peer = (req.socket.remoteAddress ?? '').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  return peer === '::1' || (isIP(peer) === 4 && peer.startsWith('127.'));
}

/** The public proxy (deploy/nginx.conf) names the client of every request it forwards; a scraper asks directly. */
const forwarded = (req: IncomingMessage) =>
  req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined || req.headers['x-real-ip'] !== undefined;

export function metricsRoute(registry: Registry, trust: TrustPeer): Router {
  const router = Router();
  router.get('/metrics', async (req, res, next) => {
    if (forwarded(req) || (!fromLoopback(req) && !peerTrusted(req, trust))) return next(notThere());
    res.setHeader('cache-control', 'no-store');
    res.type(registry.contentType).send(await registry.metrics());
  });
  return router;
}
