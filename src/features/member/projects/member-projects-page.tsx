import { type Project, projectMessages } from '@contracts/projects';
import { Link } from '@tanstack/react-router';
import { useActor } from '@xstate/react';
import { button } from '@/components/ui/button';
import type { Column } from '@/components/ui/data-table';
import { DeleteDialog, DeleteRowButton } from '@/components/ui/delete-dialog';
import { PagedTable } from '@/components/ui/paged-table';
import { inspect } from '@/lib/inspect';
import * as css from '@/shared/member/member-page.css';
import { projectColumns } from '@/shared/projects/project-columns';
import { memberProjectsLogic } from './member-projects.logic';

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
 * progress; View, Edit, Delete (after asking, on the server) and 'Add New project'.
 */
export function MemberProjectsPage({ logic = memberProjectsLogic }: { logic?: typeof memberProjectsLogic }) {
  const [table, sendTable] = useActor(logic.table, { input: {}, inspect });
  const [removal, sendRemoval] = useActor(
    logic.remove.provide({
      actions: { notifyDeleted: (_, { id }) => sendTable({ type: 'item.remove', id }) },
    }),
    { input: { failedText: projectMessages.deleteFailed }, inspect },
  );

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
      <DeleteRowButton item={project} send={sendRemoval} />
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
      <PagedTable
        table={table}
        send={sendTable}
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
        send={sendRemoval}
        question={(name) => `Are you sure you want to delete the project “${name}”?`}
      />
    </section>
  );
}
