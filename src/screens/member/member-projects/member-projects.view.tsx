import { commonFailureTexts } from '@contracts/failure-message';
import type { Project } from '@contracts/projects';
import { Link } from '@tanstack/react-router';
import { useActor, useSelector } from '@xstate/react';
import { button } from '@/components/ui/button';
import type { Column } from '@/components/ui/data-table';
import { DeleteDialog, DeleteRowButton } from '@/components/ui/delete-dialog';
import { LoadStatus } from '@/components/ui/load-state';
import { PagedTable } from '@/components/ui/paged-table';
import { inspect } from '@/lib/inspect';
import * as css from '@/shared/member/member-page.css';
import { projectColumns } from '@/shared/projects/project-columns';
import { type MemberProjectsLogic, memberProjectsLogic } from './member-projects.logic';

const columns: readonly Column<Project>[] = [
  ...projectColumns('Project Name'),
  {
    key: 'progress',
    header: 'Progress',
    cell: (project) => (
      <>
        <progress value={project.progress} max={100} aria-label={`Progress of ${project.title}`} />
        <span className={css.note}>{project.progress}%</span>
      </>
    ),
  },
];

/**
 * /dashboard/projects: the member's own projects with their status (and, when rejected, the reason) and
 * progress; View, Edit, Delete (after asking, on the server) and 'Add New project'. One screen machine
 * (member-projects.machine.ts) runs the table and the delete question; this view reads them and sends.
 */
export function MemberProjectsView({ logic = memberProjectsLogic }: { logic?: MemberProjectsLogic }) {
  const [snapshot, send] = useActor(logic, { inspect });
  const { projectTable, projectDelete } = snapshot.children;
  const table = useSelector(projectTable, (child) => child);
  const removal = useSelector(projectDelete, (child) => child);

  const rowActions = (project: Project) => (
    <>
      <Link
        to="/dashboard/projects/$id"
        params={{ id: project.id }}
        className={button({ tone: 'outline', size: 'sm' })}
        aria-label={`View ${project.title}`}
      >
        View
      </Link>
      <Link
        to="/dashboard/projects/$id/edit"
        params={{ id: project.id }}
        className={button({ tone: 'outline', size: 'sm' })}
        aria-label={`Edit ${project.title}`}
      >
        Edit
      </Link>
      <DeleteRowButton item={project} send={() => send({ type: 'project.delete', project })} />
    </>
  );

  return (
    <section className={css.page} aria-labelledby="member-projects-title">
      <title>My projects · Hub</title>
      <div className={css.header}>
        <h1 id="member-projects-title" className={css.title}>
          My projects
        </h1>
        <Link to="/dashboard/projects/new" className={button({ tone: 'accent', size: 'sm' })}>
          Add New project
        </Link>
      </div>
      {table && removal ? (
        <>
          <PagedTable
            table={table}
            send={(event) => projectTable?.send(event)}
            pagerLabel="Project pages"
            caption="Your projects, newest first"
            columns={columns}
            rowKey={(project) => project.id}
            loadingText="Loading projects..."
            emptyText="You have no projects yet."
            actions={rowActions}
            actionsHeader="Actions"
          />
          <DeleteDialog
            removal={removal}
            send={(event) => projectDelete?.send(event)}
            question={(name) => `Are you sure you want to delete the project “${name}”?`}
          />
        </>
      ) : (
        <LoadStatus state="failed" loadingText="" error={commonFailureTexts.unexpected} />
      )}
    </section>
  );
}
