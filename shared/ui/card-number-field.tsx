// The one card-number input of every page (issue #3 point 3, SPEC.md §5): 7 digits with
// a numeric mask, a clear button, the error only after a submit attempt, and the helper
// 'Обязательное поле' on a focused empty field. Announced to screen readers.
import { useId, useState, type RefObject } from 'react';
import { CARD_NUMBER_MESSAGES, normaliseCardNumber, validateCardNumber } from '../validation/card-number.js';

export interface CardNumberFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** True once the visitor has tried to submit; errors are shown only then. */
  submitAttempted: boolean;
  inputRef?: RefObject<HTMLInputElement | null>;
  autoFocus?: boolean;
}

export function CardNumberField({ label, value, onChange, submitAttempted, inputRef, autoFocus }: CardNumberFieldProps) {
  const id = useId();
  const [focused, setFocused] = useState(false);
  const error = submitAttempted ? validateCardNumber(value) : null;
  const helper = !error && focused && value === '' ? CARD_NUMBER_MESSAGES.required : '';
  return (
    <div className={`card-field${error ? ' card-field--error' : ''}`}>
      <label className="card-field__label" htmlFor={id}>{label}</label>
      <div className="card-field__control">
        <input
          ref={inputRef}
          id={id}
          className="card-field__input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="7 цифр"
          autoFocus={autoFocus}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-message`}
          onChange={(event) => onChange(normaliseCardNumber(event.target.value))}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
        />
        {value !== '' && (
          <button type="button" className="card-field__clear" aria-label="Очистить номер карты" onClick={() => onChange('')}>
            ×
          </button>
        )}
      </div>
      <p id={`${id}-message`} className={error ? 'card-field__error' : 'card-field__helper'} aria-live="polite">
        {error ?? helper}
      </p>
    </div>
  );
}
