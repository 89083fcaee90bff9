import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, type Language } from '@contracts/languages';
import { textOfMessage } from '@contracts/texts';
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { readPoTexts } from '../po-catalog';

/**
 * The texts of the server's answers to forms posted without scripts, in the page's language: the forms' own
 * validation and failure messages (the contracts' source texts), whose translations the web app's `texts`
 * catalog holds, read from `src/locales/<language>/texts.po` as data (no module of src/ is imported); and
 * what only these answers say (`pageFormAnswers`), from this folder's hand-kept `locales/<language>.po`.
 * Both are read once, on first use, and compiled as the mails' catalogs are (server/mail/i18n.ts). A text
 * no catalog translates is answered as written.
 */

function readCatalog(file: string, language: Language): Messages {
  if (!existsSync(file)) return {};
  const texts = readPoTexts(file, language);
  return Object.fromEntries(Object.entries(texts).map(([id, text]) => [id, compileMessage(text)]));
}

const catalogFiles = (language: Language) => [
  fileURLToPath(new URL(`../../src/locales/${language}/texts.po`, import.meta.url)),
  fileURLToPath(new URL(`./locales/${language}.po`, import.meta.url)),
];

function messagesOf(language: Language): Messages {
  return Object.assign({}, ...catalogFiles(language).map((file) => readCatalog(file, language)));
}

let instances: Map<Language, I18n> | undefined;

/** The Lingui instance (never the global one) of `language`'s texts. */
function textsI18n(language: Language): I18n {
  instances ??= new Map(
    LANGUAGES.map((each) => [each, setupI18n({ locale: each, messages: { [each]: messagesOf(each) } })]),
  );
  return instances.get(language) as I18n;
}

/**
 * `text` (a source text, or an ICU template of one with its `values`) in `language`: its translation, or
 * the text itself when the catalog has none. This folder's answers are keyed by their English; a contract's
 * text is keyed by its code in the `texts` catalog, found from its English (`textOfMessage`).
 */
export function pageText(language: Language, text: string, values?: Record<string, unknown>): string {
  const i18n = textsI18n(language);
  const id = i18n.messages[text] === undefined ? textOfMessage(text)?.id : text;
  return id === undefined || i18n.messages[id] === undefined ? text : i18n._(id, values);
}
