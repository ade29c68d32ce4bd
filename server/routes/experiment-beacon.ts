// POST /api/experiment: a page under test's beacon (docs/product.md §12, docs/decisions/493-experiment-counting.md),
// counted in the experiments' store (server/experiments/counts.ts). The beacon names a page and an event; the
// server finds the rest: the experiment the page runs now, the visitor's id and the version its page view
// remembered in its cookie (server/experiments/assignment.ts). A visitor is counted at its view, once; a
// conversion at the experiment's own goal, once, only for a visitor counted. Nothing counts without a page view
// behind it (no cookie, or a cookie whose versions do not hold this experiment: a preview, a crawler, the studio),
// from a crawler or a browser asking not to be tracked, or for a page running no experiment; those are answered
// 204 like the counted ones, so the answer tells nothing. Limited with the web-vitals beacons (docs/product.md §8's
// beacon row: one budget), never calling the upstream, answered before the /api proxy.
import express, { Router, type ErrorRequestHandler } from 'express';
import { z } from 'zod';
import { GOALS } from '#shared/analytics/goals.js';
import { moscowDay } from '#shared/content/calendar.js';
import { EXPERIMENT_BEACON_MAX_BYTES, EXPERIMENT_BEACON_PATH, type ExperimentBeacon } from '#shared/experiments/beacon.js';
import type { SiteContent } from '../content/site-content.js';
import type { Metrics } from '../observability/metrics/metrics.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import { spendLimit } from '../rate-limit/limit-step.js';
import { refuseDeclaredOversize } from '../request/declared-body-limit.js';
import { assignable, visitorOf } from '../experiments/assignment.js';
import type { ExperimentCounts } from '../experiments/counts.js';

const BAD_BEACON = { message: 'Bad beacon' };

const beaconSchema: z.ZodType<ExperimentBeacon> = z.union([
  z.strictObject({ page: z.string().max(60), event: z.literal('view') }),
  z.strictObject({ page: z.string().max(60), event: z.literal('goal'), goal: z.enum(GOALS) }),
]);

function parseBeacon(body: unknown): ExperimentBeacon | undefined {
  try {
    const parsed = beaconSchema.safeParse(JSON.parse(Buffer.isBuffer(body) ? body.toString('utf8') : ''));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

const badBody: ErrorRequestHandler = (_error, _req, res, _next) => {
  res.status(400).json(BAD_BEACON);
};

export interface ExperimentBeaconDeps {
  site: SiteContent;
  /** The beacons' limiter, the web-vitals beacon's too (docs/product.md §8). */
  limiter: RateLimiter;
  metrics: Metrics;
  counts: ExperimentCounts;
}

export function experimentBeaconRoute({ site, limiter, metrics, counts }: ExperimentBeaconDeps): Router {
  const router = Router();
  const rawBody = express.raw({ type: () => true, limit: EXPERIMENT_BEACON_MAX_BYTES });
  router.post(EXPERIMENT_BEACON_PATH, refuseDeclaredOversize(EXPERIMENT_BEACON_MAX_BYTES), rawBody, async (req, res) => {
    res.setHeader('cache-control', 'no-store');
    const beacon = parseBeacon(req.body);
    if (!beacon) return void res.status(400).json(BAD_BEACON);
    const limited = await spendLimit(limiter, metrics, 'rum', { address: res.locals.visitorIp });
    if (limited) return void res.status(429).setHeader('retry-after', limited.retryAfter).end();
    const now = site.clock.now();
    const page = site.routes.byId(beacon.page);
    const test = page && site.calendar.phaseOf(page, now) === 'running' ? site.experiments.of(page, now) : undefined;
    const visitor = test && assignable(req.headers) ? visitorOf(req.headers) : undefined;
    const version = test && visitor?.shown.get(test.experiment.key);
    if (test && visitor && version) {
      const { key, goal } = test.experiment;
      const day = moscowDay(now);
      if (beacon.event === 'view') await counts.count({ kind: 'view', key, visitor: visitor.id, version, day });
      else if (beacon.goal === goal) await counts.count({ kind: 'goal', key, visitor: visitor.id, day });
    }
    res.status(204).end();
  });
  router.use(EXPERIMENT_BEACON_PATH, badBody);
  return router;
}
