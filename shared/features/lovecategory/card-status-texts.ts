// What the status block and card-info say about a card that has not chosen this month's
// categories: the spec's prompt while the promotion runs; once it has finished
// there is nothing left to choose, so no prompt (only the ineligible message stays).
import { INELIGIBLE_MESSAGE, cardStatusMessage, isEligibleStatus } from '../../store/slices/card-categories-rules.js';

// The finished one is the content's (`modals.notTakenPart`).
export function statusMessage(status: string, month: number, finished: boolean, notTakenPart: string): string {
  if (!isEligibleStatus(status)) return INELIGIBLE_MESSAGE;
  return finished ? notTakenPart : cardStatusMessage(status, month);
}
