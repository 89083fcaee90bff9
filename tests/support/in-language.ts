import { readFileSync } from 'node:fs';
import type { Text } from '@contracts/texts';
import { i18n } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import PO from 'pofile';
import { translateSourceText } from '@/i18n/texts';

type Values = Record<string, unknown>;

/**
 * The code of each machine's or contract's source text by its English (templates as their ICU source), read
 * from the English `texts` catalog, where `npm run i18n:extract` writes every `defineTexts` entry.
 */
const codeByEnglish = new Map(
  PO.parse(readFileSync('src/locales/en/texts.po', 'utf8')).items.map((item) => [item.msgstr[0], item.msgid]),
);

/** `{name}` placeholders filled in from `values` (a text no catalog has shows as written, filled in). */
function fillIn(text: string, values?: Values): string {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}

/**
 * The catalog entry that translates an English text in the active language: a view's own message (its id is
 * the hash of the English text, `generateMessageId`) or a machine's or contract's source text (the `texts`
 * catalog, keyed by the text's code). Undefined when no loaded catalog has it.
 */
export function catalogIdOf(english: string): string | undefined {
  const { messages } = i18n;
  const id = generateMessageId(english);
  if (Object.hasOwn(messages, id)) return id;
  const code = codeByEnglish.get(english);
  if (code !== undefined && Object.hasOwn(messages, code)) return code;
  return undefined;
}

/**
 * What the page shows for an English text in the active language (`activateLanguage` from
 * '@/i18n/catalogs'): its translation from the loaded catalogs, ICU placeholders filled in from `values`;
 * the English itself when no catalog has it (a text the page shows as written).
 *
 * ```ts
 * screen.getByRole('button', { name: inLanguage('Login') });
 * screen.getByText(inLanguage('You can ask for another code {seconds} seconds after the last one.', { seconds: 60 }));
 * ```
 *
 * A descriptor (`{ id, message, values }`, what a machine keeps of a failure) is translated by its code.
 */
export function inLanguage(english: Text | string, values?: Values): string {
  // A machine's descriptor (a failure the server named by its code): translated by its code.
  if (typeof english !== 'string') return translateSourceText(i18n, english);
  const id = catalogIdOf(english);
  if (id !== undefined) return i18n._(id, values);
  // A text a machine built from a template (`Registration failed (Status: 500)`).
  return values ? fillIn(english, values) : translateSourceText(i18n, english);
}

/** Whether the active language's catalogs translate the English text (an English page always does). */
export function isTranslated(english: string): boolean {
  return i18n.locale === 'en' || catalogIdOf(english) !== undefined;
}
