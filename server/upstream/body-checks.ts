// Bodies of the POST calls, checked before the upstream sees them: a multipart form is
// forwarded byte for byte (only the credentials are added), a JSON body re-serialised.
import { HttpError } from '../errors/http-errors.js';
import { isCardNumber } from '#shared/validation/card-number.js';

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

export async function checkBody(call: BodyCheck, contentType: string, bytes: Buffer): Promise<{ contentType: string; bytes: Buffer }> {
  if (call === 'sendFeedback') {
    if (!/^application\/json/i.test(contentType)) throw new HttpError(415, 'Expected application/json');
    let parsed: unknown;
    try {
      parsed = JSON.parse(bytes.toString('utf8'));
    } catch {
      throw new HttpError(400, 'Malformed JSON');
    }
    return { contentType: 'application/json', bytes: Buffer.from(JSON.stringify(parsed)) };
  }
  const form = await readForm(contentType, bytes);
  checkCardField(form);
  if (call === 'addCategories') checkCategoryFields(form);
  return { contentType, bytes };
}
