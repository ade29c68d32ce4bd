// lovecategory's dates and texts as its page's state carries them: `page.content`, the value of
// its kind's own content file (content/lovecategory.json, pages/lovecategory/content.ts).
import { selectPage } from '../../store/slices/page.js';
import type { ProgrammeDates } from './programme-dates.js';
import type { HubCardTexts } from '../../content/campaign-schema.js';

/** Where a text names the programme's days («с 1 ноября 2024 года»). */
export const PERIOD = '{период}';

export interface LovecategoryContent extends ProgrammeDates {
  title: string;
  description: string;
  hero: { heading: string; lead: string; finishedChip: string; finishedLead: string };
  categories: { heading: string; lead: string; finishedLead: string; link: string };
  rules: { heading: string; running: string[]; finished: string[] };
  status: CardStatusTexts;
  modals: ModalTexts;
  hubCard: HubCardTexts;
}

/** The card-status block's words: its island gets them as props (the state leaves the file out). */
export interface CardStatusTexts {
  heading: string;
  lookupLead: string;
  finishedLookupLead: string;
  lookupSubmit: string;
  finishedLookupSubmit: string;
  cardNumber: string;
  cardLevel: string;
  confirm: string;
  cancel: string;
  otherCard: string;
  noAccruals: string;
}

/**
 * The modals' words, and the answers the status block shows in their place without JS (the
 * confirm and chosen notes, the failure, the not-taken message). The modals are a client-only
 * island with no props, so they read these from the page's state (`kindState`, put there by
 * pages/lovecategory/kind.ts), beside the status block's words they share (its buttons).
 */
export interface ModalTexts {
  inputNumberTitle: string;
  inputNumberLead: string;
  checkSavingsTitle: string;
  checkSavingsLead: string;
  cardInfoTitle: string;
  choose: string;
  close: string;
  confirmNote: string;
  chosen: string;
  toShopping: string;
  understood: string;
  failureTitle: string;
  failureText: string;
  notTakenPart: string;
  chooserPrompt: string;
}

/** What lovecategory's page state holds of its file for its islands (PageState.kindState). */
export type LovecategoryOnPage = Pick<LovecategoryContent, 'modals' | 'status'>;

export const selectLovecategoryOnPage = (state: Parameters<typeof selectPage>[0]): LovecategoryOnPage =>
  selectPage(state).kindState as LovecategoryOnPage;

export const selectLovecategoryTexts = (state: Parameters<typeof selectPage>[0]): LovecategoryContent =>
  selectPage(state).content as LovecategoryContent;

/** `text` with the programme's days in place of its placeholder. */
export const withPeriod = (text: string, period: string): string => text.replaceAll(PERIOD, period);
