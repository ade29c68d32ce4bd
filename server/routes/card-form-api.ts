// The browser's API, answered inside the server: what a page's thunk calls when the
// server runs it for a card form submitted before the page's JS ran (or with JS off).
// The /api proxy's own steps (server/proxy/): only calls of the shared table, parameters
// checked, the same rate limits per address, per card and site-wide (a visitor gains
// nothing by submitting the form instead of calling /api), failures in our own words.
import { ApiError, type BrowserApi } from '#shared/api/browser-api.js';
import type { CallName } from '#shared/api/calls.js';
import type { UpstreamClient } from '../upstream/client.js';
import { requestedCall } from '../proxy/requested-call.js';
import { callUpstream } from '../proxy/call-upstream.js';
import { proxyAnswer } from '../proxy/answer.js';
import { checkRateLimit } from '../rate-limit/limit-step.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import type { Metrics } from '../metrics/metrics.js';

export interface CardFormApiDeps {
  upstream: UpstreamClient;
  limiter?: RateLimiter;
  metrics?: Metrics;
  visitorIp: string | undefined;
  /** The lookup whose budget the page spent before rendering (#21): not counted twice. */
  prepaid?: { call: CallName; card: string };
}

/** GET calls only: a card check reads; nothing a form before hydration sends writes. */
export function cardFormApi({ upstream, limiter, metrics, visitorIp, prepaid }: CardFormApiDeps): BrowserApi {
  const refuse = () => Promise.reject(new ApiError(405, 'Запрос отклонён'));
  let unspent = prepaid;
  const isPrepaid = (name: CallName, card: string | undefined) => {
    const paid = unspent !== undefined && unspent.call === name && unspent.card === card;
    if (paid) unspent = undefined;
    return paid;
  };
  return {
    async get<T>(path: string): Promise<T> {
      const call = requestedCall('GET', path);
      if (!call.ok) throw new ApiError(400, call.refusal.message);
      const limited = isPrepaid(call.value.name, call.value.card)
        ? undefined
        : await checkRateLimit(limiter, metrics, call.value.name, { address: visitorIp, card: call.value.card });
      if (limited) throw new ApiError(429, limited.body.message);
      const answer = proxyAnswer(call.value.name, await callUpstream(upstream, call.value, {}, undefined, visitorIp));
      if ('data' in answer.body) return answer.body.data as T;
      throw new ApiError(answer.status, answer.body.message);
    },
    postForm: refuse,
    postJson: refuse,
  };
}
