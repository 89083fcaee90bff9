import { lazy } from 'react';

/**
 * The header's signed-in part, in the layout's after-paint chunk (`after-paint.ts`) that loads with the
 * session actor, so the entry chunk every page loads does not grow: until it is there, the header shows
 * 'Sign In'.
 */
const load = () => import('./after-paint');

export const DesktopAccount = lazy(() => load().then((module) => ({ default: module.DesktopAccount })));

export const MobileAccount = lazy(() => load().then((module) => ({ default: module.MobileAccount })));
