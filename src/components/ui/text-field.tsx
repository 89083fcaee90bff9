import type { HTMLAttributes, ReactNode } from 'react';
import * as css from './form.css';

export interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  error?: string | undefined;
  disabled?: boolean;
  required?: boolean;
  multiline?: boolean;
  type?: 'text' | 'url' | 'email' | 'password' | 'tel';
  onChange: (value: string) => void;
  /** The name the form posts it under (what the server reads without scripts); the id unless told. */
  name?: string;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  /** Shown below the field's own error: the slot the server fills when the form was posted without scripts. */
  children?: ReactNode;
}

/** A labelled text input (or textarea) with its error announced and tied to it. */
export function TextField({
  id,
  label,
  value,
  error,
  disabled,
  required,
  multiline,
  type = 'text',
  onChange,
  name = id,
  autoComplete,
  inputMode,
  maxLength,
  children,
}: TextFieldProps) {
  const common = {
    id,
    name,
    value,
    disabled,
    'aria-required': required,
    'aria-invalid': error !== undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
  return (
    <div className={css.field}>
      <label htmlFor={id} className={css.label}>
        {label}
      </label>
      {multiline ? (
        <textarea {...common} className={css.textarea} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...common}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          maxLength={maxLength}
          className={css.input}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      <FieldError id={`${id}-error`} message={error} />
      {children}
    </div>
  );
}

/** A field's message, announced when it appears and tied to its control by `id`; nothing when there is none. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className={css.fieldError}>
      {message}
    </p>
  );
}

export interface CheckboxFieldProps {
  id: string;
  /** The text beside the box (its label). */
  label: ReactNode;
  checked: boolean;
  error?: string | undefined;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  /** The name the form posts it under; the id unless told. */
  name?: string;
}

/** A checkbox with its label beside it and its error announced below, tied to it. */
export function CheckboxField({
  id,
  label,
  checked,
  error,
  disabled,
  onChange,
  name = id,
}: CheckboxFieldProps) {
  return (
    <div className={css.field}>
      <label className={css.check}>
        <input
          id={id}
          name={name}
          type="checkbox"
          className={css.checkbox}
          checked={checked}
          disabled={disabled}
          aria-invalid={error !== undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        {label}
      </label>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
