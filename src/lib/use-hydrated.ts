import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False in the prerender and while a prerendered page hydrates, true from the render after (and at once on
 * a page rendered in the browser only). A part that differs between the build and the visitor (the
 * signed-in header) renders its visitor form until then, so hydration finds the same HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
