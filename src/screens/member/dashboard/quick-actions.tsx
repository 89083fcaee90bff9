import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { button } from '@/components/ui/button';
import { loadCatalogs } from '@/i18n/catalogs';
import * as css from './dashboard.css';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/** Quick actions: 'Add Project' and 'Manage Projects'. */
export function QuickActions() {
  return (
    <section className={css.block} aria-labelledby="dashboard-actions">
      <h2 id="dashboard-actions" className={css.blockTitle}>
        <Trans>Quick actions</Trans>
      </h2>
      <div className={css.actions}>
        <Link to="/dashboard/projects/new" className={button({ tone: 'primary', size: 'sm' })}>
          <Trans>Add Project</Trans>
        </Link>
        <Link to="/dashboard/projects" className={button({ tone: 'outline', size: 'sm' })}>
          <Trans>Manage Projects</Trans>
        </Link>
      </div>
    </section>
  );
}
