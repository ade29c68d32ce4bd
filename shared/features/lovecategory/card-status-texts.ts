// What the status block and card-info say about a card that has not chosen this month's
// categories: the spec's prompt while the promotion runs; once it has finished
// there is nothing left to choose, so no prompt (only the ineligible message stays).
import { INELIGIBLE_MESSAGE, cardStatusMessage, isEligibleStatus } from '../../store/slices/card-categories-rules.js';

export const NOT_TAKEN_PART = 'Карта не участвовала в акции: любимые категории не выбирались.';

export function statusMessage(status: string, month: number, finished: boolean): string {
  if (!isEligibleStatus(status)) return INELIGIBLE_MESSAGE;
  return finished ? NOT_TAKEN_PART : cardStatusMessage(status, month);
}
