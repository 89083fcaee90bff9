import { useLingui } from '@lingui/react';
import { lazy, Suspense } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { offeredLanguage } from './page-language';

const LazyLanguageOffer = lazy(() =>
  import('./language-offer').then((module) => ({ default: module.LanguageOffer })),
);

/**
 * The first visit's language offer. It never shows in the first HTML; once the page has hydrated, its code
 * is fetched only when there is a language to offer.
 */
export function LanguageOffer() {
  const { i18n } = useLingui();
  const hydrated = useHydrated();
  const offered = hydrated ? offeredLanguage(i18n.locale) : undefined;
  if (!offered) return null;
  return (
    <Suspense fallback={null}>
      <LazyLanguageOffer offered={offered} />
    </Suspense>
  );
}
