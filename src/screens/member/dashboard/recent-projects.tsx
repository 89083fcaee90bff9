import type { Project } from '@contracts/projects';
import { Link } from '@tanstack/react-router';
import type { SnapshotFrom } from 'xstate';
import { LoadStatus, loadStateOf } from '@/components/ui/load-state';
import * as css from './dashboard.css';
import type { recentProjectsMachine } from './dashboard.machine';

/** Recent Projects: the newest few with their status and date, and 'View all' to /dashboard/projects. */
export function RecentProjects({
  snapshot,
  onRetry,
}: {
  snapshot: SnapshotFrom<typeof recentProjectsMachine>;
  onRetry: () => void;
}) {
  return (
    <section className={css.block} aria-labelledby="dashboard-projects">
      <div className={css.blockBar}>
        <h2 id="dashboard-projects" className={css.blockTitle}>
          Recent Projects
        </h2>
        <Link to="/dashboard/projects" aria-label="View all projects">
          View all
        </Link>
      </div>
      <LoadStatus
        state={loadStateOf(snapshot)}
        loadingText="Loading projects..."
        emptyText="No projects yet."
        error={snapshot.context.error}
        onRetry={onRetry}
      />
      {snapshot.matches('loaded') && (
        <ul className={css.list}>
          {snapshot.context.items.map((project: Project) => (
            <li key={project.id} className={css.row}>
              <span>{project.title}</span>
              <span className={css.muted}>
                {project.status} ·{' '}
                <time dateTime={project.createdAt}>{new Date(project.createdAt).toLocaleDateString()}</time>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
