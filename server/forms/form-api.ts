// The browser's API, answered inside the server: what a page's thunk calls when the
// server runs it for a form submitted before the page's JS ran (or with JS off): a card
// check (GET), lovecategory's lookup and choice, the business feedback (POST).
// The /api proxy's own steps (server/proxy/): only calls of the shared table, parameters
// checked, the same rate limits per address, per card and site-wide (a visitor gains
// nothing by submitting the form instead of calling /api), failures in our own words.
import { ApiError, type BrowserApi } from '#shared/api/browser-api.js';
import type { CallName } from '#shared/api/calls.js';
import type { RequestScope, UpstreamClient } from '../upstream/client.js';
import { requestedCall } from '../proxy/requested-call.js';
import { callUpstream } from '../proxy/call-upstream.js';
import { proxyAnswer } from '../proxy/answer.js';
import type { ProxyTexts } from '../proxy/proxy-texts.js';
import { tooManyMessage } from '../answers/error-page.js';
import { checkBody } from '../proxy/body-checks.js';
import { checkRateLimit, type LimitAnswer } from '../rate-limit/limit-step.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import type { Metrics } from '../observability/metrics/metrics.js';

export interface FormApiDeps {
  upstream: UpstreamClient;
  /** The request the form's calls are made for. */
  scope?: RequestScope;
  limiter: RateLimiter;
  metrics: Metrics;
  visitorIp: string | undefined;
  /** Aborted when the visitor leaves (server/request/visitor-left.ts): their personal calls are dropped. */
  left: AbortSignal;
  /** The lookup whose budget the page spent before rendering: not counted twice. */
  prepaid?: { call: CallName; card?: string };
  /** The /api's words (server/proxy/proxy-texts.ts): the answers the page shows are the proxy's. */
  texts: ProxyTexts;
  /** Told of a call refused by a rate limit: the page answering the form is then a 429 itself. */
  onLimited?: (limited: LimitAnswer) => void;
  /** Told of a call answered with its data: an experiment's goal (server/experiments/counting.ts). */
  onAnswered?: (call: CallName) => void;
}

/** The upstream's answer in our words: its data, or an ApiError with our message (and field texts). */
function answerOf<T>(answer: ReturnType<typeof proxyAnswer>): T {
  if ('data' in answer.body) return answer.body.data as T;
  throw new ApiError(answer.status, answer.body.message, answer.body.errors);
}

export function formApi({
  upstream, scope, limiter, metrics, visitorIp, left, prepaid, onLimited, onAnswered, texts,
}: FormApiDeps): BrowserApi {
  const from = { upstream, scope };
  const refused = (limited: LimitAnswer) => {
    onLimited?.(limited);
    return new ApiError(429, tooManyMessage(texts.errors, limited.minutes), undefined, Number(limited.retryAfter));
  };
  let unspent = prepaid;
  const isPrepaid = (name: CallName, card: string | undefined) => {
    const paid = unspent !== undefined && unspent.call === name && unspent.card === card;
    if (paid) unspent = undefined;
    return paid;
  };
  /** A call as the proxy takes it: matched, a POST's body checked and rebuilt, the budget spent (unless prepaid), then sent. */
  async function send<T>(method: 'GET' | 'POST', path: string, encoded?: Response): Promise<T> {
    const call = requestedCall(method, path);
    if (!call.ok) throw new ApiError(400, call.refusal.message);
    const { name } = call.value;
    const contentType = encoded?.headers.get('content-type') ?? '';
    const body = encoded ? await checkBody(name, contentType, Buffer.from(await encoded.arrayBuffer()), from, texts) : undefined;
    if (body && !body.ok) throw new ApiError(400, body.refusal.message, body.refusal.fields);
    const card = body ? body.value?.cardNumber : call.value.card;
    const limited = isPrepaid(name, card) ? undefined : await checkRateLimit(limiter, metrics, name, { address: visitorIp, card });
    if (limited) throw refused(limited);
    const result = await callUpstream(from, call.value, {}, body?.value, visitorIp, left);
    const data = answerOf<T>(proxyAnswer(name, result, texts));
    onAnswered?.(name);
    return data;
  }
  return {
    get: (path) => send('GET', path),
    postForm: (path, form) => send('POST', path, new Response(form)),
    postJson: (path, body) => send('POST', path, new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })),
  };
}
