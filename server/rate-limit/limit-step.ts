// The proxy's rate-limit step: which budget a call spends and who spends it. Refused calls
// never reach the upstream; the answer says when to try again: Retry-After in whole seconds, and
// the whole minutes (never "0 мин.") the 429's message names in content/site.json's words
// (`errors.tooMany.message`, whose live value is the one docs/product.md §8 fixes), on the page
// and in the JSON alike (tooManyMessage).
import type { CallName } from '#shared/api/calls.js';
import type { Metrics } from '../observability/metrics/metrics.js';
import { LIMITED_CALLS, type LimitedGroup } from './limits.js';
import type { LimitRefusal, RateLimiter, Spender } from './rate-limiter.js';

export interface LimitAnswer {
  retryAfter: string;
  /** The whole minutes the message names (tooManyMessage: content/site.json's words). */
  minutes: number;
}

export async function checkRateLimit(
  limiter: RateLimiter,
  metrics: Metrics,
  call: CallName,
  who: Spender,
): Promise<LimitAnswer | undefined> {
  const group = LIMITED_CALLS[call];
  return group && spendLimit(limiter, metrics, group, who);
}

/** Spends one of `group`'s budget for `who`: undefined when allowed, else the refusal (counted in /metrics). */
export async function spendLimit(
  limiter: RateLimiter,
  metrics: Metrics,
  group: LimitedGroup,
  who: Spender,
): Promise<LimitAnswer | undefined> {
  return refusalAnswer(metrics, group, await limiter.consume(group, who));
}

/**
 * The refusal `call` would get for `who` without asking anyone (RateLimiter.known: a budget this instance saw spent, until
 * its window ends), counted as any refusal; undefined when none is known (the call may still be refused when spent).
 */
export function knownRefusal(limiter: RateLimiter, metrics: Metrics, call: CallName, who: Spender): LimitAnswer | undefined {
  const group = LIMITED_CALLS[call];
  return group && refusalAnswer(metrics, group, limiter.known(group, who));
}

/** The refusal `call` would get for `who`, asked of Redis where this instance knows none (RateLimiter.spent), spending nothing. */
export async function spentRefusal(limiter: RateLimiter, metrics: Metrics, call: CallName, who: Spender): Promise<LimitAnswer | undefined> {
  const group = LIMITED_CALLS[call];
  return group && refusalAnswer(metrics, group, await limiter.spent(group, who));
}

function refusalAnswer(metrics: Metrics, group: LimitedGroup, refusal: LimitRefusal | undefined): LimitAnswer | undefined {
  if (!refusal) return undefined;
  countRefusal(metrics, group, refusal);
  return limitAnswer(refusal);
}

/** A refusal counted in /metrics (rate_limit_refusals_total), once it is answered. */
export const countRefusal = (metrics: Metrics, group: LimitedGroup, refusal: LimitRefusal) =>
  metrics.rateLimitRefusals.inc({ call: group, scope: refusal.scope });

/** What a refusal answers: Retry-After in whole seconds, and the whole minutes its message names (never 0). */
export const limitAnswer = (refusal: LimitRefusal): LimitAnswer => ({
  retryAfter: String(Math.max(1, Math.ceil(refusal.retryAfterMs / 1000))), minutes: Math.max(1, Math.ceil(refusal.retryAfterMs / 60_000)),
});
