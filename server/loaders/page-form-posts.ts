// The forms a page posts to itself when its JS has not run (or is off): lovecategory's
// card lookup, its category choice and confirmation; the business pages' feedback. Each runs the very thunks the
// islands dispatch, against the server's own API (routes/card-form-api.ts: the /api
// proxy's checks and rate limits), so the rendered page holds the answer the islands
// would show. The card and the ticked categories travel in the POST body, from one step
// to the next as hidden fields, never in the URL.
import type { PageKind } from '#shared/pages/registry.js';
import type { AppStore } from '#shared/store/make-store.js';
import { cardFormSubmitted } from '#shared/store/slices/card-form.js';
import {
  cardSubmitted, categoriesConfirmed, categoryToggled, chooserRefused, serverFormAnswered,
} from '#shared/store/slices/card-categories.js';
import { NOTHING_CHOSEN, chooserPrompt, isEligibleStatus } from '#shared/store/slices/card-categories-rules.js';
import { LOVECATEGORY_FORM, LOVECATEGORY_STEPS, type LoveCategoryStep } from '#shared/features/lovecategory/form-fields.js';
import { cardDigits, isCardNumber } from '#shared/validation/card-number.js';
import { FEEDBACK_FIELDS, FEEDBACK_REFUSED, checkFeedback, maskPhone, type FeedbackForm } from '#shared/validation/feedback.js';
import { FEEDBACK_FORM_MARK, feedbackEdited, feedbackRefused, feedbackSent } from '#shared/store/slices/feedback.js';
import type { LoaderContext } from './types.js';

/** A urlencoded body as Express parses it (extended: false): a repeated field is an array. */
export type PostedBody = Record<string, string | string[] | undefined>;

export interface PageFormPost {
  /** The body is this page's form (else the post is not for a page: 404). */
  accepts: (body: PostedBody) => boolean;
  /** Resolves once the answer (or the failure) is in the store. */
  answer: (store: AppStore, ctx: LoaderContext, body: PostedBody) => Promise<unknown>;
}

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '');
const many = (value: string | string[] | undefined) => (value === undefined ? [] : [value].flat());
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
    store.dispatch(chooserRefused(ticked === 0 ? NOTHING_CHOSEN : chooserPrompt(state().availableCategoriesCount, state().currentMonth)));
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

/** The feedback as the modal sends it: checked by the same rules (the page's categories), then sent through the proxy's steps. */
async function answerFeedback(store: AppStore, _ctx: LoaderContext, body: PostedBody): Promise<void> {
  const typed = Object.fromEntries(FEEDBACK_FIELDS.map((field) => [field, one(body[field])])) as FeedbackForm;
  // The phone as the modal's mask would have made it while typing.
  typed.phone = maskPhone(typed.phone);
  // What was typed stays in the form, as after a failed send in the modal.
  for (const field of FEEDBACK_FIELDS) store.dispatch(feedbackEdited({ field, value: typed[field] }));
  const categories = store.getState().feedback.categories.map((category) => category.value);
  const check = checkFeedback(typed, categories.length > 0 ? categories : undefined);
  if (!check.ok) {
    store.dispatch(feedbackRefused({ message: FEEDBACK_REFUSED, errors: check.errors }));
    return;
  }
  await store.dispatch(feedbackSent(check.form));
}

const feedback: PageFormPost = {
  accepts: (body) => one(body[FEEDBACK_FORM_MARK.name]) === FEEDBACK_FORM_MARK.value, answer: answerFeedback,
};

export const PAGE_FORM_POSTS: Partial<Record<PageKind, PageFormPost>> = {
  lovecategory: { accepts: (body) => isStep(one(body[LOVECATEGORY_FORM.step])), answer: answerLoveCategory },
  law: feedback,
  sert: feedback,
};
