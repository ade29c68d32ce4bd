// The sentences the status block and the modals build around a card, a month or a count: content/lovecategory.json's
// templates filled in; the grammar is card-categories-rules.ts's.
import { fillTemplate } from '#shared/content/text-template.js';
import { categoriesAfterUpTo, isEligibleStatus, monthName } from '#shared/store/slices/card-categories-rules.js';
import type { CardFailure } from '#shared/store/slices/card-categories-failure.js';
import { MINUTES } from '#shared/content/site-placeholders.js';
import type { CardTexts, FailureTexts } from './lovecategory-schema.js';
import { COUNT, MONTH } from './placeholders.js';

/** A sentence around a month («Ваши категории на {месяц}»): the month named, or 'this month' when the upstream sent none. */
export const aboutMonth = (text: string, month: unknown): string => fillTemplate(text, { [MONTH]: monthName(month) });

/** The chooser's prompt, also its refusal of a choice of too many: the count with its noun, and the month. */
export const chooserPrompt = (text: string, count: number, month: unknown): string =>
  fillTemplate(text, { [COUNT]: `${count} ${categoriesAfterUpTo(count)}`, [MONTH]: monthName(month) });

/** What is said of a card that has not chosen this month: ineligible, the prompt to choose, or once finished not taken. */
export function statusMessage(texts: CardTexts, status: string, month: number, finished: boolean, notTakenPart: string): string {
  if (!isEligibleStatus(status)) return texts.ineligible;
  return finished ? notTakenPart : aboutMonth(texts.notChosen, month);
}

/** Why a lookup or a choice failed, in the content's words; a rate limit names the minutes to wait. */
export const failureText = (texts: FailureTexts, { reason, minutes }: CardFailure): string =>
  fillTemplate(texts[reason], { [MINUTES]: minutes ?? 1 });
