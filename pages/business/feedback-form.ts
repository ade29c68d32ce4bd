// The business pages' feedback posted to the page when its JS has not run: the modal's rules, then the proxy's steps
// (server/forms/form-api.ts).
import type { AppStore } from '#shared/store/make-store.js';
import { FEEDBACK_FIELDS, checkFeedback, feedbackErrors, maskPhone, type FeedbackForm } from '#shared/validation/feedback.js';
import { selectFeedbackTexts } from '#shared/features/business/business-site-texts.js';
import { FEEDBACK_FORM_MARK, feedbackEdited, feedbackRefused, feedbackSent } from '#shared/store/slices/feedback.js';
import { getCall } from '#server/upstream/get-call.js';
import { one, type PostedBody, type PostedFormAnswer, type PostedStandIns, type StoredPostAnswer } from '#server/pages/page-kind.js';

/** The body's fields, the phone as the modal's mask would have made it while typing. */
function typedOf(body: PostedBody): FeedbackForm {
  const typed = Object.fromEntries(FEEDBACK_FIELDS.map((field) => [field, one(body[field])])) as FeedbackForm;
  return { ...typed, phone: maskPhone(typed.phone) };
}

/** The form's rules, against the page's categories when it has them. */
const checked = (body: PostedBody, categories: readonly string[] = []) =>
  checkFeedback(typedOf(body), categories.length > 0 ? categories : undefined);

/** `stored`: a stored answer's render (server/forms/posted-refusal.ts), its body the stand-ins. */
async function answerFeedback(store: AppStore, body: PostedBody, stored?: StoredPostAnswer): Promise<void> {
  const typed = typedOf(body);
  // What was typed stays in the form, as after a failed send in the modal.
  for (const field of FEEDBACK_FIELDS) store.dispatch(feedbackEdited({ field, value: typed[field] }));
  if (stored === 'refused') return void await store.dispatch(feedbackSent(typed));
  const check = checked(stored?.rules ?? body, store.getState().feedback.categories.map((category) => category.value));
  if (!check.ok) {
    // In the words of the page's site texts (content/site.json), as the modal says them.
    const { errors } = selectFeedbackTexts(store.getState());
    store.dispatch(feedbackRefused({ message: errors.refused, errors: feedbackErrors(check.problems, errors) }));
    return;
  }
  if (!stored) await store.dispatch(feedbackSent(check.form));
}

/**
 * What stands for each typed text in a stored answer (server/forms/posted-refusal.ts): private-use characters no text
 * of ours holds; the phone as ten zeros, which the mask makes `+7 (000) 000-00-00`.
 */
const STAND_INS = { name: '\uE101\uE101', email: '\uE102@\uE103.\uE104', msg: '\uE105\uE105', phone: '0000000000' } as const;
const TEXTS = ['name', 'email', 'msg', 'phone'] as const;

/**
 * A feedback as its stored answer renders it: the topic chosen keys the page when the page offers it (any other value
 * is shown as none chosen: a value made up keys no page of its own), every text stands in, written in as typed, even
 * empty or against the rules (an address past its budget is refused before the rules are asked; a body against them is
 * answered with what they find wrong, `against`'s key).
 */
function feedbackStandIns(body: PostedBody, offered: readonly string[] = []): PostedStandIns {
  const typed = typedOf(body);
  const topic = offered.includes(typed.value) ? typed.value : '';
  return {
    key: topic,
    body: { ...body, ...STAND_INS, value: topic },
    typed: new Map(TEXTS.map((field) => [field === 'phone' ? maskPhone(STAND_INS.phone) : STAND_INS[field], typed[field]])),
  };
}

export const feedbackForm: PostedFormAnswer = {
  accepts: (body) => one(body[FEEDBACK_FORM_MARK.name]) === FEEDBACK_FORM_MARK.value,
  answer: (store, _ctx, body, stored) => answerFeedback(store, body, stored),
  limited: {
    call: 'sendFeedback',
    calls: (body) => checked(body).ok,
    standIns: feedbackStandIns,
    against: (body, offered) => {
      const check = checked(body, offered);
      return check.ok ? undefined : JSON.stringify(check.problems);
    },
    offered: async (ctx) => {
      const categories = await getCall(ctx, 'feedbackCategories');
      return categories.ok ? categories.data.map((category) => category.value) : [];
    },
  },
};
