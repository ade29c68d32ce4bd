// The lovecategory forms (multipart/form-data, a browser FormData). They are read field
// by field and rebuilt from the checked values only, never forwarded as received: a
// second `cardNumber`, an extra field or a file part would otherwise reach the upstream
// unchecked behind the first, valid `cardNumber`. Such forms are refused, since no page
// of ours sends them.
import { isCardNumber } from '#shared/validation/card-number.js';
import { CARD_REFUSED } from './answer.js';
import { accepted, refused, type Checked } from './refusal.js';

export type FormCall = 'participant' | 'addCategories';

export interface EncodedBody {
  contentType: string;
  bytes: Buffer;
}

export const FORM_MESSAGES = {
  notMultipart: 'Ожидается форма multipart/form-data',
  malformed: 'Форма повреждена',
  file: 'Форма не принимает файлы',
  repeated: 'Поле формы повторяется',
  unknown: 'В форме есть лишние поля',
  noCategories: 'Выберите категории',
  badCategory: 'Некорректный список категорий',
} as const;

/** `categories[0]` … `categories[99]`, as the browser numbers them (no leading zeros, so no two keys share an index). */
const CATEGORY_KEY = /^categories\[(0|[1-9]\d?)\]$/;
const CATEGORY_CODE = /^\d{1,9}$/;

interface CheckedForm {
  cardNumber: string;
  /** Category codes in the order of their indexes. */
  categories: string[];
}

async function readForm(contentType: string, bytes: Buffer): Promise<Checked<FormData>> {
  if (!/^multipart\/form-data;/i.test(contentType)) return refused('unsupported-type', FORM_MESSAGES.notMultipart);
  try {
    return accepted(await new Response(new Uint8Array(bytes), { headers: { 'content-type': contentType } }).formData());
  } catch {
    return refused('invalid', FORM_MESSAGES.malformed);
  }
}

/** Every field once, as text: a file part or a repeated name refuses the whole form. */
function textFields(form: FormData): Checked<Map<string, string>> {
  const fields = new Map<string, string>();
  for (const [name, value] of form) {
    if (typeof value !== 'string') return refused('invalid', FORM_MESSAGES.file);
    if (fields.has(name)) return refused('invalid', FORM_MESSAGES.repeated);
    fields.set(name, value);
  }
  return accepted(fields);
}

function checkFields(fields: Map<string, string>): Checked<CheckedForm> {
  const cardNumber = fields.get('cardNumber');
  if (cardNumber === undefined || !isCardNumber(cardNumber)) {
    return refused('invalid', CARD_REFUSED, { cardNumber: CARD_REFUSED });
  }
  const indexed: [number, string][] = [];
  for (const [name, value] of fields) {
    if (name === 'cardNumber') continue;
    const index = CATEGORY_KEY.exec(name)?.[1];
    if (index === undefined) return refused('invalid', FORM_MESSAGES.unknown);
    if (!CATEGORY_CODE.test(value)) return refused('invalid', FORM_MESSAGES.badCategory, { categories: FORM_MESSAGES.badCategory });
    indexed.push([Number(index), value]);
  }
  return accepted({ cardNumber, categories: indexed.sort(([a], [b]) => a - b).map(([, code]) => code) });
}

async function encodeForm(fields: [string, string][]): Promise<EncodedBody> {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  const encoded = new Response(form);
  return { contentType: encoded.headers.get('content-type')!, bytes: Buffer.from(await encoded.arrayBuffer()) };
}

/**
 * participants/add takes the card alone; the browser re-sends the choice form there after
 * categories/add, so checked `categories[i]` are accepted and left out. categories/add
 * takes the card and at least one category, renumbered `categories[0..n-1]`.
 */
export async function rebuildForm(
  call: FormCall, contentType: string, bytes: Buffer,
): Promise<Checked<EncodedBody & { cardNumber: string; sameAs?: string }>> {
  const form = await readForm(contentType, bytes);
  const fields = form.ok ? textFields(form.value) : form;
  const checked = fields.ok ? checkFields(fields.value) : fields;
  if (!checked.ok) return checked;
  const { cardNumber, categories } = checked.value;
  if (call === 'participant') return accepted({ ...(await encodeForm([['cardNumber', cardNumber]])), cardNumber });
  if (categories.length === 0) return refused('invalid', FORM_MESSAGES.noCategories, { categories: FORM_MESSAGES.noCategories });
  const numbered = categories.map((code, i): [string, string] => [`categories[${i}]`, code]);
  // The same choice whatever order the codes were ticked in.
  const sameAs = `${cardNumber}:${categories.toSorted().join(',')}`;
  return accepted({ ...(await encodeForm([['cardNumber', cardNumber], ...numbered])), cardNumber, sameAs });
}
