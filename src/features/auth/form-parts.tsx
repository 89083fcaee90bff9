import type { ReactNode } from 'react';
import { button } from '@/components/ui/button';
import * as css from './auth.css';

/** A form-wide message, announced when it appears; nothing when there is none. */
export function ErrorBanner({ message, id }: { message: string | null | undefined; id?: string }) {
  if (!message) return null;
  return (
    <p id={id} className={css.errorBanner} role="alert">
      {message}
    </p>
  );
}

/** One field's message, tied to its input by `id` (the input's aria-describedby). */
export function FieldError({ message, id }: { message: string | null | undefined; id: string }) {
  if (!message) return null;
  return (
    <p id={id} className={css.fieldError} role="alert">
      {message}
    </p>
  );
}

/** The form's full-width submit button; disabled and relabelled while the machine is busy. */
export function SubmitButton({
  busy,
  busyLabel,
  disabled = false,
  children,
}: {
  busy: boolean;
  busyLabel: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      className={`${button({ tone: 'primary' })} ${css.fullWidth}`}
      disabled={busy || disabled}
    >
      {busy ? busyLabel : children}
    </button>
  );
}
