import type { Project } from '@contracts/projects';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { SnapshotFrom } from 'xstate';
import { LoadStatus, loadStateOf } from '@/components/ui/load-state';
import { loadCatalogs } from '@/i18n/catalogs';
import { useFormat } from '@/i18n/format';
import { useSourceText } from '@/i18n/texts';
import { projectStatusLabel } from '@/shared/projects/project-status';
import * as css from './dashboard.css';
import type { recentProjectsMachine } from './dashboard.machine';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/** Recent Projects: the newest few with their status and date, and 'View all' to /dashboard/projects. */
export function RecentProjects({
  snapshot,
  onRetry,
}: {
  snapshot: SnapshotFrom<typeof recentProjectsMachine>;
  onRetry: () => void;
}) {
  const { t, i18n } = useLingui();
  const text = useSourceText();
  const format = useFormat();
  return (
    <section className={css.block} aria-labelledby="dashboard-projects">
      <div className={css.blockBar}>
        <h2 id="dashboard-projects" className={css.blockTitle}>
          <Trans>Recent Projects</Trans>
        </h2>
        <Link to="/dashboard/projects" aria-label={t`View all projects`}>
          <Trans>View all</Trans>
        </Link>
      </div>
      <LoadStatus
        state={loadStateOf(snapshot)}
        loadingText={t`Loading projects...`}
        emptyText={t`No projects yet.`}
        error={snapshot.context.error && text(snapshot.context.error)}
        onRetry={onRetry}
      />
      {snapshot.matches('loaded') && (
        <ul className={css.list}>
          {snapshot.context.items.map((project: Project) => (
            <li key={project.id} className={css.row}>
              <span>{project.title}</span>
              <span className={css.muted}>
                {i18n._(projectStatusLabel[project.status])} ·{' '}
                <time dateTime={project.createdAt}>{format.date(project.createdAt)}</time>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
