import type { Project } from '@contracts/projects';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { StatusBadge } from '@/components/ui/badge';
import type { Column } from '@/components/ui/data-table';
import { loadCatalogs } from '@/i18n/catalogs';
import { useFormat } from '@/i18n/format';
import * as css from './project-columns.css';
import { projectStatusLabel, projectStatusTone } from './project-status';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/** A project's status badge and, when an administrator rejected it, the reason (admin and member tables). */
export function ProjectStatus({ project }: { project: Project }) {
  const { i18n } = useLingui();
  const reason = project.rejectionReason;
  return (
    <>
      <StatusBadge tone={projectStatusTone[project.status]}>
        {i18n._(projectStatusLabel[project.status])}
      </StatusBadge>
      {reason && (
        <span className={css.statusReason}>
          <Trans>Rejected: {reason}</Trans>
        </span>
      )}
    </>
  );
}

/** A project's date, in the page's language. */
export function ProjectDate({ project }: { project: Project }) {
  const format = useFormat();
  return <time dateTime={project.createdAt}>{format.date(project.createdAt)}</time>;
}

/** The table columns every project table shows: the name (under the table's own header), date and status. */
export function projectColumns(nameHeader: ReactNode): Column<Project>[] {
  return [
    { key: 'name', header: nameHeader, cell: (project) => project.title },
    { key: 'date', header: <Trans>Date</Trans>, cell: (project) => <ProjectDate project={project} /> },
    { key: 'status', header: <Trans>Status</Trans>, cell: (project) => <ProjectStatus project={project} /> },
  ];
}
