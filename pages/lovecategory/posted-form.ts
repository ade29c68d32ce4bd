// lovecategory's forms posted to the page when its JS has not run: they run the very thunks the islands dispatch,
// against the server's own API (server/forms/form-api.ts: the /api proxy's checks and rate limits). The card and the
// ticked categories travel in the POST body as hidden fields, never in the URL.
import { cardFormSubmitted } from '#shared/store/slices/card-form.js';
import {
  cardSubmitted, categoriesConfirmed, categoryToggled, chooserRefused, serverFormAnswered,
} from '#shared/store/slices/card-categories.js';
import { isEligibleStatus } from '#shared/store/slices/card-categories-rules.js';
import { LOVECATEGORY_FORM, LOVECATEGORY_STEPS, type LoveCategoryStep } from './ui/form-fields.js';
import { cardDigits, isCardNumber } from '#shared/validation/card-number.js';
import type { AppStore } from '#shared/store/make-store.js';
import {
  many, one, type LoaderContext, type PostedBody, type PostedFormAnswer, type PostedStandIns,
} from '#server/pages/page-kind.js';

const isStep = (value: string): value is LoveCategoryStep => (LOVECATEGORY_STEPS as readonly string[]).includes(value);

async function answerLoveCategory(store: AppStore, { phase }: LoaderContext, body: PostedBody): Promise<void> {
  const step = one(body[LOVECATEGORY_FORM.step]) as LoveCategoryStep;
  const card = cardDigits(one(body[LOVECATEGORY_FORM.card]));
  const state = () => store.getState().cardCategories;
  store.dispatch(cardFormSubmitted(card));
  const looked = isCardNumber(card) ? await store.dispatch(cardSubmitted(card)) : undefined;
  // Only a running promotion takes a choice; a failed lookup shows its error.
  const choosing = step !== 'lookup' && phase === 'running' && looked !== undefined && cardSubmitted.fulfilled.match(looked);
  if (!choosing || !isEligibleStatus(state().cardStatus) || state().categoriesSelected) {
    store.dispatch(serverFormAnswered('answered'));
    return;
  }
  const codes = many(body[LOVECATEGORY_FORM.category]).map(Number);
  for (const code of codes) store.dispatch(categoryToggled(code));
  const ticked = state().currentCategoryList.length;
  if (ticked === 0 || ticked < codes.length) {
    // The chooser says why in the content's words (`chooser.nothingChosen`, `modals.chooserPrompt`).
    store.dispatch(chooserRefused(ticked === 0 ? 'nothingChosen' : 'tooMany'));
    store.dispatch(serverFormAnswered('answered'));
    return;
  }
  if (step !== 'confirm') {
    store.dispatch(serverFormAnswered(step === 'choose' ? 'confirm' : 'answered'));
    return;
  }
  const confirmed = await store.dispatch(categoriesConfirmed());
  store.dispatch(serverFormAnswered(categoriesConfirmed.fulfilled.match(confirmed) ? 'chosen' : 'answered'));
}

const cardOf = (body: PostedBody) => cardDigits(one(body[LOVECATEGORY_FORM.card]));

/**
 * What stands for the card in the stored refusal (server/forms/posted-refusal.ts): a card number, so the step asks the
 * refused lookup as the visitor's does; written over only where it stands alone (never inside a longer run of digits),
 * and a visitor who typed it gets it back as typed.
 */
const STAND_IN_CARD = '0000000';

/**
 * Every step of a card number asks its lookup first, whatever else it does, and a refused lookup is the whole answer:
 * one page for every step, the card written in.
 */
function loveCategoryStandIns(body: PostedBody): PostedStandIns {
  const standIn = { [LOVECATEGORY_FORM.step]: 'lookup', [LOVECATEGORY_FORM.card]: STAND_IN_CARD };
  return { key: '', body: standIn, typed: new Map([[STAND_IN_CARD, cardOf(body)]]) };
}

export const loveCategoryForm: PostedFormAnswer = {
  accepts: (body) => isStep(one(body[LOVECATEGORY_FORM.step])),
  answer: answerLoveCategory,
  limited: {
    call: 'participant',
    calls: (body) => isCardNumber(cardOf(body)),
    card: cardOf,
    standIns: loveCategoryStandIns,
  },
};
