// One plan of a page request, made by server/forms/planned-page.ts for both places that
// answer one: the listener's hit path (server/routes/page-hits.ts) and the page route
// (server/routes/page-view.ts). "Is this a card form?" is decided here
// only: a card in the query (`?card=…`, parsed as Express parses a query) of a running page
// whose kind has a card form (PageKindDescriptor.forms.card); anywhere else a card changes
// nothing. Pure: the page, the request's URL and the calendar at one instant decide it.
import { parse as parseQuery } from 'node:querystring';
import type { PageEntry } from '#server/pages/page-kind.js';
import { cardDigits, isCardNumber } from '#shared/validation/card-number.js';
import { CARD_FORM_FIELD } from '#shared/store/slices/card-form.js';
import type { PageCalendar } from '../calendar/page-calendar.js';
import { malformedCardVariant } from './card-form-page.js';

/** The page as stored for everyone (or for the visitor's variant, when the kind has one). */
interface PlainPlan {
  readonly form: 'none';
  readonly card?: undefined;
  readonly variantKey?: undefined;
}

/** A card form whose digits are not a card number: one stored page for all of them, the digits as typed written in. */
export interface MalformedCardPlan {
  readonly form: 'malformed';
  /** The digits as typed. */
  readonly card: string;
  /** The stored page's render-cache variant (card-form-page.ts). */
  readonly variantKey: string;
  /** What the stored page is rendered with in place of the digits. */
  readonly renderedWith: string;
}

/** A card number: this visitor's answer, rendered for this request alone and never stored. */
export interface PersonalCardPlan {
  readonly form: 'personal';
  readonly card: string;
  readonly variantKey?: undefined;
}

export type PagePlan = PlainPlan | MalformedCardPlan | PersonalCardPlan;

/** Shared by every request that is not a card form: a hit allocates no plan. */
const PLAIN: PlainPlan = Object.freeze({ form: 'none' });

/**
 * What a request for `page` asks for at `instant`. `url`: the request's path and query as
 * sent; the query is read only for a kind with a card form, the calendar only for a card.
 */
export function planPage(page: PageEntry, url: string, calendar: Pick<PageCalendar, 'phaseOf'>, instant: number): PagePlan {
  if (!page.descriptor.forms?.card) return PLAIN;
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return PLAIN;
  const typed = parseQuery(url.slice(queryAt + 1))[CARD_FORM_FIELD];
  if (typeof typed !== 'string' || calendar.phaseOf(page, instant) !== 'running') return PLAIN;
  // Its digits as typed (the form shows them).
  const card = cardDigits(typed);
  if (isCardNumber(card)) return { form: 'personal', card };
  const { key, renderedWith } = malformedCardVariant(card);
  return { form: 'malformed', card, variantKey: key, renderedWith };
}
