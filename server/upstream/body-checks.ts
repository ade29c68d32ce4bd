// Bodies of the POST calls, checked before the upstream sees them: a multipart form is
// forwarded byte for byte (only the credentials are added), a JSON body re-serialised.
import { HttpError } from '../errors/http-errors.js';
import { isCardNumber } from '#shared/validation/card-number.js';
import { checkFeedback, FEEDBACK_MESSAGES, FEEDBACK_REFUSED, type FeedbackForm } from '#shared/validation/feedback.js';

export type BodyCheck = 'participant' | 'addCategories' | 'sendFeedback';

async function readForm(contentType: string, bytes: Buffer): Promise<FormData> {
  if (!/^multipart\/form-data;/i.test(contentType)) throw new HttpError(415, 'Expected multipart/form-data');
  try {
    return await new Response(new Uint8Array(bytes), { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new HttpError(400, 'Malformed form data');
  }
}

function checkCardField(form: FormData): void {
  const card = form.get('cardNumber');
  if (typeof card !== 'string' || !isCardNumber(card)) throw new HttpError(400, 'Некорректный номер карты', { cardNumber: 'Некорректный номер карты' });
}

function checkCategoryFields(form: FormData): void {
  const keys = [...form.keys()].filter((k) => k.startsWith('categories'));
  if (keys.length === 0) throw new HttpError(400, 'Выберите категории', { categories: 'Выберите категории' });
  for (const key of keys) {
    const value = form.get(key);
    if (!/^categories\[\d{1,2}\]$/.test(key) || typeof value !== 'string' || !/^\d{1,9}$/.test(value)) {
      throw new HttpError(400, 'Некорректный список категорий', { categories: 'Некорректный список категорий' });
    }
  }
}

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

export async function checkBody(call: BodyCheck, contentType: string, bytes: Buffer): Promise<{ contentType: string; bytes: Buffer }> {
  if (call === 'sendFeedback') {
    if (!/^application\/json/i.test(contentType)) throw new HttpError(415, 'Expected application/json');
    return { contentType: 'application/json', bytes: Buffer.from(JSON.stringify(checkFeedbackBody(bytes))) };
  }
  const form = await readForm(contentType, bytes);
  checkCardField(form);
  if (call === 'addCategories') checkCategoryFields(form);
  return { contentType, bytes };
}
