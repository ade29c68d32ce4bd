// The card a card form (`?card=…`) put in the query, parsed as Express parses a query, so
// the listener's hit path and the page route agree on what is a card form.
import { CARD_FORM_FIELD } from '#shared/store/slices/card-form.js';
import { cardDigits } from '#shared/validation/card-number.js';

/** Its digits as typed (the form shows them), or none. */
export function submittedCard(query: Record<string, unknown>): string | undefined {
  const value = query[CARD_FORM_FIELD];
  return typeof value === 'string' ? cardDigits(value) : undefined;
}
