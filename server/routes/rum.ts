// POST /api/rum: the web-vitals beacon of a page view (PRODUCT.md §10). Checked whole
// (server/rum/rum-beacon.ts: a bad one is 400 and counted nowhere), limited per address,
// then observed into the rum_* histograms. It never calls the upstream: it is not a call
// of the shared call table, and is answered before the /api proxy.
import express, { Router, type ErrorRequestHandler } from 'express';
import { RUM_MAX_BYTES, RUM_PATH } from '#shared/rum/vitals.js';
import { rumBeaconParser } from '../rum/rum-beacon.js';
import type { PageEntry } from '#shared/pages/registry.js';
import type { Metrics } from '../metrics/metrics.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import { spendLimit } from '../rate-limit/limit-step.js';
import { refuseDeclaredOversize } from '../request/declared-body-limit.js';

const BAD_BEACON = { message: 'Bad beacon' };

/** Refused bodies (over the limit by declared length or while streaming, a broken body): a bad beacon too. */
const badBody: ErrorRequestHandler = (_error, _req, res, _next) => {
  res.status(400).json(BAD_BEACON);
};

export function rumRoute({ pages, limiter, metrics }: { pages: readonly PageEntry[]; limiter?: RateLimiter; metrics?: Metrics }): Router {
  const router = Router();
  const parseRumBeacon = rumBeaconParser(pages);
  router.post(RUM_PATH, refuseDeclaredOversize(RUM_MAX_BYTES), express.raw({ type: () => true, limit: RUM_MAX_BYTES }), async (req, res) => {
    res.setHeader('cache-control', 'no-store');
    const beacon = parseRumBeacon(Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0));
    if (!beacon) {
      res.status(400).json(BAD_BEACON);
      return;
    }
    const limited = await spendLimit(limiter, metrics, 'rum', { address: res.locals.visitorIp });
    if (limited) {
      res.status(429).setHeader('retry-after', limited.retryAfter).end();
      return;
    }
    metrics?.observeRum(beacon);
    res.status(204).end();
  });
  router.use(RUM_PATH, badBody);
  return router;
}
