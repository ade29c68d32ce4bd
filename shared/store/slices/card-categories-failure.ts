// Why a card lookup or a choice failed, as the page's state holds it: a reason, never words (those are
// content/lovecategory.json's `failures`: docs/decisions/108-page-texts-as-content.md), read off the answer's status
// as the proxy chose it, in the browser and on the server alike.
import { ApiError } from '../../api/browser-api.js';

export type FailureReason =
  | 'timeout' | 'unavailable' | 'busy' | 'offline' | 'tooMany' | 'cardUnknown' | 'cardRefused' | 'choiceRefused';

export interface CardFailure {
  reason: FailureReason;
  /** tooMany: the whole minutes until a try may pass, at least 1. */
  minutes?: number;
}

/** What failed: the card lookup (participants/add) or the choice (categories/add). */
export type FailedCall = 'lookup' | 'choice';

function refusal(error: ApiError, call: FailedCall): CardFailure {
  if (error.status === 429) return { reason: 'tooMany', minutes: Math.max(1, Math.ceil((error.retryAfterSeconds ?? 60) / 60)) };
  if (error.status === 404) return { reason: 'cardUnknown' };
  return { reason: call === 'lookup' ? 'cardRefused' : 'choiceRefused' };
}

/** The reason of a thunk's failure: our server's status, or no answer at all (status 0). */
export function failureOf(error: unknown, call: FailedCall): CardFailure {
  if (!(error instanceof ApiError)) return { reason: 'unavailable' };
  if (error.status === 0) return { reason: 'offline' };
  if (error.status === 504) return { reason: 'timeout' };
  if (error.status === 503) return { reason: 'busy' };
  return error.status >= 400 && error.status < 500 ? refusal(error, call) : { reason: 'unavailable' };
}
