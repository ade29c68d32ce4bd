// The business pages' feedback posted to the page when its JS has not run (or is off):
// checked by the same rules as the modal (the page's categories), then sent through the
// proxy's steps (server/forms/form-api.ts), so the rendered page holds the answer the
// modal would show.
import type { AppStore } from '#shared/store/make-store.js';
import { FEEDBACK_FIELDS, checkFeedback, feedbackErrors, maskPhone, type FeedbackForm } from '#shared/validation/feedback.js';
import { selectFeedbackTexts } from '#shared/features/business/business-site-texts.js';
import { FEEDBACK_FORM_MARK, feedbackEdited, feedbackRefused, feedbackSent } from '#shared/store/slices/feedback.js';
import { one, type PostedBody, type PostedFormAnswer } from '#server/pages/page-kind.js';

async function answerFeedback(store: AppStore, body: PostedBody): Promise<void> {
  const typed = Object.fromEntries(FEEDBACK_FIELDS.map((field) => [field, one(body[field])])) as FeedbackForm;
  // The phone as the modal's mask would have made it while typing.
  typed.phone = maskPhone(typed.phone);
  // What was typed stays in the form, as after a failed send in the modal.
  for (const field of FEEDBACK_FIELDS) store.dispatch(feedbackEdited({ field, value: typed[field] }));
  const categories = store.getState().feedback.categories.map((category) => category.value);
  const check = checkFeedback(typed, categories.length > 0 ? categories : undefined);
  if (!check.ok) {
    // In the words of the page's site texts (content/site.json), as the modal says them.
    const { errors } = selectFeedbackTexts(store.getState());
    store.dispatch(feedbackRefused({ message: errors.refused, errors: feedbackErrors(check.problems, errors) }));
    return;
  }
  await store.dispatch(feedbackSent(check.form));
}

export const feedbackForm: PostedFormAnswer = {
  accepts: (body) => one(body[FEEDBACK_FORM_MARK.name]) === FEEDBACK_FORM_MARK.value,
  answer: (store, _ctx, body) => answerFeedback(store, body),
};
