import { STILL_LOADING_ATTRIBUTE } from '@contracts/page-forms';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { loadCatalogs } from '@/i18n/catalogs';
import { LanguageOffer } from '@/i18n/language-offer.lazy';
import { SiteFooter } from './site-footer.lazy';
import { SiteHeader } from './site-header';
import * as css from './site-layout.css';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/**
 * Header, main landmark and footer around every page; a first visit is offered its browser's language. The
 * page carries, in its language, the notice the entry shows for a form sent before the app has started.
 */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const stillLoading = t`The page is still loading — your text is kept. Send it again once the page has loaded.`;
  return (
    <div className={css.page} {...{ [STILL_LOADING_ATTRIBUTE]: stillLoading }}>
      <a href="#main" className={css.skipLink}>
        <Trans>Skip to content</Trans>
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className={css.main}>
        {children}
      </main>
      <SiteFooter />
      <LanguageOffer />
    </div>
  );
}
