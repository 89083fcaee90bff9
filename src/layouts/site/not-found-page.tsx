import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { button } from '@/components/ui/button';
import { container, section } from '@/components/ui/layout.css';
import { loadCatalogs } from '@/i18n/catalogs';
import * as css from './not-found-page.css';

await loadCatalogs(import.meta.glob('./locales/*.po'));

export function NotFoundPage() {
  const { t } = useLingui();
  return (
    <section className={section} aria-labelledby="not-found-title">
      <title>{t`Page not found · Hub`}</title>
      <div className={`${container} ${css.box}`}>
        <p className={css.code}>404</p>
        <h1 id="not-found-title">
          <Trans>Page not found</Trans>
        </h1>
        <p>
          <Trans>The page you asked for does not exist or has moved.</Trans>
        </p>
        <Link to="/" className={button({ tone: 'primary' })}>
          <Trans>Back to the home page</Trans>
        </Link>
      </div>
    </section>
  );
}
