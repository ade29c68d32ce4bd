// The answer step of the proxy: the upstream's data in our `{ data }` envelope, or, when
// the call failed, our own words chosen by the call and the status. The upstream's `message` and `errors` texts never pass: they may name
// its internals, echo what was sent, or simply not be written for visitors. Of its field
// errors only the names of the feedback fields we know are kept, each with our text.
import { callEntry, type CallName } from '#shared/api/calls.js';
import type { UpstreamFailure, UpstreamResult } from '../upstream/client.js';
import { FEEDBACK_FIELDS, refusedFieldText, type FeedbackErrors } from '#shared/validation/feedback.js';
import type { ProxyTexts } from './proxy-texts.js';

export interface FailureAnswer {
  status: number;
  body: { message: string; errors?: FeedbackErrors };
}

export interface ProxyAnswer {
  status: number;
  body: { data: unknown } | FailureAnswer['body'];
}

/** A card number the rules refuse: the card field's own words (docs/product.md §5), for a client that skipped the field. */
export const CARD_REFUSED = 'Некорректный номер карты';

/**
 * The failures' words. No island shows them (the savings and card checks say their own failure
 * texts, lovecategory its content's reason for the status, the feedback form its content's
 * failed send), so they stay the server's (docs/decisions/108-page-texts-as-content.md); the
 * feedback's refusal and the 429 are content/site.json's (ProxyTexts).
 */
export const FAILURE_MESSAGES = {
  timeout: 'Сервис не ответил вовремя, попробуйте ещё раз',
  unavailable: 'Сервис временно недоступен, попробуйте позже',
  cardUnknown: 'Карта не найдена',
  cardRefused: CARD_REFUSED,
  categoriesRefused: 'Не удалось сохранить выбор категорий',
  notFound: 'Не найдено',
  refused: 'Запрос отклонён',
} as const;

/** Only the fields the form has, each with our text; none at all when no known field is named. */
function feedbackFieldErrors(upstreamErrors: Record<string, string> | undefined, texts: ProxyTexts): FeedbackErrors | undefined {
  const fields = FEEDBACK_FIELDS.filter((field) => upstreamErrors && Object.hasOwn(upstreamErrors, field));
  return fields.length > 0 ? Object.fromEntries(fields.map((field) => [field, refusedFieldText(field, texts.feedback)])) : undefined;
}

/** A refusal of the visitor's own request (unknown card, refused form), in our words. */
function refusal(call: CallName, status: number, texts: ProxyTexts, upstreamErrors?: Record<string, string>): FailureAnswer {
  if (call === 'sendFeedback') {
    const errors = feedbackFieldErrors(upstreamErrors, texts);
    return { status, body: { message: texts.feedback.refused, ...(errors ? { errors } : {}) } };
  }
  const cardLookup = callEntry(call).cardLookup === true;
  if (status === 404 && (cardLookup || call === 'addCategories')) return { status, body: { message: FAILURE_MESSAGES.cardUnknown } };
  if (cardLookup) return { status, body: { message: FAILURE_MESSAGES.cardRefused } };
  if (call === 'addCategories') return { status, body: { message: FAILURE_MESSAGES.categoriesRefused } };
  return { status, body: { message: status === 404 ? FAILURE_MESSAGES.notFound : FAILURE_MESSAGES.refused } };
}

/**
 * Timeouts are 504. A 4xx other than 401/403 refuses the visitor's own request and keeps
 * its status; 401/403 mean our credentials are wrong, which is our failure, so 502 like
 * every other fault.
 */
function failureAnswer(call: CallName, failure: UpstreamFailure, texts: ProxyTexts): FailureAnswer {
  if (failure.reason === 'timeout') return { status: 504, body: { message: FAILURE_MESSAGES.timeout } };
  if (failure.reason === 'status' && failure.status >= 400 && failure.status < 500 && failure.status !== 401 && failure.status !== 403) {
    return refusal(call, failure.status, texts, failure.errors);
  }
  return { status: 502, body: { message: FAILURE_MESSAGES.unavailable } };
}

/** A created resource (a feedback post) keeps its 201; any other success is 200. `texts`: the /api's words (proxy-texts.ts). */
export function proxyAnswer(call: CallName, result: UpstreamResult<unknown>, texts: ProxyTexts): ProxyAnswer {
  if (result.ok) return { status: result.status === 201 ? 201 : 200, body: { data: result.data } };
  return failureAnswer(call, result.failure, texts);
}
