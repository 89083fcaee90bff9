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
