// POST /api/rum: the web-vitals beacon of a page view (docs/product.md §10). Checked whole
// (server/routes/rum-beacon.ts: a bad one is 400, counted in bad_rum_beacons_total and nowhere else): sent as the browser's
// sendBeacon sends it (text/plain or JSON, from a page of this site when the browser says
// where from), naming a page a visitor can see now (a hidden campaign is as unknown as a
// made-up page, so neither this answer nor /metrics confirms it), limited per address and per
// network and by the instance's ceiling in counters of its own (docs/product.md §8), then observed
// into the rum_* histograms. It never
// calls the upstream: it is not a call of the shared call table, and is answered before
// the /api proxy.
import express, { Router, type ErrorRequestHandler, type Request, type Response } from 'express';
import { RUM_MAX_BYTES, RUM_PATH } from '#shared/rum/vitals.js';
import { rumBeaconParser } from './rum-beacon.js';
import type { Config } from '../config.js';
import { publicPages, type SiteContent } from '../content/site-content.js';
import type { Metrics } from '../observability/metrics/metrics.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import { spendLimit } from '../rate-limit/limit-step.js';
import { originIsHostAsked } from '../request/same-origin-posts.js';

const BAD_BEACON = { message: 'Bad beacon' };


/** What sendBeacon sends a string as, and JSON. */
const BEACON_TYPES = new Set(['text/plain', 'application/json']);

const typeOf = (req: Request) => (req.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();

/** No Origin (not a browser, or one that does not say), or this site's own: the host asked (by its name) or a configured origin. */
function fromOurPage(req: Request, publicOrigins: Config['publicOrigins']): boolean {
  const origin = req.get('origin');
  if (origin === undefined) return true;
  return origin === publicOrigins.promo || origin === publicOrigins.business || originIsHostAsked(req, origin);
}

export interface RumDeps {
  site: SiteContent;
  limiter: RateLimiter;
  metrics: Metrics;
  publicOrigins: Config['publicOrigins'];
}

export function rumRoute({ site, limiter, metrics, publicOrigins }: RumDeps): Router {
  const router = Router();
  const parseRumBeacon = rumBeaconParser((id) => publicPages(site, site.clock.now()).some((page) => page.id === id));
  const rawBody = express.raw({ type: () => true, limit: RUM_MAX_BYTES });
  /** A bad beacon: 400, counted (bad_rum_beacons_total), never a sample. */
  const refuseBad = (res: Response) => {
    metrics.badRumBeacons.inc();
    res.status(400).json(BAD_BEACON);
  };
  router.post(RUM_PATH, rawBody, async (req, res) => {
    res.setHeader('cache-control', 'no-store');
    const sent = BEACON_TYPES.has(typeOf(req)) && fromOurPage(req, publicOrigins);
    const beacon = sent ? parseRumBeacon(Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0)) : undefined;
    if (!beacon) return refuseBad(res);
    const limited = await spendLimit(limiter, metrics, 'rum', { address: res.locals.visitorIp });
    if (limited) {
      res.status(429).setHeader('retry-after', limited.retryAfter).end();
      return;
    }
    metrics.observeRum(beacon);
    res.status(204).end();
  });
  // Refused bodies (over the limit by declared length or while streaming, a broken body): a bad beacon too.
  const badBody: ErrorRequestHandler = (_error, _req, res, _next) => refuseBad(res);
  router.use(RUM_PATH, badBody);
  return router;
}
