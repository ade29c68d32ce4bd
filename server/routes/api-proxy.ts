// The browser's /api: only the calls of the shared call table, in named steps: match →
// calendar → known city → parameters → body → rate limit → call → answer. Nothing leaves before every check has
// passed; credentials are added by the upstream client and the browser's own
// Authorization and Cookie are never forwarded. A refusal becomes its HTTP status here.
import express, { Router, type Request } from 'express';
import type { UpstreamClient } from '../upstream/client.js';
import { HttpError } from '../answers/http-errors.js';
import { visitorLeft } from '../request/visitor-left.js';
import { requestedCall } from '../proxy/requested-call.js';
import { forwardedQuery } from '../proxy/forwarded-query.js';
import { checkBody } from '../proxy/body-checks.js';
import { callUpstream } from '../proxy/call-upstream.js';
import { proxyAnswer } from '../proxy/answer.js';
import { proxyTexts } from '../proxy/proxy-texts.js';
import { tooManyMessage } from '../answers/error-page.js';
import type { Checked, RefusalReason } from '../proxy/refusal.js';
import { checkRateLimit } from '../rate-limit/limit-step.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import type { Metrics } from '../observability/metrics/metrics.js';
import type { SiteContent } from '../content/site-content.js';
import { checkCampaignCalendar } from '../proxy/campaign-gate.js';
import type { Shedding } from '../shedding/busy-answer.js';
import type { Preview } from '../preview/preview.js';
import { callEntry, type CallName } from '#shared/api/calls.js';
import { CITY_LIST_FAILED, checkKnownCity } from '../proxy/known-city.js';
import type { ExperimentCounting } from '../experiments/counting.js';

/** A body over it is refused with 413 before the upstream (express.raw's limit). */
const API_BODY_LIMIT_BYTES = 64 * 1024;

const REFUSAL_STATUS: Record<RefusalReason, number> = { 'not-found': 404, invalid: 400, 'unsupported-type': 415 };

/** The checked value, or the refusal thrown as an HttpError for the error handler to answer. */
function passed<T>(checked: Checked<T>): T {
  if (checked.ok) return checked.value;
  const { reason, message, fields } = checked.refusal;
  throw new HttpError(REFUSAL_STATUS[reason], message, fields);
}

export interface ProxyGuards {
  /** The campaigns and their calendar: which slugs exist now, which calls are closed. */
  site: SiteContent;
  limiter: RateLimiter;
  metrics: Metrics;
  shed: Shedding;
  /** A campaign's preview holder may call it in any phase (server/preview/). */
  preview: Preview;
  /** Where a call's answer counts as an experiment's goal (server/experiments/counting.ts). */
  counting: ExperimentCounting;
}

export function apiProxy(upstream: UpstreamClient, { site, limiter, metrics, shed, preview, counting }: ProxyGuards): Router {
  const router = Router();
  const texts = proxyTexts(site.content.kindFiles);
  /** An experiment's goal answered (server/experiments/counting.ts): a campaign's call counts on its page only, never in its preview. */
  const goalAnswered = (req: Request, call: { name: CallName; params: Record<string, string> }, address: string | undefined) => {
    const page = call.params.slug === undefined ? undefined : site.pageBySlug(call.params.slug);
    if (page && preview.holds(req, page.id)) return;
    counting.answered(call.name, { headers: req.headers, address }, site.experiments, site.clock.now(), page);
  };
  router.use(express.raw({ type: () => true, limit: API_BODY_LIMIT_BYTES }));
  router.use(async (req, res) => {
    const left = visitorLeft(res);
    res.setHeader('cache-control', 'no-store');
    const call = passed(requestedCall(req.method, '/api' + req.path));
    checkCampaignCalendar(site, call, site.clock.now(), (campaignId) => preview.holds(req, campaignId));
    // The calls made for this request carry its id (docs/product.md §10).
    const from = { upstream, scope: { requestId: res.locals.requestId, log: req.log } };
    const city = await checkKnownCity(from, call);
    if (city === 'unknown') throw new HttpError(404, 'Not found');
    const answer = city === 'list-failed' ? proxyAnswer(call.name, CITY_LIST_FAILED, texts) : undefined;
    if (answer) {
      res.status(answer.status).json(answer.body);
      return;
    }
    const query = passed(forwardedQuery(call.name, req.query));
    const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const body = passed(await checkBody(call.name, req.get('content-type') ?? '', bytes, from, texts));
    // A personal call always reaches the upstream: admitted within the personal budget
    // (load-gate.ts, waiting its turn there), before it spends the visitor's rate-limit
    // allowance. Public reads share the cache's single flight instead.
    const release = callEntry(call.name).publicData ? () => {} : await shed.admitPersonal(res);
    if (!release) return shed.busy(res, 'api');
    try {
      const card = body ? body.cardNumber : call.card;
      const who = { address: res.locals.visitorIp, card };
      const limited = await checkRateLimit(limiter, metrics, call.name, who);
      if (limited) {
        res.status(429).setHeader('retry-after', limited.retryAfter).json({ message: tooManyMessage(texts.errors, limited.minutes) });
        return;
      }
      const answer = proxyAnswer(call.name, await callUpstream(from, call, query, body, res.locals.visitorIp, left), texts);
      res.status(answer.status).json(answer.body);
      if ('data' in answer.body) goalAnswered(req, call, res.locals.visitorIp);
    } finally {
      release();
    }
  });
  return router;
}
