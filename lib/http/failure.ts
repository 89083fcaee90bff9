import { codeOf, failureCode } from '@contracts/text-codes';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** One field of a 400 validation failure: the field's path, its English message and that message's code. */
export interface CodedFieldError {
  path: string;
  message: string;
  code: string;
}

/** Every API failure's body: a stable `code` (contracts/text-codes.ts) beside the English `message`. */
export interface FailureBody {
  code: string;
  message: string;
  errors?: CodedFieldError[];
}

/** The body of a failure with `message` (and the field errors of a validation failure). */
export function failureBody(
  status: number,
  message: string,
  errors?: readonly { path: string; message: string }[],
): FailureBody {
  const body: FailureBody = { code: failureCode(message, status), message };
  if (errors) {
    body.errors = errors.map((error) => ({
      ...error,
      code: codeOf(error.message) ?? 'http.invalidRequest',
    }));
  }
  return body;
}

/**
 * The one way the API answers a failure: `{ code, message }` (plus `errors` for a validation failure)
 * with `status`, and `headers` (e.g. Retry-After) when given.
 */
export function fail(
  c: Context,
  status: ContentfulStatusCode,
  message: string,
  options: { errors?: readonly { path: string; message: string }[]; headers?: HeadersInit } = {},
): Response {
  const res = c.json(failureBody(status, message, options.errors), status);
  if (options.headers) for (const [key, value] of new Headers(options.headers)) res.headers.set(key, value);
  return res;
}
