// One labelled control of the feedback form with its error, wired for screen readers:
// the error is linked by aria-describedby and the control marked aria-invalid.
import type { ReactElement } from 'react';

export interface ControlProps {
  id: string;
  name: string;
  value: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
  onChange: (event: { target: { value: string } }) => void;
}

export interface FeedbackFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  error: string | undefined;
  required?: boolean;
  onChange: (value: string) => void;
  render: (control: ControlProps) => ReactElement;
}

export function FeedbackField({ id, name, label, value, error, required = false, onChange, render }: FeedbackFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {render({
        id, name, value,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
        'aria-required': required || undefined,
        onChange: (event) => onChange(event.target.value),
      })}
      {error && <p id={errorId} className="field__error">{error}</p>}
    </div>
  );
}
