// A card number is exactly 7 digits. The same rule guards the browser form and the
// server's proxy (a bad number never reaches the upstream). The field says a problem in the
// site's content's words (content/site.json's `cardForm`).
export const CARD_NUMBER_LENGTH = 7;

/** What is wrong with a typed card number; its words are content/site.json's (`cardForm`, docs/product.md §5's). */
export type CardNumberProblem = 'empty' | 'incomplete';

export function isCardNumber(value: string): boolean {
  return /^\d{7}$/.test(value);
}

/** Longer pastes are cut here: enough to show the visitor what they pasted, never a wall of text. */
const MAX_KEPT_DIGITS = 20;

/** The digits of what was typed or pasted ("70 12-345" → "7012345"), never cut to 7. */
export function cardDigits(raw: string): string {
  return raw.replace(/\D+/g, '').slice(0, MAX_KEPT_DIGITS);
}

/**
 * The numeric mask while typing: digits only, and an 8th typed digit is refused. A value
 * that is already longer (a pasted phone or bank-card number) stays whole while it is
 * edited, so it is shown as wrong rather than silently cut to a different card number.
 */
export function maskCardInput(previous: string, raw: string): string {
  const digits = cardDigits(raw);
  if (digits.length <= CARD_NUMBER_LENGTH || previous.length > CARD_NUMBER_LENGTH) return digits;
  return previous;
}

/** A value too long to be a card number is wrong at once, before any submit attempt. */
export function isOverlongCardNumber(value: string): boolean {
  return value.length > CARD_NUMBER_LENGTH;
}

export function validateCardNumber(value: string): CardNumberProblem | null {
  if (value === '') return 'empty';
  return isCardNumber(value) ? null : 'incomplete';
}
