import type { Language } from '@contracts/languages';
import { SITE_ORIGIN_MARKER } from '@lib/app-routes';
import { alternatePaths } from '@lib/language-paths';

/**
 * The page's language on <html>, and its address in every language (`hreflang`, English as the default)
 * as absolute links: the server writes its origin in place of the marker.
 */
export function languageHead(template: string, englishPath: string, language: Language): string {
  const alternates = [
    ...alternatePaths(englishPath).map(({ language, path }) => ({ hreflang: language, path })),
    { hreflang: 'x-default', path: englishPath },
  ]
    .map(
      ({ hreflang, path }) =>
        `<link rel="alternate" hreflang="${hreflang}" href="${SITE_ORIGIN_MARKER}${path}">`,
    )
    .join('');
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace('</head>', `${alternates}</head>`);
}
