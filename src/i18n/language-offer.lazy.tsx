import { lazy, Suspense } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

const LazyLanguageOffer = lazy(() =>
  import('./language-offer').then((module) => ({ default: module.LanguageOffer })),
);

/** The first visit's language offer, loaded once the page has hydrated (it never shows in the first HTML). */
export function LanguageOffer() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <LazyLanguageOffer />
    </Suspense>
  );
}
