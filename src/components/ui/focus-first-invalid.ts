/**
 * The action a form machine's `focusFirstError` runs: once the errors are on screen (next tick), focus the
 * first field in error inside the form with this id.
 */
export function focusFirstInvalid(formId: string): () => void {
  return () => {
    setTimeout(() => document.querySelector<HTMLElement>(`#${formId} [aria-invalid="true"]`)?.focus(), 0);
  };
}
