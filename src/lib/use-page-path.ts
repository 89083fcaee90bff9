import { languageOfPath, localizedPath } from '@lib/language-paths';
import { useRouter } from '@tanstack/react-router';

/**
 * This page's path as the address bar shows it (a public page's language prefix kept: `/fr/login`), without
 * its query: the `action` of a form the app sends itself. The browser uses it only if it ever sends the form
 * on its own (before or without the scripts), and then posts there, so no field ever goes into an address
 * and the server answers in the page's language. Outside a router (a component's own test) the site's root.
 */
export function usePagePath(): string {
  const router = useRouter({ warn: false }) as ReturnType<typeof useRouter> | undefined;
  const location = router?.state.location;
  if (!location) return '/';
  return location.publicHref?.split(/[?#]/)[0] || location.pathname;
}

/**
 * Where a form of this page posts: `path` (a public page's English address, `/login`) in this page's
 * language (`/fr/login` on a French page), else this page's own path.
 */
export function useFormAction(path: string | undefined): string {
  const pagePath = usePagePath();
  if (path === undefined) return pagePath;
  const { language } = languageOfPath(pagePath);
  return language ? localizedPath(path, language) : path;
}
