import * as css from './form.css';
import { FieldError } from './text-field';

/** A choice: its value, and the text shown when that differs ('male' shown as 'Male'). */
export type SelectOption = string | { value: string; label: string };

export interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  /** The choices, in order. */
  options: readonly SelectOption[];
  /** The empty first option ('Choose a category'); none when the field always holds a choice. */
  placeholder?: string;
  error?: string | undefined;
  disabled?: boolean;
  required?: boolean;
  onChange: (value: string) => void;
  /** The name the form posts it under; the id unless told. */
  name?: string;
}

const optionValue = (option: SelectOption) => (typeof option === 'string' ? option : option.value);
const optionLabel = (option: SelectOption) => (typeof option === 'string' ? option : option.label);

/** A labelled select (with an empty placeholder option when given) and its error announced and tied to it. */
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
  name = id,
}: SelectFieldProps) {
  return (
    <div className={css.field}>
      <label htmlFor={id} className={css.label}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className={css.input}
        value={value}
        disabled={disabled}
        aria-required={required}
        aria-invalid={error !== undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={optionValue(option)} value={optionValue(option)}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
