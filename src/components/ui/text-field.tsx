import * as css from './form.css';

export interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  error?: string | undefined;
  disabled?: boolean;
  required?: boolean;
  multiline?: boolean;
  type?: 'text' | 'url';
  onChange: (value: string) => void;
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
}: TextFieldProps) {
  const common = {
    id,
    name: id,
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
          className={css.input}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className={css.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
