// The browser's API, answered inside the server: what a page's thunk calls when the
// server runs it for a card form submitted before the page's JS ran (or with JS off).
// The same checks as the /api proxy: only calls of the call table, parameters checked,
// the same rate limits per address, per card and site-wide (a visitor gains nothing by
// submitting the form instead of calling /api), and failures in our own words.
import { ApiError, type BrowserApi } from '#shared/api/browser-api.js';
import type { UpstreamClient } from '../upstream/client.js';
import { matchCall } from '../upstream/match-call.js';
import { buildPath } from '../upstream/calls.js';
import { failureAnswer } from '../upstream/failure-answer.js';
import { checkRateLimit } from '../rate-limit/limit-step.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import type { Metrics } from '../metrics/metrics.js';

export interface CardFormApiDeps {
  upstream: UpstreamClient;
  limiter?: RateLimiter;
  metrics?: Metrics;
  visitorIp: string | undefined;
}

/** GET calls only: a card check reads; nothing a form before hydration sends writes. */
export function cardFormApi({ upstream, limiter, metrics, visitorIp }: CardFormApiDeps): BrowserApi {
  const refuse = () => Promise.reject(new ApiError(405, 'Запрос отклонён'));
  return {
    async get<T>(path: string): Promise<T> {
      const match = matchCall('GET', path);
      if (match.kind !== 'match') throw new ApiError(400, 'Некорректный запрос');
      const card = match.params.card ?? match.params.value;
      const refused = await checkRateLimit(limiter, metrics, match.name, { address: visitorIp, card });
      if (refused) throw new ApiError(429, refused.body.message);
      const result = await upstream.call({
        method: 'GET', path: buildPath(match.spec, match.params), schema: match.spec.schema, forwardedFor: visitorIp, call: match.name,
      });
      if (result.ok) return result.data as T;
      const answer = failureAnswer(match.name, result.failure);
      throw new ApiError(answer.status, answer.body.message);
    },
    postForm: refuse,
    postJson: refuse,
  };
}
