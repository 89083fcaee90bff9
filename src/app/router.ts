import { type AnyRoute, createRouter, type RouterHistory } from '@tanstack/react-router';
import { inAddressLanguage, languageRewrite } from '@/i18n/route-language';
import { NotFoundPage } from '@/layouts/site/not-found-page.lazy';
import { routeTree } from '@/routeTree.gen';
import type { AuthActorOverrides } from '@/session/auth-actors';
import { createAuthContext } from '@/session/auth-context';

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
      go: (href) => void router?.navigate({ href: inAddressLanguage(href) }),
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
  const built = router;
  matchedRoutes = (path) => built.getMatchedRoutes(path)[0];
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
