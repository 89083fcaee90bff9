import { codeOf } from '@contracts/text-codes';
import { expect } from 'vitest';

/**
 * An API failure's body as the tests expect it: the English `message` and its stable `code`
 * (contracts/text-codes.ts; a message that is no contract text has its status's `http.*` code).
 */
export function failureWith(message: string) {
  return { code: codeOf(message) ?? expect.stringMatching(/^http\.[a-zA-Z]+$/), message };
}
