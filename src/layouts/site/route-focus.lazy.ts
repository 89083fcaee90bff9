import { lazy } from 'react';

/**
 * Focus and announcement after a client-side navigation, in a chunk of its own: it only acts from the
 * second page on, so it loads after start instead of growing the entry chunk every page loads.
 */
export const RouteFocus = lazy(() =>
  import('./route-focus').then((module) => ({ default: module.RouteFocus })),
);
