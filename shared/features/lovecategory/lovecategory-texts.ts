// lovecategory's dates and texts as its page's state carries them: `page.content`, the value of
// its kind's own content file (content/lovecategory.json, pages/lovecategory/content.ts).
import { selectPage } from '../../store/slices/page.js';
import type { ProgrammeDates } from './programme-dates.js';
import type { HubCardTexts } from '../../content/campaign-schema.js';
import { fillTemplate } from '../../content/text-template.js';
import type { FailureReason } from '../../store/slices/card-categories-failure.js';

/** Where a text names the programme's days («с 1 ноября 2024 года»). */
export const PERIOD = '{период}';
/** Where a text names a month («ноябрь»: the nominative, card-categories-rules.ts's `monthName`). */
export const MONTH = '{месяц}';
/** The chooser's prompt: how many categories the card may choose, with the noun («5 категорий»). */
export const COUNT = '{сколько}';
/** The chooser's counter: how many are ticked, and of how many. */
export const TICKED = '{выбрано}';
export const OF = '{всего}';
/** The card-info modal: the card's number and its level. */
export const CARD = '{карта}';
export const LEVEL = '{уровень}';
/** An accrual: the points with their noun («1 270 баллов»). */
export const POINTS = '{баллов}';

export interface LovecategoryContent extends ProgrammeDates {
  title: string;
  description: string;
  hero: { heading: string; lead: string; finishedChip: string; finishedLead: string };
  categories: { heading: string; lead: string; finishedLead: string; link: string };
  rules: { heading: string; running: string[]; finished: string[] };
  headerActions: { choose: string; check: string };
  status: CardStatusTexts;
  card: CardTexts;
  chooser: ChooserTexts;
  modals: ModalTexts;
  failures: FailureTexts;
  hubCard: HubCardTexts;
}

/** The card-status block's words (its island reads them from the page's state, as the modals do). */
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

/** What the status block and the modals say of a card that was looked up; the sentences hold placeholders. */
export interface CardTexts {
  /** The levels' names as a visitor reads them (the upstream may send «профи» or «ПРОФИ»). */
  levels: { profi: string; expert: string; superExpert: string };
  ineligible: string;
  /** MONTH: this month. */
  notChosen: string;
  /** CARD and LEVEL. */
  cardInfo: string;
  /** MONTH: «Ваши категории на …» over this month's choice (the block, the confirm and chosen modals). */
  yourCategories: string;
  /** MONTH: next month's list. */
  nextCategories: string;
  /** MONTH: a month's accruals once the programme has finished. */
  accrualsFor: string;
  /** POINTS: beside a category. */
  accrued: string;
  /** Before the sum of every month's points. */
  total: string;
}

/** The chooser's counter (TICKED, OF), its button, and its refusal of a choice posted with nothing ticked. */
export interface ChooserTexts {
  count: string;
  submit: string;
  nothingChosen: string;
}

/** Why a lookup or a choice failed, by reason (shared/store/slices/card-categories-failure.ts); tooMany holds MINUTES. */
export type FailureTexts = Record<FailureReason, string>;

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
  /** For a card the upstream does not know or refuses: the visitor's typo, said so, with what to check. */
  mistakeTitle: string;
  mistakeText: string;
  notTakenPart: string;
  chooserPrompt: string;
}

/** What lovecategory's page state holds of its file for its islands (PageState.kindState): each of these once. */
export type LovecategoryOnPage = Pick<LovecategoryContent, 'headerActions' | 'status' | 'card' | 'chooser' | 'modals' | 'failures'>;

export const selectLovecategoryOnPage = (state: Parameters<typeof selectPage>[0]): LovecategoryOnPage =>
  selectPage(state).kindState as LovecategoryOnPage;

export const selectLovecategoryTexts = (state: Parameters<typeof selectPage>[0]): LovecategoryContent =>
  selectPage(state).content as LovecategoryContent;

/** `text` with the programme's days in place of its placeholder. */
export const withPeriod = (text: string, period: string): string => fillTemplate(text, { [PERIOD]: period });
