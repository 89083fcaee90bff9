import { type AnyRoute, type AnyRouter, createRouter, type RouterHistory } from '@tanstack/react-router';
import { languageRewrite } from '@/i18n/route-language';
import { NotFoundPage } from '@/layouts/site/not-found-page.lazy';
import { routeTree } from '@/routeTree.gen';
import type { AuthActorOverrides } from '@/session/auth-actors';
import { createAuthContext } from '@/session/auth-context';

/**
 * The navigation to an app path (`/otp?redirect=…`, the session's destinations) as a `to`: the router then
 * writes it at its address in the page's language (`/fr/otp` from `/fr/login`). As an `href` it would be
 * read as a public address, and one without a language prefix is the English page.
 */
function goTo(router: AnyRouter, path: string) {
  const url = new URL(path, 'http://app.invalid');
  void router.navigate({
    to: url.pathname,
    search: router.options.parseSearch(url.search),
    hash: url.hash.slice(1) || undefined,
  });
}

/**
 * Builds the app's router with its context (loaders of the session and sign-in actors, each created once).
 * Tests and the build's prerender pass a memory history; tests may replace the actors' network calls. The
 * prerender turns scroll restoration off: on the server it renders an inline script (which the
 * Content-Security-Policy blocks) that the browser's own render does not have.
 */
export function createAppRouter(
  options: { history?: RouterHistory; actors?: AuthActorOverrides; prerender?: boolean } = {},
) {
  let router: ReturnType<typeof build> | undefined;
  // The language rewrite asks the router which layout a path is under (set once the router exists).
  let matchedRoutes: (path: string) => readonly AnyRoute[] = () => [];
  const context = createAuthContext(
    {
      go: (href) => router && goTo(router, href),
      recheck: () => void router?.invalidate(),
    },
    options.actors,
  );
  function build() {
    return createRouter({
      routeTree,
      context,
      history: options.history,
      defaultPreload: 'intent',
      scrollRestoration: !options.prerender,
      defaultNotFoundComponent: NotFoundPage,
      rewrite: languageRewrite((path) => matchedRoutes(path)),
    });
  }
  router = build();
  keepTrailingBlanks(router);
  const built = router;
  matchedRoutes = (path) => built.getMatchedRoutes(path)[0];
  return router;
}

/**
 * With a rewrite (the language prefix), the router writes each location it builds through `new URL(path)`,
 * and the URL parser drops blanks at the end of a path: the redirect to the canonical address at the start
 * would take `/resources-room/categories/%20` (a blank subcategory: the default one's results) to
 * `/resources-room/categories/` (the categories page), and a link to it would lose them too. The address
 * keeps them, encoded, as the router writes them when it has no rewrite.
 */
function keepTrailingBlanks(router: AnyRouter) {
  const buildLocation = router.buildLocation;
  router.buildLocation = ((options) => {
    const location = buildLocation(options);
    const blanks = /\s+$/.exec(location.pathname)?.[0];
    if (!blanks || location.searchStr || location.hash) return location;
    const encoded = blanks.replace(/./gs, encodeURIComponent);
    const kept = (href: string) => (href.endsWith(encoded) ? href : href + encoded);
    return { ...location, href: kept(location.href), publicHref: kept(location.publicHref) };
  }) as typeof buildLocation;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
