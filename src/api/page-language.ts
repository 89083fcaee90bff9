import { isLanguage, type Language, SOURCE_LANGUAGE } from '@contracts/languages';

/** The page's language as the page states it (`<html lang>`), which calls send where the server needs it. */
export function pageLanguageOfDocument(): Language {
  const language = globalThis.document?.documentElement.lang;
  return isLanguage(language) ? language : SOURCE_LANGUAGE;
}
