import { httpMessages } from '@contracts/text-codes';
import { toFieldErrors } from '@contracts/users';
import { vValidator } from '@hono/valibot-validator';
import type * as v from 'valibot';
import { fail } from './failure';

/**
 * Validates a request part with its shared valibot schema; a failure answers 400 `{ message, errors }`
 * with one `{ path, message }` per field. `message` is the screen's banner when it has one, else the
 * first field's message. (The app answers 413, 415 and malformed JSON before this runs.)
 */
export function validate<T extends v.GenericSchema>(
  target: 'json' | 'query' | 'param',
  schema: T,
  message?: string,
) {
  return vValidator(target, schema, (result, c) => {
    if (result.success) return;
    const errors = toFieldErrors(result.issues);
    return fail(c, 400, message || errors[0]?.message || httpMessages.invalidRequest, {
      errors,
    });
  });
}
