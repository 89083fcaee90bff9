import { isApiFailure } from '@contracts/api-failure';
import type { Text } from '@contracts/texts';
import * as v from 'valibot';

/**
 * The one shape of every form's machine. Its context holds `values` (one per field), `fieldErrors` (the
 * first rule each field breaks, shown under it) and `error` (why the last submit failed, shown above the
 * buttons); it takes `{ type: 'field.change', field, value }` and `{ type: 'form.submit' }`; a submit with
 * field errors stays and moves focus to the first (the view's `focusFirstError`). The rules are the form's
 * valibot contract, the same the server checks.
 */

/** The message under each field that breaks a rule; a field with none is absent. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** The form's part of a machine's context. */
export interface FormFields<Values extends Record<string, unknown>> {
  values: Values;
  fieldErrors: FieldErrors<Extract<keyof Values, string>>;
  /** Why the last submit failed (the server's text by its code, or a network failure's text). */
  error: Text | string | undefined;
}

/** What a form's view sends. */
export type FormFieldEvent<Values extends Record<string, unknown>> =
  | {
      [Field in Extract<keyof Values, string>]: { type: 'field.change'; field: Field; value: Values[Field] };
    }[Extract<keyof Values, string>]
  | { type: 'form.submit' };

/** One field's change, as `field.change` carries it. */
export type FieldChangeEvent<Values extends Record<string, unknown>> = Extract<
  FormFieldEvent<Values>,
  { type: 'field.change' }
>;

/**
 * The `field.change` for a field the page names (a prerendered form's control handed over by its name),
 * built by the form's machine file from its values: undefined for a name that is none of the form's
 * fields, or for a value of another type than the field's (a text for a checkbox).
 */
export function fieldChangeOf<Values extends Record<string, unknown>>(values: Values) {
  return (name: string, value: unknown): FieldChangeEvent<Values> | undefined =>
    Object.hasOwn(values, name) && typeof value === typeof values[name]
      ? ({ type: 'field.change', field: name, value } as FieldChangeEvent<Values>)
      : undefined;
}

/** The field a dot path names ('email', or 'email.x' for a nested rule), if it is one of the form's. */
function fieldOf<Field extends string>(path: string, fields: readonly Field[]): Field | undefined {
  const head = path.split('.')[0] ?? '';
  return fields.find((field) => field === head);
}

/** The first message per field among `{ path, message }` pairs; paths of no field are dropped. */
function fieldErrorsFrom<Field extends string>(
  list: readonly { path: string; message: string }[],
  fields: readonly Field[],
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const { path, message } of list) {
    const field = fieldOf(path, fields);
    if (field && !errors[field]) errors[field] = message;
  }
  return errors;
}

/** The contract's rules the values break, one message per field (the first each breaks). */
export function fieldErrorsOf<Values extends Record<string, unknown>>(
  schema: v.GenericSchema<unknown, unknown>,
  values: Values,
): FieldErrors<Extract<keyof Values, string>> {
  const result = v.safeParse(schema, values);
  if (result.success) return {};
  const fields = Object.keys(values) as Extract<keyof Values, string>[];
  return fieldErrorsFrom(
    result.issues.map((issue) => ({ path: v.getDotPath(issue) ?? '', message: issue.message })),
    fields,
  );
}

/** The field errors a failed submit's answer carries (`errors: [{ path, message }]` of a 400), if any. */
export function serverFieldErrors<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): FieldErrors<Field> {
  if (!isApiFailure(error) || error.kind !== 'http' || !error.errors) return {};
  return fieldErrorsFrom(error.errors, fields);
}

/** The record without one key: a changed field's message goes away until the next submit. */
export function without<Fields extends object>(record: Fields, key: string): Fields {
  const { [key]: _, ...rest } = record as Record<string, unknown>;
  return rest as Fields;
}

/** A form's values and errors after one field changed: its new value, its message gone until the next submit. */
export function withFieldChange<Values extends Record<string, unknown>>(
  form: { values: Values; fieldErrors: FieldErrors<Extract<keyof Values, string>> },
  change: { field: string; value: unknown },
) {
  return {
    values: { ...form.values, [change.field]: change.value } as Values,
    fieldErrors: without(form.fieldErrors, change.field),
  };
}

const failureOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

/**
 * A refused submit's transitions, back to `target`: the server's field errors under their fields when its
 * answer has some (guard `hasServerFieldErrors`, action `assignServerFieldErrors`), else its message above the
 * buttons (`assignFailure`). The form's machine implements the three with its own fields and texts.
 */
export function submitRefused<const Target extends string>(target: Target) {
  return [
    {
      guard: { type: 'hasServerFieldErrors' as const, params: failureOf },
      target,
      actions: { type: 'assignServerFieldErrors' as const, params: failureOf },
    },
    { target, actions: { type: 'assignFailure' as const, params: failureOf } },
  ];
}
