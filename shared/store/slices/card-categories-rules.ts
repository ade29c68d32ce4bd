// Pure rules of the favourite-categories promotion, shared by the slice and the page.
// Months are JavaScript month indexes 0–11, as the retailer's API sends them.

export const MONTH_NAMES = [
  'январь', 'февраль', 'март', 'апрель', 'май', 'июнь',
  'июль', 'август', 'сентябрь', 'октябрь', 'ноябрь', 'декабрь',
] as const;

/** What an invalid month reads as ('this month'), so a bad value never shows as a blank. */
export const UNKNOWN_MONTH_NAME = 'текущий месяц';

export function isMonthIndex(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 11;
}

/** The nominative name, which reads right after 'за' and 'на' too ('за ноябрь'). */
export function monthName(month: unknown): string {
  return isMonthIndex(month) ? MONTH_NAMES[month]! : UNKNOWN_MONTH_NAME;
}

/** The month after 11 is 0. An invalid month stays invalid (-1). */
export function nextMonth(month: number): number {
  return isMonthIndex(month) ? (month + 1) % 12 : -1;
}

/** The card levels that take part, compared without case (the API may send «Профи» or «профи»). */
export const ELIGIBLE_STATUSES = ['профи', 'эксперт', 'супер-эксперт'] as const;

export function isEligibleStatus(status: string): boolean {
  return (ELIGIBLE_STATUSES as readonly string[]).includes(status.trim().toLocaleLowerCase('ru'));
}

/** 'категории' after «до 1», «до 21»; 'категорий' after «до 2», «до 5», «до 11» (the genitive «до» asks for). */
export function categoriesAfterUpTo(count: number): string {
  return count % 10 === 1 && count % 100 !== 11 ? 'категории' : 'категорий';
}

/** Where the chooser's prompt (content/lovecategory.json's `modals.chooserPrompt`) names how many («5 категорий») and the month. */
export const CHOOSER_COUNT = '{сколько}';
export const CHOOSER_MONTH = '{месяц}';

/** The chooser's prompt, also the server's answer to a choice of too many: the content's sentence, count and month in. */
export function chooserPrompt(text: string, count: number, month: unknown): string {
  return text.replaceAll(CHOOSER_COUNT, `${count} ${categoriesAfterUpTo(count)}`).replaceAll(CHOOSER_MONTH, monthName(month));
}

/** The server's answer to a choice posted with nothing ticked. */
export const NOTHING_CHOSEN = 'Выберите категории';

export const INELIGIBLE_MESSAGE = 'Акция доступна для уровней Профи, Эксперт, Супер-Эксперт';

/** The two messages of a card that has not chosen this month's categories. */
export function cardStatusMessage(status: string, month: unknown): string {
  if (!isEligibleStatus(status)) return INELIGIBLE_MESSAGE;
  return `Карта пока не участвует в акции: любимые категории не выбраны. Выберите категории на ${monthName(month)}.`;
}
