// SPEC.md §5: a card number is exactly 7 digits. The same rule guards the browser form
// and the server's proxy (a bad number never reaches the upstream).
export const CARD_NUMBER_LENGTH = 7;

export const CARD_NUMBER_MESSAGES = {
  empty: 'Введите номер карты',
  incomplete: 'Некорректный номер карты',
  required: 'Обязательное поле',
} as const;

export function isCardNumber(value: string): boolean {
  return /^\d{7}$/.test(value);
}

/** The numeric mask: keeps digits only, at most 7 ("70 12-345" → "7012345"). */
export function normaliseCardNumber(raw: string): string {
  return raw.replace(/\D+/g, '').slice(0, CARD_NUMBER_LENGTH);
}

export function validateCardNumber(value: string): string | null {
  if (value === '') return CARD_NUMBER_MESSAGES.empty;
  return isCardNumber(value) ? null : CARD_NUMBER_MESSAGES.incomplete;
}
