import { matchesRoute } from '@lib/app-routes';
import { languageOfPath, localizedPath } from '@lib/language-paths';

/**
 * Which requests the worker may keep, by address. Pure functions, so a test can check them without a
 * worker.
 */

/**
 * The public pages worth reading again offline, as the route tree spells them (`$id` one segment, a final
 * `$` the rest). Not the forms that carry a secret or lead into an account (login, sign-up, the one-time
 * code, password reset), not the member or admin areas; `/offline` is precached instead.
 */
export const SAVED_PAGE_ROUTES: readonly string[] = [
  '/',
  '/members',
  '/members/$id',
  '/projects',
  '/blog',
  '/hire-us',
  '/hub-information',
  '/abouthub',
  '/chatcard',
  '/resources-room',
  '/resources-room/$',
];

/** Whether a navigation to `pathname` (any language's address) may be saved as a public page. */
export function isSavedPagePath(pathname: string): boolean {
  const { rest } = languageOfPath(pathname);
  return SAVED_PAGE_ROUTES.some((route) => matchesRoute(route, rest));
}

/** Whether `pathname` is a public read API whose answer is the same for every visitor. */
export function isPublicApiPath(pathname: string): boolean {
  if (pathname === '/api/members/me' || pathname.startsWith('/api/members/me/')) return false;
  return /^\/api\/(members|projects|resources|blogs)(\/|$)/.test(pathname);
}

/** Whether `pathname` is an uploaded image (`/api/uploads/:id`). */
export function isUploadPath(pathname: string): boolean {
  return /^\/api\/uploads\/[^/]+$/.test(pathname);
}

/** Whether `pathname` is one of the site's own pictures (public/images, not hashed, rarely changed). */
export function isSiteImagePath(pathname: string): boolean {
  return pathname.startsWith('/images/');
}

/** Whether `pathname` belongs to the API (never answered with a page). */
export function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

/** The offline page's path (no query) in the language of the page at `pathname`. */
export function offlinePagePath(pathname: string): string {
  return localizedPath('/offline', languageOfPath(pathname).language ?? 'en');
}

/** The offline page for a navigation to `url` that failed: in its language, naming it in `from`. */
export function offlinePageFor(url: URL): string {
  return `${offlinePagePath(url.pathname)}?from=${encodeURIComponent(url.pathname + url.search)}`;
}
