import * as css from './form.css';

export interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  /** The choices, in order; the first option is the empty placeholder. */
  options: readonly string[];
  placeholder: string;
  error?: string | undefined;
  disabled?: boolean;
  required?: boolean;
  onChange: (value: string) => void;
}

/** A labelled select with an empty placeholder option and its error announced and tied to it. */
export function SelectField({
  id,
  label,
  value,
  options,
  placeholder,
  error,
  disabled,
  required,
  onChange,
}: SelectFieldProps) {
  return (
    <div className={css.field}>
      <label htmlFor={id} className={css.label}>
        {label}
      </label>
      <select
        id={id}
        name={id}
        className={css.input}
        value={value}
        disabled={disabled}
        aria-required={required}
        aria-invalid={error !== undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} role="alert" className={css.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
