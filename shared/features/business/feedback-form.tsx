// The feedback form, in the modal and as the page's feedback block posted without JS (feedback-panel.tsx). The typed
// values live in the store, so a failed send (or closing the modal) keeps them. Each field takes no more characters than
// its rule allows (docs/decisions/080-forms-without-javascript.md).
import { useId, useRef, useState, type FormEvent, type ReactElement } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks.js';
import { FEEDBACK_BLOCK_ID, FEEDBACK_FORM_MARK, feedbackEdited, feedbackSent, selectFeedback } from '../../store/slices/feedback.js';
import type { FeedbackCategory } from '../../api/schemas.js';
import {
  FEEDBACK_FIELDS, FEEDBACK_LIMITS, checkFeedback, feedbackErrorText, maskPhone, type FeedbackField as Field,
} from '../../validation/feedback.js';
import { FeedbackField, type ControlProps } from './feedback-field.js';
import { selectFeedbackTexts } from './business-site-texts.js';
import type { FeedbackTexts } from '../../content/site-texts.js';
import { PUBLIC_POLICY_URL } from '../../ui/site-links.js';

const INPUT = 'field__input';

/** Label, required flag and control per field, in the order shown. */
function fieldsOf(categories: FeedbackCategory[], texts: FeedbackTexts): [Field, string, boolean, (c: ControlProps) => ReactElement][] {
  const { nameMax, phoneMax, emailMax, msgMax } = FEEDBACK_LIMITS;
  return [
    ['name', texts.name, true, (c) => <input {...c} className={INPUT} type="text" autoComplete="name" maxLength={nameMax} />],
    [
      'phone', texts.phone, true,
      (c) => (
        <input
          {...c} className={INPUT} type="tel" inputMode="tel" autoComplete="tel" placeholder="+7 (___) ___-__-__" maxLength={phoneMax}
        />
      ),
    ],
    ['email', texts.email, false, (c) => <input {...c} className={INPUT} type="email" autoComplete="email" maxLength={emailMax} />],
    ['value', texts.topic, true, (c) => (
      <select {...c} className={INPUT}>
        <option value="">{texts.topicPlaceholder}</option>
        {categories.map((k) => <option key={k.value} value={k.value}>{k.label}</option>)}
      </select>
    )],
    ['msg', texts.message, false, (c) => <textarea {...c} className={`${INPUT} field__textarea`} rows={4} maxLength={msgMax} />],
  ];
}

export function FeedbackForm() {
  const dispatch = useAppDispatch();
  const { draft, categories, status, serverErrors, message } = useAppSelector(selectFeedback);
  const texts = useAppSelector(selectFeedbackTexts);
  const [attempted, setAttempted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const values = categories.map((c) => c.value);
  const check = checkFeedback(draft, values.length > 0 ? values : undefined);
  const problem = (field: Field) => (attempted && !check.ok ? check.problems[field] : undefined);
  const errorOf = (field: Field) => {
    const found = problem(field);
    return found ? feedbackErrorText(found, texts.errors) : serverErrors[field];
  };
  const sending = status === 'sending';

  function submit(event: FormEvent) {
    event.preventDefault();
    setAttempted(true);
    if (check.ok) return void dispatch(feedbackSent(check.form));
    const first = FEEDBACK_FIELDS.find((name) => check.problems[name]);
    formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  return (
    <form
      ref={formRef} className="biz-form" method="post" action={`#${FEEDBACK_BLOCK_ID}`} noValidate onSubmit={submit} aria-busy={sending}
    >
      <input type="hidden" name={FEEDBACK_FORM_MARK.name} value={FEEDBACK_FORM_MARK.value} />
      <p className="biz-form__note">{texts.note}</p>
      {fieldsOf(categories, texts).map(([name, label, required, render]) => (
        <FeedbackField
          key={name} id={`${id}-${name}`} name={name} label={label} required={required}
          value={draft[name]} error={errorOf(name)} render={render}
          onChange={(value) => dispatch(feedbackEdited({ field: name, value: name === 'phone' ? maskPhone(value) : value }))}
        />
      ))}
      <div role="alert" className="biz-form__failure">{status === 'failed' && (message ?? texts.errors.failed)}</div>
      <button type="submit" className="button biz-form__submit" disabled={sending} aria-busy={sending}>
        {sending ? texts.sending : texts.submit}
      </button>
      {/* Russian practice for a form that collects a name and a phone (152-ФЗ): the consent, with the policy's link. */}
      <p className="biz-form__consent">{texts.consent.text} <a href={PUBLIC_POLICY_URL}>{texts.consent.link}</a></p>
    </form>
  );
}
