import { type Text, textOfMessage } from '@contracts/texts';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** One field of a 400 validation failure: the field's path, its English message, code and values. */
export interface CodedFieldError {
  path: string;
  message: string;
  code: string;
  values?: Readonly<Record<string, string | number>>;
}

/**
 * Every API failure's body: the text's stable `code` (`namespace.key`, docs/api.md) beside its English
 * `message`, the `values` of a template (`{ seconds: 30 }`) and a validation failure's field errors.
 */
export interface FailureBody {
  code: string;
  message: string;
  values?: Readonly<Record<string, string | number>>;
  errors?: CodedFieldError[];
}

/** A field error as a validator reports it: its path and its text (a descriptor, or valibot's message). */
export interface FieldFailure {
  path: string;
  text: Text | string;
}

/**
 * A field error's text: valibot's issue messages are the contracts' English texts (valibot keeps a
 * string), so a field's code is its text's, matched word for word; any other message has
 * `http.invalidRequest`.
 */
export function fieldText(text: Text | string): Text {
  if (typeof text !== 'string') return text;
  return textOfMessage(text) ?? { id: 'http.invalidRequest', message: text };
}

/** The body of a failure with `text` (and the field errors of a validation failure). */
export function failureBody(text: Text, errors?: readonly FieldFailure[]): FailureBody {
  const body: FailureBody = { code: text.id, message: text.message };
  if (text.values) body.values = text.values;
  if (errors) {
    body.errors = errors.map((error) => {
      const { id, message, values } = fieldText(error.text);
      return { path: error.path, message, code: id, ...(values && { values }) };
    });
  }
  return body;
}

/**
 * The one way the API answers a failure: `{ code, message, values? }` (plus `errors` for a validation
 * failure) with `status`, and `headers` (e.g. Retry-After) when given.
 */
export function fail(
  c: Context,
  status: ContentfulStatusCode,
  text: Text,
  options: { errors?: readonly FieldFailure[]; headers?: HeadersInit } = {},
): Response {
  const res = c.json(failureBody(text, options.errors), status);
  if (options.headers) for (const [key, value] of new Headers(options.headers)) res.headers.set(key, value);
  return res;
}
