import { lazy, Suspense } from 'react';

const LazySiteFooter = lazy(() => import('./after-paint').then((module) => ({ default: module.SiteFooter })));

/**
 * The footer, in the layout's after-paint chunk (`after-paint.ts`) that loads right after the entry: it
 * sits below the content, so the first paint does not wait for it and the entry chunk every page loads
 * stays within its budget.
 */
export function SiteFooter() {
  return (
    <Suspense fallback={null}>
      <LazySiteFooter />
    </Suspense>
  );
}
