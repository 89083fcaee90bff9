import { type Text, textOfMessage } from '@contracts/texts';
import { expect } from 'vitest';

/**
 * An API failure's body as the tests expect it: the English `message` and its stable `code` (a
 * descriptor's id; for an English text, the code of the contracts' text written so; a message that is no
 * contract text has its status's `http.*` code), and a template's `values`.
 */
export function failureWith(text: string | Text) {
  if (typeof text !== 'string')
    return { code: text.id, message: text.message, ...(text.values && { values: text.values }) };
  return { code: textOfMessage(text)?.id ?? expect.stringMatching(/^http\.[a-zA-Z]+$/), message: text };
}
