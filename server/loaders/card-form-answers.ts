// What a page does with a card number its form submitted to the server (before the
// page's JS ran, or with JS off): the very thunk the browser would dispatch, run against
// the server's own API (routes/card-form-api.ts), so the rendered page holds the same
// answer the island would show. Pages without a card form are not listed.
import { CARD_CHECK_LANDINGS } from '#shared/campaigns.js';
import type { CallName } from '#shared/api/calls.js';
import type { PageKind } from '#shared/pages/registry.js';
import type { AppStore } from '#shared/store/make-store.js';
import { savingsChecked } from '#shared/store/slices/campaign.js';
import { cardChecked } from '#shared/store/slices/card-check.js';
import { KARTA_LANDING } from '#shared/features/karta-elektrika/links.js';
import { CARD_FORM_FIELD } from '#shared/store/slices/card-form.js';
import { cardDigits } from '#shared/validation/card-number.js';
import type { LoaderContext } from './types.js';

export interface CardFormAnswer {
  /** The call the answer makes: its rate limit is spent before any work (docs/decisions/062-rate-limit-tiers.md). */
  call: CallName;
  /** Resolves once the answer (or the failure) is in the store. */
  answer: (store: AppStore, ctx: LoaderContext, cardNumber: string) => Promise<unknown>;
}

export const CARD_FORM_ANSWERS: Partial<Record<PageKind, CardFormAnswer>> = {
  campaign: {
    call: 'checkSavings',
    answer: (store, ctx, cardNumber) => store.dispatch(savingsChecked({ apiSlug: ctx.page.campaign!.apiSlug, cardNumber })),
  },
  'karta-elektrika': {
    call: 'cardCheckInCategory',
    answer: (store, _ctx, cardNumber) =>
      store.dispatch(cardChecked({
        landing: KARTA_LANDING, landingCategory: CARD_CHECK_LANDINGS[KARTA_LANDING].landingCategory, cardNumber,
      })),
  },
};

/**
 * The card a form put in the query (parsed as Express parses a query): its digits as
 * typed (the form shows them), or none.
 */
export function submittedCard(query: Record<string, unknown>): string | undefined {
  const value = query[CARD_FORM_FIELD];
  return typeof value === 'string' ? cardDigits(value) : undefined;
}
