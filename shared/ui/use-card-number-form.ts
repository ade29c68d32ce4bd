// The state every card-number form shares: the value, whether a submit was tried
// (errors show only after that), and a submit that passes on a valid number once
// nothing is in flight. Spread `field` into <CardNumberField>.
import { useState, type FormEvent } from 'react';
import { isCardNumber } from '../validation/card-number.js';

export interface CardNumberFormOptions {
  /** A check is in flight: a second submit is ignored (no double request). */
  busy?: boolean;
  onValid: (cardNumber: string) => void;
  /** The visitor changed the number: an earlier answer no longer applies. */
  onEdit?: () => void;
  /** What a form submitted to the server held (the card-form slice): the field starts from it. */
  initial?: { value: string; submitted: boolean };
}

export function useCardNumberForm({ busy = false, onValid, onEdit, initial }: CardNumberFormOptions) {
  const [value, setValue] = useState(initial?.value ?? '');
  const [submitAttempted, setSubmitAttempted] = useState(initial?.submitted ?? false);
  return {
    field: {
      value,
      submitAttempted,
      onChange: (next: string) => {
        setValue(next);
        onEdit?.();
      },
    },
    submit: (event: FormEvent) => {
      event.preventDefault();
      setSubmitAttempted(true);
      if (isCardNumber(value) && !busy) onValid(value);
    },
  };
}
