import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { button } from '@/components/ui/button';
import { loadCatalogs } from '@/i18n/catalogs';
import * as css from './auth.css';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/** A signed-in user opened a page their role may not see. */
export function NotAllowedPage() {
  const { t } = useLingui();
  return (
    <section className={css.page} aria-labelledby="not-allowed-title">
      <title>{t`Not allowed · Hub`}</title>
      <div className={css.card}>
        <h1 id="not-allowed-title" className={css.title}>
          <Trans>Not allowed</Trans>
        </h1>
        <p className={css.centered}>
          <Trans>Your account is not allowed to open this page.</Trans>
        </p>
        <Link to="/dashboard" className={button({ tone: 'primary' })}>
          <Trans>Go to your dashboard</Trans>
        </Link>
      </div>
    </section>
  );
}
