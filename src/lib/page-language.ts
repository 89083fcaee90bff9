import { isLanguage, type Language, SOURCE_LANGUAGE } from '@contracts/languages';
import { i18n } from '@lingui/core';

/**
 * The page's language: Lingui's active one (English before any is active). It is the one source: only
 * activateLanguage (src/i18n/catalogs.ts) changes it, and it writes `<html lang>` from it. It lives here,
 * not in src/i18n, so that calls (src/api), which must not import src/i18n, read the same value.
 */
export function pageLanguage(): Language {
  const active = i18n.locale;
  return isLanguage(active) ? active : SOURCE_LANGUAGE;
}

/**
 * The locale `Intl` writes a language's numbers, dates and times in. Node's ICU has Kinyarwanda's data and
 * browsers' do not (Chromium answers in American English: "Mar 5, 2026", "10:00 AM"), so a page prerendered
 * in Kinyarwanda would not match its hydration, and a browser would write English words into it.
 * Kinyarwanda pages take the conventions of French, Rwanda's other official language, whose data every
 * runtime has: day/month/year dates, 24-hour times, "12 345,5" (and French month names where a view
 * writes a month's name). The catalogs' messages format their numbers in it too (catalogs.ts).
 */
export function formatLocale(language: string): string {
  return language === 'rw' ? 'fr' : language;
}
