import type { ReactNode } from 'react';
import { usePagePath } from '@/lib/use-page-path';
import * as css from './form.css';

export interface SubmitFormProps {
  /** The form's id (`focusFirstInvalid(id)` finds its first field in error). */
  id?: string;
  /** The form's layout; the kit's column of fields unless told. */
  className?: string;
  /** A save is under way: `aria-busy` tells assistive technology. */
  busy?: boolean;
  /** Called on Enter or the submit button; the browser's own submission and validation are off. */
  onSubmit: () => void;
  children: ReactNode;
}

/**
 * A form a machine checks and sends: it posts to its own page if the browser ever sends it itself (no field
 * in the address); no browser validation (`noValidate`; the machine shows the errors under
 * the fields), busy while saving, and a submit becomes one callback instead of a page load.
 */
export function SubmitForm({ id, className = css.form, busy, onSubmit, children }: SubmitFormProps) {
  const action = usePagePath();
  return (
    <form
      id={id}
      className={className}
      method="post"
      action={action}
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}
