/**
 * The form whose submission the entry held while the app's scripts loaded (src/app/hold-submits.ts), by
 * its id, until its own component sends it or it is dropped; `end` takes the entry's notice away. One slot:
 * a form pressed twice while the scripts load is still one submission. It lives below the app because both
 * sides use it: the entry, which holds, and the forms (`SubmitForm`, `useTypedBeforeHydration`), which send.
 */
let held: { formId: string; end: () => void } | undefined;

/** The entry holds a submission of the form `formId`. */
export function holdSubmission(formId: string, end: () => void): void {
  held = { formId, end };
}

/**
 * True once, for the form `formId` whose submission the entry holds: it is no longer held, its notice goes,
 * and the caller (the form's component, once its machine has what was typed) sends it through the machine
 * now. The form is known by its id, not as an element: the app may have replaced the prerendered one.
 */
export function takeHeldSubmission(formId: string | undefined): boolean {
  if (formId === undefined || held?.formId !== formId) return false;
  dropHeldSubmission();
  return true;
}

/** A held submission, if any, is not sent by the app (see where it is called): its notice goes. */
export function dropHeldSubmission(): void {
  const end = held?.end;
  held = undefined;
  end?.();
}
