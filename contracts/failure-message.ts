import { isApiFailure } from './api-failure';
import { defineTexts, type Text, textOfMessage } from './texts';

/** The texts a screen shows for each way a call can fail (the spec gives them per screen). */
export interface FailureTexts {
  /** A non-2xx answer without a `message` of its own. */
  http: TextLike | ((status: number) => TextLike);
  /** No answer: network failure or the 15 s timeout. */
  network: TextLike;
  /** A 2xx that was not the JSON the contract describes, or any other Error. */
  unexpected: TextLike;
  /** Something thrown that is not an Error at all. Defaults to `unexpected`. */
  unknown?: TextLike;
}

/** A screen's text: a descriptor, or (until its machine hands descriptors) a text of a `defineTexts` object. */
type TextLike = Text | string;

/** A screen's text as a descriptor (an English text of a `defineTexts` object has that text's code). */
function asText(text: TextLike): Text {
  return typeof text === 'string' ? (textOfMessage(text) ?? { id: text, message: text }) : text;
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
          return code ? { id: code, message, ...(values && { values }) } : asText(message);
        }
        return asText(typeof texts.http === 'function' ? texts.http(error.status) : texts.http);
      case 'network':
      case 'timeout':
        return asText(texts.network);
      default:
        return asText(texts.unexpected);
    }
  }
  if (error instanceof Error) return asText(texts.unexpected);
  return asText(texts.unknown ?? texts.unexpected);
}

/** failureText's English (for machines that still hand English to views). */
export function failureMessage(error: unknown, texts: FailureTexts): string {
  return failureText(error, texts).message;
}

/** True for an HTTP answer with this status. */
export function hasStatus(error: unknown, status: number): boolean {
  return isApiFailure(error) && error.kind === 'http' && error.status === status;
}
