// The business pages' feedback posted to the page when its JS has not run (or is off):
// checked by the same rules as the modal (the page's categories), then sent through the
// proxy's steps (server/forms/form-api.ts), so the rendered page holds the answer the
// modal would show.
import type { AppStore } from '#shared/store/make-store.js';
import { FEEDBACK_FIELDS, checkFeedback, feedbackErrors, maskPhone, type FeedbackForm } from '#shared/validation/feedback.js';
import { selectFeedbackTexts } from '#shared/features/business/business-site-texts.js';
import { FEEDBACK_FORM_MARK, feedbackEdited, feedbackRefused, feedbackSent } from '#shared/store/slices/feedback.js';
import { one, type PostedBody, type PostedFormAnswer, type PostedStandIns } from '#server/pages/page-kind.js';

const typedOf = (body: PostedBody) => Object.fromEntries(FEEDBACK_FIELDS.map((field) => [field, one(body[field])])) as FeedbackForm;

async function answerFeedback(store: AppStore, body: PostedBody): Promise<void> {
  const typed = typedOf(body);
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

/**
 * What stands for each typed text in the stored refusal (server/forms/posted-refusal.ts): private-use characters no text
 * of ours holds, shaped to pass the form's rules; the phone as ten zeros, which the mask makes `+7 (000) 000-00-00`.
 */
const STAND_INS = { name: '\uE101\uE101', email: '\uE102@\uE103.\uE104', msg: '\uE105\uE105', phone: '0000000000' } as const;

/** A feedback that passes the rules as its stored refusal renders it: the topic chosen keys the page, the texts stand in. */
function feedbackStandIns(body: PostedBody): PostedStandIns {
  const typed = typedOf(body);
  const texts = (['name', 'email', 'msg'] as const).filter((field) => typed[field] !== '');
  const standIn: Record<string, string> = { ...body, phone: STAND_INS.phone };
  for (const field of texts) standIn[field] = STAND_INS[field];
  return {
    key: `${typed.value}|${texts.join(',')}`,
    body: standIn,
    typed: new Map([
      ...texts.map((field) => [STAND_INS[field], typed[field]] as const), [maskPhone(STAND_INS.phone), maskPhone(typed.phone)],
    ]),
  };
}

export const feedbackForm: PostedFormAnswer = {
  accepts: (body) => one(body[FEEDBACK_FORM_MARK.name]) === FEEDBACK_FORM_MARK.value,
  answer: (store, _ctx, body) => answerFeedback(store, body),
  limited: {
    call: 'sendFeedback',
    calls: (body) => checkFeedback({ ...typedOf(body), phone: maskPhone(one(body.phone)) }).ok,
    standIns: feedbackStandIns,
  },
};
