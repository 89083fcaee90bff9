import type { Language } from '@contracts/languages';
import { localizedPath } from '@lib/language-paths';
import type { AnyRouter } from '@tanstack/react-router';
import { readStoredAuth } from '@/api/auth-storage';
import { activateLanguage, loadLanguage } from './catalogs';
import { rememberLanguage } from './page-language';
import { setLinkLanguage } from './route-language';

/** Whether the router's current page is a public one (its address carries the language). */
const onPublicPage = (router: AnyRouter) =>
  !router.state.matches.some((match) => match.routeId === '/_member' || match.routeId === '/_admin');

/** A signed-in account keeps the choice too (its e-mails follow it); the save is tried again at the next switch. */
async function saveOnAccount(language: Language): Promise<void> {
  if (readStoredAuth()?.stage !== 'session') return;
  const { saveLanguage } = await import('@/api/save-language');
  await saveLanguage(language).catch(() => undefined);
}

/**
 * Switches the page to `language` where it is, with no reload: the new catalogs load first, then the texts
 * change in one render. A public page moves to its address in that language, whose route activates the
 * language as it loads (so the page does not render twice, once for the texts and once for the address).
 * The choice is kept in the browser and on a signed-in account.
 */
export async function switchLanguage(router: AnyRouter, language: Language): Promise<void> {
  rememberLanguage(language);
  void saveOnAccount(language);
  if (!onPublicPage(router)) {
    await activateLanguage(language);
    setLinkLanguage(language);
    return;
  }
  await loadLanguage(language);
  const { pathname, searchStr, hash } = router.state.location;
  router.history.push(`${localizedPath(pathname, language)}${searchStr}${hash ? `#${hash}` : ''}`);
}

/** The address of the current page in `language` (the switcher's links, before the app has started too). */
export function pageAddressIn(router: AnyRouter, language: Language): string {
  const { pathname, searchStr } = router.state.location;
  return onPublicPage(router)
    ? `${localizedPath(pathname, language)}${searchStr}`
    : `${pathname}${searchStr}`;
}
