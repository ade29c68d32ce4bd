// The favourite-categories calls of the call table (shared/api/calls.ts). The POST
// bodies are multipart/form-data.
import { CARD_PATTERN } from './demo-cards';
import { PROMO_CATEGORIES } from './data-lovecategory';
import { parseMultipart } from './http-io';
import type { LoveCategoryState } from './lovecategory-state';
import { fail, ok, type DemoHandlers, type DemoReply, type DemoRequest } from './reply';

const CATEGORY_FIELD = /^categories\[(\d{1,3})\]$/;

/** `categories[0]`, `categories[1]`, … in index order; null when a code is not numeric. */
function categoryCodes(form: FormData): number[] | null {
  const indexed: [number, string][] = [];
  for (const [key, value] of form.entries()) {
    const match = CATEGORY_FIELD.exec(key);
    if (!match) continue;
    if (typeof value !== 'string' || !/^\d{1,6}$/.test(value)) return null;
    indexed.push([Number(match[1]), value]);
  }
  return indexed.sort(([a], [b]) => a - b).map(([, value]) => Number(value));
}

/** Parses the form and its cardNumber, or answers 400 as the real upstream would. */
async function withCardForm(
  request: DemoRequest,
  next: (card: string, form: FormData) => DemoReply,
): Promise<DemoReply> {
  const form = await parseMultipart(request.body, request.contentType);
  if (!form) return fail(400, 'Ожидается тело multipart/form-data');
  const card = form.get('cardNumber');
  if (typeof card !== 'string' || !CARD_PATTERN.test(card)) return fail(400, 'Некорректный номер карты');
  return next(card, form);
}

export function loveCategoryHandlers(state: LoveCategoryState, now: () => Date) {
  return {
    promoCategories: () => ok({ categories: PROMO_CATEGORIES, currentMonth: now().getMonth() }),
    participant: (request) => withCardForm(request, (card) => state.participant(card)),
    addCategories: (request) =>
      withCardForm(request, (card, form) => {
        const codes = categoryCodes(form);
        return codes ? state.choose(card, codes) : fail(422, 'Некорректный код категории');
      }),
  } satisfies Partial<DemoHandlers>;
}
