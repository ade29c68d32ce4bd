// Pure rules of the favourite-categories promotion, shared by the slice and the page.
// Months are JavaScript month indexes 0–11, as the retailer's API sends them. The sentences
// the page builds around them are content (pages/lovecategory/ui/card-status-texts.ts);
// the month names and the nouns agreed with a number stay here: they are Russian grammar,
// not wording (docs/decisions/108-page-texts-as-content.md).

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

/** The month after `month`, named; after an invalid month, 'next month'. */
export function nextMonthName(month: unknown): string {
  return isMonthIndex(month) ? MONTH_NAMES[(month + 1) % 12]! : 'следующий месяц';
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
