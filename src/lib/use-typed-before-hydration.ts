import { useEffect, useState } from 'react';
import { takeHeldSubmission } from './held-submit';

/** A field's text or chosen option, or a checkbox's state. */
export type TypedValue = string | boolean;

/**
 * The named fields of a form whose value differs from the one they were rendered with (`defaultValue`,
 * `defaultChecked`, `defaultSelected`): what the visitor changed that the app has not seen.
 */
export function changedFields(form: HTMLFormElement): [string, TypedValue][] {
  const changed: [string, TypedValue][] = [];
  for (const field of Array.from(form.elements)) {
    if (field instanceof HTMLInputElement && field.name) {
      const checkable = field.type === 'checkbox' || field.type === 'radio';
      if (checkable && field.checked !== field.defaultChecked) changed.push([field.name, field.checked]);
      if (!checkable && field.value !== field.defaultValue) changed.push([field.name, field.value]);
    } else if (field instanceof HTMLTextAreaElement && field.name) {
      if (field.value !== field.defaultValue) changed.push([field.name, field.value]);
    } else if (field instanceof HTMLSelectElement && field.name) {
      if (field.selectedOptions[0]?.defaultSelected === false) changed.push([field.name, field.value]);
    }
  }
  return changed;
}

/** The prerendered form `id` as the app's first render finds it, with what was typed into it. */
function prerenderedForm(id: string): { form: HTMLFormElement; typed: [string, TypedValue][] } | undefined {
  // The build's prerender has no document (nor its element classes).
  if (typeof document === 'undefined') return undefined;
  const form = document.getElementById(id);
  return form instanceof HTMLFormElement ? { form, typed: changedFields(form) } : undefined;
}

/**
 * What was typed into the prerendered form `id` before the page's scripts took over is in its fields but
 * not in its machine: React hydrates a controlled field without reading it, and the field's next render
 * writes the machine's empty value over it. Right after hydration (before any later render: React runs
 * pending effects first) each such field is handed to `onTyped`, which sends the machine its change event,
 * so the text stays and is what gets sent. Later typing reaches the machine through the fields' own
 * handlers. The form is also read on the app's first render: where the app renders it anew instead of
 * hydrating it (its HTML did not match), the prerendered one, with the text, is gone by the effect.
 * Then, if the entry held a submission of this form while the scripts loaded, `onHeldSubmit` sends it,
 * once: the machine has what was typed by then.
 */
export function useTypedBeforeHydration(
  id: string,
  onTyped: (name: string, value: TypedValue) => void,
  onHeldSubmit?: () => void,
): void {
  const [atFirstRender] = useState(() => prerenderedForm(id));
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, when the app takes the form over.
  useEffect(() => {
    const form = document.getElementById(id);
    // The same form, hydrated: read again, with what was typed while it hydrated.
    const typed =
      form instanceof HTMLFormElement && form === atFirstRender?.form
        ? changedFields(form)
        : (atFirstRender?.typed ?? []);
    for (const [name, value] of typed) onTyped(name, value);
    if (onHeldSubmit && takeHeldSubmission(id)) onHeldSubmit();
  }, []);
}
