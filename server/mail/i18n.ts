import { fileURLToPath } from 'node:url';
import { isLanguage, LANGUAGES, type Language, SOURCE_LANGUAGE } from '@contracts/languages';
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { readPoTexts } from '../po-catalog';

/**
 * The e-mails' texts in every language: the hand-kept PO catalogs of server/mail/locales (ids are explicit
 * keys such as `mail.otp.subject`), read and compiled once at startup, one Lingui instance per language
 * (never the global one). A text missing from a language's catalog falls back to the English one.
 */

function readCatalog(language: Language): Record<string, string> {
  return readPoTexts(fileURLToPath(new URL(`./locales/${language}.po`, import.meta.url)), language);
}

const english = readCatalog(SOURCE_LANGUAGE);

function compiled(language: Language): Messages {
  const texts = { ...english, ...(language === SOURCE_LANGUAGE ? {} : readCatalog(language)) };
  return Object.fromEntries(Object.entries(texts).map(([id, text]) => [id, compileMessage(text)]));
}

const instances = new Map<Language, I18n>(
  LANGUAGES.map((language) => [
    language,
    setupI18n({ locale: language, messages: { [language]: compiled(language) } }),
  ]),
);

/** The mail texts' Lingui instance of `language` (English for anything the site does not speak). */
export function mailI18n(language: string | null | undefined): I18n {
  return instances.get(isLanguage(language) ? language : SOURCE_LANGUAGE) as I18n;
}
