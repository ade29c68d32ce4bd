// GET /metrics in the Prometheus text format. Mounted on the public app only when no
// METRICS_PORT is configured, and then read only by this machine (loopback) or a peer
// TRUST_PROXY vouches for (the scraper beside it, the proxy in front): to anyone else it is
// not there (404), since it names the site's traffic and internals. A request the proxy
// forwarded (it names a client: X-Forwarded-For, Forwarded, X-Real-IP) is a visitor's, from
// whichever peer it comes: not there either, under any spelling of the path (Express
// matches /METRICS and /metrics/ alike). With METRICS_PORT it is served by its own listener on that port alone.
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
