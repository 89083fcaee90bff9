import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer.lazy';
import { SiteHeader } from './site-header';
import * as css from './site-layout.css';

/** Header, main landmark and footer around every page. */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <div className={css.page}>
      <a href="#main" className={css.skipLink}>
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className={css.main}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
