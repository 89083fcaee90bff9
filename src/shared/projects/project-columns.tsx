import type { Project } from '@contracts/projects';
import { StatusBadge } from '@/components/ui/badge';
import type { Column } from '@/components/ui/data-table';
import * as css from './project-columns.css';
import { projectStatusTone } from './project-status';

/** A project's status badge and, when an administrator rejected it, the reason (admin and member tables). */
export function ProjectStatus({ project }: { project: Project }) {
  return (
    <>
      <StatusBadge tone={projectStatusTone[project.status]}>{project.status}</StatusBadge>
      {project.rejectionReason && (
        <span className={css.statusReason}>Rejected: {project.rejectionReason}</span>
      )}
    </>
  );
}

/** The table columns every project table shows: the name (under the table's own header), date and status. */
export function projectColumns(nameHeader: string): Column<Project>[] {
  return [
    { key: 'name', header: nameHeader, cell: (project) => project.title },
    {
      key: 'date',
      header: 'Date',
      cell: (project) => (
        <time dateTime={project.createdAt}>{new Date(project.createdAt).toLocaleDateString()}</time>
      ),
    },
    { key: 'status', header: 'Status', cell: (project) => <ProjectStatus project={project} /> },
  ];
}
