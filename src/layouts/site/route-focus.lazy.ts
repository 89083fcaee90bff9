import { lazy } from 'react';

/**
 * Focus and announcement after a client-side navigation, in the layout's after-paint chunk
 * (`after-paint.ts`): it only acts from the second page on, so the entry chunk every page loads does not
 * carry it.
 */
export const RouteFocus = lazy(() =>
  import('./after-paint').then((module) => ({ default: module.RouteFocus })),
);
