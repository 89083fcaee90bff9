import { type Language, SOURCE_LANGUAGE } from '@contracts/languages';
import { languageOfPath, localizedPath } from '@lib/language-paths';
import type { AnyRoute, LocationRewrite } from '@tanstack/react-router';
import { activateLanguage } from './catalogs';
import { chosenLanguage, rememberLanguage } from './page-language';

/** Signed-in and admin pages: one address in every language (the layouts' route ids). */
const SIGNED_IN_LAYOUTS = new Set(['/_member', '/_admin']);

/**
 * The language of the page at the current address: its prefix on a public page (none: English), the
 * visitor's choice on a signed-in page. Links to public pages are written in it.
 */
let addressLanguage: Language = SOURCE_LANGUAGE;

/** A switch on a signed-in page (no address to change) still changes the language of its links. */
export function setLinkLanguage(language: Language): void {
  addressLanguage = language;
}

/**
 * The router reads `/fr/projects` as `/projects` and writes the page's language back into the addresses
 * of public pages (links, navigation), so the route tree has one route per page for every language.
 */
export function languageRewrite(matchedRoutes: (path: string) => readonly AnyRoute[]): LocationRewrite {
  const signedIn = (path: string) => matchedRoutes(path).some((route) => SIGNED_IN_LAYOUTS.has(route.id));
  return {
    input: ({ url }) => {
      const { language, rest } = languageOfPath(url.pathname);
      url.pathname = rest;
      addressLanguage =
        language ?? (signedIn(rest) ? (chosenLanguage() ?? SOURCE_LANGUAGE) : SOURCE_LANGUAGE);
      return url;
    },
    output: ({ url }) => {
      if (!signedIn(url.pathname)) url.pathname = localizedPath(url.pathname, addressLanguage);
      return url;
    },
  };
}

/**
 * The language of a public page is its address's; reading a page in a language keeps that choice. A
 * preload (a link hovered) is not the page: it changes nothing.
 */
export async function applyPublicPageLanguage({
  location,
  preload,
}: {
  location: { publicHref: string };
  preload: boolean;
}) {
  if (preload) return;
  const path = location.publicHref.split(/[?#]/)[0] ?? '/';
  const { language } = languageOfPath(path);
  if (language) rememberLanguage(language);
  await activateLanguage(language ?? SOURCE_LANGUAGE);
}

/**
 * Signed-in pages follow the visitor's choice; a browser with none takes the signed-in account's language
 * (`accountLanguage`, asked only then), which becomes its choice; else English. The browser's own choice
 * wins over the account's (a switch there saves it on the account). A preload changes nothing.
 */
async function applyChosenLanguage({
  preload,
  accountLanguage,
}: {
  preload: boolean;
  accountLanguage: () => Promise<Language | undefined>;
}): Promise<Language> {
  let language = chosenLanguage();
  if (!language && !preload) {
    language = await accountLanguage().catch(() => undefined);
    if (language) {
      rememberLanguage(language);
      setLinkLanguage(language);
    }
  }
  language ??= SOURCE_LANGUAGE;
  if (!preload) await activateLanguage(language);
  return language;
}

/**
 * A signed-in layout's `beforeLoad`: its guard (whose answer is the route's context) and, at the same time,
 * the page in the visitor's chosen language, else the language of the account the guard let in.
 */
export async function guardedInChosenLanguage<Guarded>(
  guard: Promise<Guarded>,
  preload: boolean,
  accountLanguage: (guarded: Guarded) => Promise<Language | undefined>,
): Promise<Guarded> {
  const [, guarded] = await Promise.all([
    applyChosenLanguage({ preload, accountLanguage: async () => accountLanguage(await guard) }),
    guard,
  ]);
  return guarded;
}
