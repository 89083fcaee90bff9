import { lazy, Suspense } from 'react';

const LazyNotFoundPage = lazy(() =>
  import('./not-found-page').then((module) => ({ default: module.NotFoundPage })),
);

/** The not-found page, in a chunk of its own: few visits need it, so the entry chunk every page loads does not carry it. */
export function NotFoundPage() {
  return (
    <Suspense fallback={null}>
      <LazyNotFoundPage />
    </Suspense>
  );
}
