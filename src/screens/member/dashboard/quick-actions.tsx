import { Link } from '@tanstack/react-router';
import { button } from '@/components/ui/button';
import * as css from './dashboard.css';

/** Quick actions: 'Add Project' and 'Manage Projects'. */
export function QuickActions() {
  return (
    <section className={css.block} aria-labelledby="dashboard-actions">
      <h2 id="dashboard-actions" className={css.blockTitle}>
        Quick actions
      </h2>
      <div className={css.actions}>
        <Link to="/dashboard/projects/new" className={button({ tone: 'primary', size: 'sm' })}>
          Add Project
        </Link>
        <Link to="/dashboard/projects" className={button({ tone: 'outline', size: 'sm' })}>
          Manage Projects
        </Link>
      </div>
    </section>
  );
}
