import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isLanguage, LANGUAGES, type Language, SOURCE_LANGUAGE } from '@contracts/languages';
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';

/**
 * The e-mails' texts in every language: the hand-kept PO catalogs of server/mail/locales (ids are explicit
 * keys such as `mail.otp.subject`), read and compiled once at startup, one Lingui instance per language
 * (never the global one). A text missing from a language's catalog falls back to the English one.
 */

const po = formatter({ explicitIdAsDefault: true });

function readCatalog(language: Language): Record<string, string> {
  const file = fileURLToPath(new URL(`./locales/${language}.po`, import.meta.url));
  const catalog = po.parse(readFileSync(file, 'utf8'), {
    locale: language,
    sourceLocale: SOURCE_LANGUAGE,
    filename: file,
  }) as Record<string, { translation?: string; obsolete?: boolean }>;
  const texts: Record<string, string> = {};
  for (const [id, entry] of Object.entries(catalog)) {
    if (id && !entry.obsolete && entry.translation) texts[id] = entry.translation;
  }
  return texts;
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

/** The ids of the English catalog (the mails' texts). */
export const mailTextIds: readonly string[] = Object.keys(english);
