import * as v from 'valibot';

/**
 * Text rules every endpoint shares: no NUL or other control characters anywhere (they are refused with a
 * 400, never stored), single-line fields also refuse CR/LF (they end up in mail headers, ASVS 1.3.11).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused.
const CONTROL_EXCEPT_NEWLINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused.
const ANY_CONTROL = /[\u0000-\u001f\u007f]/;

export const textMessages = {
  controlCharacters: 'Text must not contain control characters.',
  singleLine: 'This field must be on one line.',
} as const;

/** A missing key reads like an empty value, so it gets the field's "required" message too. */
const text = (required: string) => v.optional(v.string(required), '');

/** Trimmed, non-empty text of at most `max` characters; line breaks allowed. */
export function requiredText(max: number, messages: { required: string; tooLong: string }) {
  return v.pipe(
    text(messages.required),
    v.check((value) => !CONTROL_EXCEPT_NEWLINES.test(value), textMessages.controlCharacters),
    v.trim(),
    v.nonEmpty(messages.required),
    v.maxLength(max, messages.tooLong),
  );
}

/** Trimmed, non-empty, single-line text of at most `max` characters. */
export function requiredLine(
  max: number,
  messages: { required: string; tooLong: string; singleLine?: string },
) {
  return v.pipe(
    text(messages.required),
    v.check((value) => !ANY_CONTROL.test(value), messages.singleLine ?? textMessages.singleLine),
    v.trim(),
    v.nonEmpty(messages.required),
    v.maxLength(max, messages.tooLong),
  );
}
