import { isApiFailure } from './api-failure';
import { defineTexts, type Text, textOfMessage } from './texts';

/** The texts a screen shows for each way a call can fail (the spec gives them per screen). */
export interface FailureTexts {
  /** A non-2xx answer without a `message` of its own. */
  http: Text | ((status: number) => Text);
  /** No answer: network failure or the 15 s timeout. */
  network: Text;
  /** A 2xx that was not the JSON the contract describes, or any other Error. */
  unexpected: Text;
  /** Something thrown that is not an Error at all. Defaults to `unexpected`. */
  unknown?: Text;
}

/** The texts most screens show when no answer came, or an answer that was not understood. */
export const commonFailureTexts = defineTexts('failures', {
  network: 'Network error. Please check your connection.',
  unexpected: 'An unexpected error occurred.',
});

/**
 * The server's own text when it sent one (429s say when to retry): `{ id: code, message, values }`, so a
 * view translates it by its code; else the screen's text.
 */
export function failureText(error: unknown, texts: FailureTexts): Text {
  if (isApiFailure(error)) {
    switch (error.kind) {
      case 'http':
        if (error.message) {
          const { message, code, values } = error;
          return code
            ? { id: code, message, ...(values && { values }) }
            : (textOfMessage(message) ?? { id: message, message });
        }
        return typeof texts.http === 'function' ? texts.http(error.status) : texts.http;
      case 'network':
      case 'timeout':
        return texts.network;
      default:
        return texts.unexpected;
    }
  }
  if (error instanceof Error) return texts.unexpected;
  return texts.unknown ?? texts.unexpected;
}

/** True for an HTTP answer with this status. */
export function hasStatus(error: unknown, status: number): boolean {
  return isApiFailure(error) && error.kind === 'http' && error.status === status;
}
