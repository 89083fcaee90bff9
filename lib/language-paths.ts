import { isLanguage, LANGUAGES, type Language, SOURCE_LANGUAGE } from '@contracts/languages';

/**
 * Every public page has an address per language: English at the specification's paths (`/projects`), the
 * others under their code (`/fr/projects`, `/rw`, `/sw`). Signed-in and admin pages keep one address.
 */
export function languageOfPath(path: string): { language: Language | undefined; rest: string } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(path);
  if (!match || !isLanguage(match[1]) || match[1] === SOURCE_LANGUAGE)
    return { language: undefined, rest: path };
  return { language: match[1], rest: match[2] || '/' };
}

/** The address of the page at `path` (an English address) in `language`. */
export function localizedPath(path: string, language: Language): string {
  if (language === SOURCE_LANGUAGE) return path;
  return path === '/' ? `/${language}` : `/${language}${path}`;
}

/** The page's address in every language, English first. */
export function alternatePaths(path: string): { language: Language; path: string }[] {
  return LANGUAGES.map((language) => ({ language, path: localizedPath(path, language) }));
}
