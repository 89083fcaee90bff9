import { useRouter } from '@tanstack/react-router';

/**
 * This page's path, without its query: the `action` of a form the app sends itself. The browser uses it
 * only if it ever sends the form on its own (before or without the scripts), and then posts there, so no
 * field ever goes into an address. Outside a router (a component's own test) the site's root.
 */
export function usePagePath(): string {
  const router = useRouter({ warn: false }) as ReturnType<typeof useRouter> | undefined;
  return router?.state.location.pathname ?? '/';
}
