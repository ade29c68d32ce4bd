// The one card-number input of every page: 7 digits with a numeric mask, a clear button,
// the error only after a submit attempt (or at once for a pasted number that is too long),
// and the helper on a focused empty field, in content/site.json's words (`cardForm`). Announced to screen readers: the message
// is a polite live region and the input is aria-invalid while it shows an error.
import { useEffect, useId, useRef, useState, type ClipboardEvent } from 'react';
import { useHydrated } from './use-hydrated.js';
import { useAppSelector } from '../store/hooks.js';
import { selectCardFormTexts } from './card-form-texts.js';
import {
  CARD_NUMBER_LENGTH, cardDigits, isOverlongCardNumber, maskCardInput, validateCardNumber,
} from '../validation/card-number.js';

export interface CardNumberFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** True once the visitor has tried to submit; errors are shown only then. */
  submitAttempted: boolean;
  /** The form field's name, for a form that also submits to the server without JS. */
  name?: string;
}

export function CardNumberField({ value, onChange, submitAttempted, name }: CardNumberFieldProps) {
  const id = useId();
  const ref = useRef<HTMLInputElement>(null);
  const [focused, setFocused] = useState(false);
  const texts = useAppSelector(selectCardFormTexts);
  const hydrated = useHydrated();
  const problem = submitAttempted || isOverlongCardNumber(value) ? validateCardNumber(value) : null;
  const error = problem && texts[problem];
  const helper = !error && focused && value === '' ? texts.required : '';

  // The server's HTML was usable before this field hydrated: what the visitor typed
  // meanwhile is in the DOM only. Taken over once, when the field comes alive.
  useEffect(() => {
    const typed = ref.current?.value ?? '';
    if (typed !== value) onChange(cardDigits(typed));
    if (ref.current === document.activeElement) setFocused(true);
  }, []);

  // A pasted complete number ("70 12-345") replaces the field rather than being inserted
  // at the caret. A longer one (a phone, a bank card) replaces it too and shows as wrong:
  // cutting it to 7 digits would check somebody else's card.
  function paste(event: ClipboardEvent<HTMLInputElement>) {
    const digits = cardDigits(event.clipboardData.getData('text'));
    if (digits.length < CARD_NUMBER_LENGTH) return;
    event.preventDefault();
    onChange(digits);
  }

  // The clear button disappears once the field is empty: keep the keyboard focus in the field.
  function clear() {
    onChange('');
    ref.current?.focus();
  }

  return (
    <div className={`card-field${error ? ' card-field--error' : ''}`}>
      <label className="card-field__label" htmlFor={id}>{texts.label}</label>
      <div className="card-field__control">
        <input
          ref={ref}
          id={id}
          name={name}
          className="card-field__input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={texts.placeholder}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-required="true"
          aria-describedby={`${id}-message`}
          onChange={(event) => onChange(maskCardInput(value, event.target.value))}
          onPaste={paste}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
        />
        {/* Only script can clear the field: without it (or before hydration) the button would do nothing. */}
        {hydrated && value !== '' && (
          <button type="button" className="card-field__clear" aria-label={texts.clear} onClick={clear}>
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
