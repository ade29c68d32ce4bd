// issue #5 point 5: the feedback form. The rules of PRODUCT.md §6 are checked here
// (errors only after a submit attempt, focus to the first bad field) and again by the
// server; the server's per-field errors show the same way. The typed values live in
// the store, so a failed send (or closing the modal) keeps them.
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks.js';
import { feedbackEdited, feedbackSent, selectFeedback } from '../../store/slices/feedback.js';
import { FEEDBACK_FIELDS, checkFeedback, maskPhone, type FeedbackErrors, type FeedbackField } from '../../validation/feedback.js';

const NO_ERRORS: FeedbackErrors = {};

export function FeedbackForm() {
  const dispatch = useAppDispatch();
  const { draft, categories, status, serverErrors, message } = useAppSelector(selectFeedback);
  const [attempted, setAttempted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const values = categories.map((c) => c.value);
  const check = checkFeedback(draft, values.length > 0 ? values : undefined);
  const clientErrors = attempted && !check.ok ? check.errors : NO_ERRORS;
  const sending = status === 'sending';

  const edit = (field: FeedbackField, value: string) => dispatch(feedbackEdited({ field, value: field === 'phone' ? maskPhone(value) : value }));
  const control = (field: FeedbackField) => {
    const error = clientErrors[field] ?? serverErrors[field];
    return {
      id: `${id}-${field}`, name: field, value: draft[field],
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-${field}-error` : undefined,
      onChange: (e: { target: { value: string } }) => edit(field, e.target.value),
    };
  };
  const field = (name: FeedbackField, label: string, input: ReactNode, required = false) => {
    const error = clientErrors[name] ?? serverErrors[name];
    return (
      <div className={`biz-field${error ? ' biz-field--error' : ''}`}>
        <label className="biz-field__label" htmlFor={`${id}-${name}`}>
          {label}{required && <span aria-hidden="true"> *</span>}
        </label>
        {input}
        {error && <p id={`${id}-${name}-error`} className="biz-field__error">{error}</p>}
      </div>
    );
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setAttempted(true);
    if (!check.ok) {
      const first = FEEDBACK_FIELDS.find((name) => check.errors[name]);
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    void dispatch(feedbackSent(check.form));
  }

  return (
    <form ref={formRef} className="biz-form" noValidate onSubmit={submit} aria-busy={sending}>
      <p className="biz-form__note">Поля со звёздочкой (*) обязательны.</p>
      {field('name', 'Имя', <input {...control('name')} className="biz-field__input" type="text" autoComplete="name" aria-required="true" />, true)}
      {field('phone', 'Телефон', <input {...control('phone')} className="biz-field__input" type="tel" inputMode="tel" autoComplete="tel" placeholder="+7 (___) ___-__-__" aria-required="true" />, true)}
      {field('email', 'Электронная почта', <input {...control('email')} className="biz-field__input" type="email" autoComplete="email" />)}
      {field('value', 'Тема обращения', (
        <select {...control('value')} className="biz-field__input" aria-required="true">
          <option value="">Выберите тему</option>
          {categories.map((c) => <option key={c.value} value={c.value}>{c.label}</option>)}
        </select>
      ), true)}
      {field('msg', 'Сообщение', <textarea {...control('msg')} className="biz-field__input biz-field__textarea" rows={4} />)}
      <div role="alert" className="biz-form__failure">{status === 'failed' && message}</div>
      <button type="submit" className="button biz-form__submit" disabled={sending} aria-busy={sending}>
        {sending ? 'Отправляем…' : 'Отправить'}
      </button>
    </form>
  );
}
