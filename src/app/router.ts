import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { NotFoundPage } from '@/features/layout/not-found-page';
import { routeTree } from '@/routeTree.gen';

/** Builds the app's router; tests pass a memory history. */
export function createAppRouter(options: { history?: RouterHistory } = {}) {
  return createRouter({
    routeTree,
    history: options.history,
    defaultPreload: 'intent',
    scrollRestoration: true,
    defaultNotFoundComponent: NotFoundPage,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
