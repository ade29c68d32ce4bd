// Bodies of the POST calls, checked before the upstream sees them and rebuilt from the
// checked fields only: a multipart form re-encoded (form-body.ts), a JSON body re-serialised.
import { HttpError } from '../errors/http-errors.js';
import { rebuildForm, type EncodedBody } from './form-body.js';
import { checkFeedback, FEEDBACK_MESSAGES, FEEDBACK_REFUSED, type FeedbackForm } from '#shared/validation/feedback.js';

export type BodyCheck = 'participant' | 'addCategories' | 'sendFeedback';

/**
 * PRODUCT.md §6: the server checks the feedback rules again before the upstream call;
 * a bad form answers 400 `{ message, errors: { field: text } }` and never leaves.
 * Here `value` is checked by shape (`[a-z0-9_-]{1,64}`); checkFeedbackCategory then
 * holds it against the categories list.
 */
function checkFeedbackBody(bytes: Buffer): FeedbackForm {
  let parsed: unknown;
  try {
    parsed = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new HttpError(400, 'Malformed JSON');
  }
  const result = checkFeedback(parsed);
  if (!result.ok) throw new HttpError(400, FEEDBACK_REFUSED, result.errors);
  return result.form;
}

/** A checked feedback body's `value` against the upstream's categories, when known. */
export function checkFeedbackCategory(checkedBody: Buffer, categories: readonly string[] | undefined): void {
  const { value } = JSON.parse(checkedBody.toString('utf8')) as FeedbackForm;
  if (categories && !categories.includes(value)) throw new HttpError(400, FEEDBACK_REFUSED, { value: FEEDBACK_MESSAGES.valueUnknown });
}

/** The rebuilt body, and the checked card number when the form has one (rate limits count per card). */
export async function checkBody(call: BodyCheck, contentType: string, bytes: Buffer): Promise<EncodedBody & { cardNumber?: string }> {
  if (call === 'sendFeedback') {
    if (!/^application\/json/i.test(contentType)) throw new HttpError(415, 'Expected application/json');
    return { contentType: 'application/json', bytes: Buffer.from(JSON.stringify(checkFeedbackBody(bytes))) };
  }
  return rebuildForm(call, contentType, bytes);
}
