import { httpMessages } from '@contracts/text-codes';
import { type Text, textsOf } from '@contracts/texts';
import { toFieldErrors } from '@contracts/users';
import { vValidator } from '@hono/valibot-validator';
import type * as v from 'valibot';
import { fail, fieldText } from './failure';

/**
 * Validates a request part with its shared valibot schema; a failure answers 400 `{ message, errors }`
 * with one `{ path, message }` per field. `message` is the screen's banner when it has one, else the
 * first field's message. (The app answers 413, 415 and malformed JSON before this runs.)
 */
export function validate<T extends v.GenericSchema>(
  target: 'json' | 'query' | 'param',
  schema: T,
  text?: Text,
) {
  return vValidator(target, schema, (result, c) => {
    if (result.success) return;
    const errors = toFieldErrors(result.issues);
    const first = errors[0];
    return fail(c, 400, text ?? (first ? fieldText(first.message) : textsOf(httpMessages).invalidRequest), {
      errors: errors.map(({ path, message }) => ({ path, text: message })),
    });
  });
}
