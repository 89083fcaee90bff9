import { HELD_NOTICE_ATTRIBUTE } from '@contracts/page-forms';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { takeHeldSubmission } from '@/lib/held-submit';
import { useFormAction } from '@/lib/use-page-path';
import { button } from './button';
import * as css from './form.css';

/** A field's text or chosen option, or a checkbox's state. */
export type FieldValue = string | boolean;

export interface SubmitFormProps {
  /** The form's id (`focusFirstInvalid(id)` finds its first field in error). */
  id?: string;
  /** The form's layout; the kit's column of fields unless told. */
  className?: string;
  /** A save is under way: `aria-busy` tells assistive technology. */
  busy?: boolean;
  /** Called on Enter or the submit button; the browser's own submission and validation are off. */
  onSubmit: () => void;
  /**
   * Where the browser posts the form if it ever sends it itself (before or without the scripts): the page's
   * own path unless told (a page whose form the server answers names its path from `pageFormPaths`), in the
   * page's language either way (`/fr/login`), so the server answers in it.
   */
  action?: string;
  /**
   * The machine's values, with `onFieldChange` and the form's `id`: what a named field of the prerendered
   * form holds when the app takes it over and the machine does not (typed before the scripts ran) is
   * handed to `onFieldChange` once, so it stays and is what gets sent. A value the server wrote into the
   * page belongs in the machine's first values instead (`useShownAtStart`): hydration would empty its field
   * until the machine has it.
   */
  values?: Readonly<Record<string, FieldValue>>;
  onFieldChange?: (name: string, value: FieldValue) => void;
  /**
   * On a prerendered form with an `id`: what the page says, in its language, when the form is sent before
   * the app has started ('Signing in as soon as the page has loaded…'). The entry holds that submission and
   * this form sends it through `onSubmit` as the app takes it over, once, after handing over what was typed.
   */
  heldNotice?: string;
  children: ReactNode;
}

/** The named controls of a form in the page, with what each holds now (a checkbox: whether it is ticked). */
function shownValues(form: HTMLElement | null): [string, FieldValue][] {
  if (!(form instanceof HTMLFormElement)) return [];
  const shown: [string, FieldValue][] = [];
  for (const control of Array.from(form.elements)) {
    if (control instanceof HTMLInputElement && control.name)
      shown.push([control.name, control.type === 'checkbox' ? control.checked : control.value]);
    else if ((control instanceof HTMLTextAreaElement || control instanceof HTMLSelectElement) && control.name)
      shown.push([control.name, control.value]);
  }
  return shown;
}

/**
 * What the prerendered form `id` shows as the app takes it over, read once before React hydrates it: a
 * value the server wrote into the page belongs in the machine's first values, so the hydrated field shows
 * it from the start (handed over after hydration instead, the field would be emptied for a moment).
 */
export function useShownAtStart(id: string): Readonly<Record<string, FieldValue>> {
  const [shown] = useState(() =>
    typeof document === 'undefined' ? {} : Object.fromEntries(shownValues(document.getElementById(id))),
  );
  return shown;
}

/**
 * A form a machine checks and sends: it posts to its own page if the browser ever sends it itself (no field
 * in the address); no browser validation (`noValidate`; the machine shows the errors under
 * the fields), busy while saving, and a submit becomes one callback instead of a page load.
 */
export function SubmitForm({
  id,
  className = css.form,
  busy,
  onSubmit,
  action,
  values,
  onFieldChange,
  heldNotice,
  children,
}: SubmitFormProps) {
  const formAction = useFormAction(action);
  // Hydrating a controlled field writes the machine's value as its default, which also replaces a value
  // the server wrote into the page (a typed one stays, but the field's next render would write over it):
  // the prerendered form is read once, on the first render, before React takes its fields over.
  const shownAtStart = useRef<[string, FieldValue][] | null>(null);
  if (shownAtStart.current === null)
    shownAtStart.current =
      id && typeof document !== 'undefined' ? shownValues(document.getElementById(id)) : [];
  // Handed over before the browser paints the hydrated form (a layout effect). Typed text stays on screen
  // through hydration (a field the visitor changed keeps its own value), and the machine has it from then on.
  // A submission the entry held while the scripts loaded follows, so the machine checks and sends what was
  // typed (its events wait in its queue if it has not started yet).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the app takes the form over.
  useLayoutEffect(() => {
    if (values && onFieldChange)
      for (const [name, shown] of shownAtStart.current ?? [])
        if (Object.hasOwn(values, name) && shown !== values[name]) onFieldChange(name, shown);
    if (takeHeldSubmission(id)) onSubmit();
  }, []);
  return (
    <form
      id={id}
      className={className}
      method="post"
      action={formAction}
      noValidate
      aria-busy={busy}
      {...{ [HELD_NOTICE_ATTRIBUTE]: heldNotice }}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

/** A form's full-width submit button; disabled and relabelled while its machine is busy. */
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

/**
 * A form-wide message: why the last submit failed (announced at once), that it went through, or a note
 * (announced politely); nothing when there is none.
 */
export function FormMessage({
  message,
  tone = 'error',
  role = tone === 'error' ? 'alert' : 'status',
  id,
}: {
  message: string | undefined;
  tone?: keyof typeof css.formMessage;
  /** How it is announced: at once for an error, politely otherwise, unless told. */
  role?: 'alert' | 'status';
  id?: string;
}) {
  if (!message) return null;
  return (
    <p id={id} className={css.formMessage[tone]} role={role}>
      {message}
    </p>
  );
}
