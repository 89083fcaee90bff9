import type { Project } from '@contracts/projects';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useActor } from '@xstate/react';
import { button } from '@/components/ui/button';
import type { Column } from '@/components/ui/data-table';
import { DeleteDialog, DeleteRowButton } from '@/components/ui/delete-dialog';
import { PagedTable } from '@/components/ui/paged-table';
import { ScreenStopped, useScreenParts } from '@/components/ui/screen-parts';
import { loadCatalogs } from '@/i18n/catalogs';
import { useFormat } from '@/i18n/format';
import { inspect } from '@/lib/inspect';
import * as css from '@/shared/member/member-page.css';
import { projectColumns } from '@/shared/projects/project-columns';
import { type MemberProjectsLogic, memberProjectsLogic } from './member-projects.logic';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/** A project's progress bar and percentage. */
function ProjectProgress({ project }: { project: Project }) {
  const { t } = useLingui();
  const format = useFormat();
  const { title } = project;
  return (
    <>
      <progress value={project.progress} max={100} aria-label={t`Progress of ${title}`} />
      <span className={css.note}>{format.number(project.progress / 100, { style: 'percent' })}</span>
    </>
  );
}

const columns: readonly Column<Project>[] = [
  ...projectColumns(<Trans>Project Name</Trans>),
  {
    key: 'progress',
    header: <Trans>Progress</Trans>,
    cell: (project) => <ProjectProgress project={project} />,
  },
];

/**
 * /dashboard/projects: the member's own projects with their status (and, when rejected, the reason) and
 * progress; View, Edit, Delete (after asking, on the server) and 'Add New project'. One screen machine
 * (member-projects.machine.ts) runs the table and the delete question; this view reads them and sends.
 */
export function MemberProjectsView({ logic = memberProjectsLogic }: { logic?: MemberProjectsLogic }) {
  const { t } = useLingui();
  const [snapshot, send] = useActor(logic, { inspect });
  const parts = useScreenParts(snapshot.children, ['projectTable', 'projectDelete']);

  const rowActions = (project: Project) => {
    const { title } = project;
    return (
      <>
        <Link
          to="/dashboard/projects/$id"
          params={{ id: project.id }}
          className={button({ tone: 'outline', size: 'sm' })}
          aria-label={t`View ${title}`}
        >
          <Trans>View</Trans>
        </Link>
        <Link
          to="/dashboard/projects/$id/edit"
          params={{ id: project.id }}
          className={button({ tone: 'outline', size: 'sm' })}
          aria-label={t`Edit ${title}`}
        >
          <Trans>Edit</Trans>
        </Link>
        <DeleteRowButton item={project} send={() => send({ type: 'project.delete', project })} />
      </>
    );
  };

  return (
    <section className={css.page} aria-labelledby="member-projects-title">
      <title>{t`My projects · Hub`}</title>
      <div className={css.header}>
        <h1 id="member-projects-title" className={css.title}>
          <Trans>My projects</Trans>
        </h1>
        <Link to="/dashboard/projects/new" className={button({ tone: 'accent', size: 'sm' })}>
          <Trans>Add New project</Trans>
        </Link>
      </div>
      {parts ? (
        <>
          <PagedTable
            table={parts.snapshots.projectTable}
            send={(event) => parts.refs.projectTable.send(event)}
            pagerLabel={t`Project pages`}
            caption={t`Your projects, newest first`}
            columns={columns}
            rowKey={(project) => project.id}
            loadingText={t`Loading projects...`}
            emptyText={t`You have no projects yet.`}
            actions={rowActions}
            actionsHeader={t`Actions`}
          />
          <DeleteDialog
            removal={parts.snapshots.projectDelete}
            send={(event) => parts.refs.projectDelete.send(event)}
            question={(name) => t`Are you sure you want to delete the project “${name}”?`}
          />
        </>
      ) : (
        <ScreenStopped />
      )}
    </section>
  );
}
