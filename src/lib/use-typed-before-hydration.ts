import { type RefObject, useEffect } from 'react';

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

/**
 * What was typed into a prerendered form before the page's scripts took over is in its fields but not in
 * its machine: React hydrates a controlled field without reading it, and the field's next render writes the
 * machine's empty value over it. Right after hydration (before any later render: React runs pending
 * effects first) each such field is handed to `onTyped`, which sends the machine its change event, so the
 * text stays and is what gets sent. Later typing reaches the machine through the fields' own handlers.
 */
export function useTypedBeforeHydration(
  form: RefObject<HTMLFormElement | null>,
  onTyped: (name: string, value: TypedValue) => void,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, when the app takes the form over.
  useEffect(() => {
    if (!form.current) return;
    for (const [name, value] of changedFields(form.current)) onTyped(name, value);
  }, []);
}
