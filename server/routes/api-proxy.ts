// The browser's /api: only the calls of UPSTREAM-API.md (PRODUCT.md §6), parameters
// checked before anything leaves, credentials added by the upstream client, the
// browser's own Authorization and Cookie never forwarded. Failures: 502, timeouts: 504,
// always in our own words (failure-answer.ts).
import express, { Router, type Request } from 'express';
import type { UpstreamClient } from '../upstream/client.js';
import { matchCall } from '../upstream/match-call.js';
import { CALLS, buildPath, type CallSpec } from '../upstream/calls.js';
import { HttpError } from '../errors/http-errors.js';
import { checkBody, checkFeedbackCategory, type BodyCheck } from '../upstream/body-checks.js';
import { getCall } from '../upstream/get-call.js';
import { failureAnswer } from '../upstream/failure-answer.js';
import { refuseDeclaredOversize } from '../request/declared-body-limit.js';
import { checkRateLimit } from '../rate-limit/limit-step.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import type { Metrics } from '../metrics/metrics.js';

export const API_BODY_LIMIT_BYTES = 64 * 1024;

function forwardedQuery(spec: CallSpec<unknown>, query: Request['query']): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, rule] of Object.entries(spec.query ?? {})) {
    const value = query[key];
    if (value === undefined) {
      if (rule.required) throw new HttpError(400, `Query parameter ${key} is required`);
      continue;
    }
    if (typeof value !== 'string' || !rule.check(value)) throw new HttpError(400, `Query parameter ${key} is invalid`);
    out[key] = value;
  }
  return out;
}

/** A malformed card number is the visitor's typo (400); an unknown slug or code is simply not there (404). */
function badParamError(param: string): HttpError {
  return param === 'card' || param === 'value' ? new HttpError(400, 'Некорректный номер карты') : new HttpError(404, 'Not found');
}

/**
 * PRODUCT.md §6: a feedback `value` must be one of the categories. Asked only once the
 * form passed every other check; the list is public and cached, so this costs no
 * upstream call per post. If it cannot be had, the upstream has the last word (its 422
 * answers with our field texts).
 */
async function knownFeedbackCategories(upstream: UpstreamClient): Promise<string[] | undefined> {
  const answer = await getCall({ upstream }, CALLS.feedbackCategories);
  return answer.ok ? answer.data.map((category) => category.value) : undefined;
}

export interface ProxyGuards {
  limiter?: RateLimiter;
  metrics?: Metrics;
}

export function apiProxy(upstream: UpstreamClient, { limiter, metrics }: ProxyGuards = {}): Router {
  const router = Router();
  router.use(refuseDeclaredOversize(API_BODY_LIMIT_BYTES));
  router.use(express.raw({ type: () => true, limit: API_BODY_LIMIT_BYTES }));
  router.use(async (req, res) => {
    res.setHeader('cache-control', 'no-store');
    const match = matchCall(req.method, '/api' + req.path);
    if (match.kind === 'none') throw new HttpError(404, 'Not found');
    if (match.kind === 'bad-param') throw badParamError(match.param);
    const { spec } = match;
    const query = forwardedQuery(spec, req.query);
    let body: { contentType: string; bytes: Buffer } | undefined;
    let card = match.params.card ?? match.params.value;
    if (spec.body) {
      const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const checked = await checkBody(match.name as BodyCheck, req.get('content-type') ?? '', bytes);
      body = { contentType: checked.contentType, bytes: checked.bytes };
      card = checked.cardNumber;
      if (match.name === 'sendFeedback') checkFeedbackCategory(body.bytes, await knownFeedbackCategories(upstream));
    }
    const refused = await checkRateLimit(limiter, metrics, match.name, { address: res.locals.visitorIp, card });
    if (refused) {
      res.status(429).setHeader('retry-after', refused.retryAfter).json(refused.body);
      return;
    }
    const result = await upstream.call({
      method: spec.method,
      path: buildPath(spec, match.params, query),
      schema: spec.schema,
      body,
      forwardedFor: res.locals.visitorIp,
      call: match.name,
    });
    if (result.ok) {
      res.status(result.status === 201 ? 201 : 200).json({ data: result.data });
      return;
    }
    const answer = failureAnswer(match.name, result.failure);
    res.status(answer.status).json(answer.body);
  });
  return router;
}
