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

export const selectLovecategoryTexts = (state: Parameters<typeof selectPage>[0]): LovecategoryContent =>
  selectPage(state).content as LovecategoryContent;

/** `text` with the programme's days in place of its placeholder. */
export const withPeriod = (text: string, period: string): string => text.replaceAll(PERIOD, period);
