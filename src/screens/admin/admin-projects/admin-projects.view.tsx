import type { Project } from '@contracts/projects';
import { Trans, useLingui } from '@lingui/react/macro';
import { useActor } from '@xstate/react';
import { DismissibleError } from '@/components/ui/banner';
import { button } from '@/components/ui/button';
import { DeleteRowButton } from '@/components/ui/delete-dialog';
import { PagedTable } from '@/components/ui/paged-table';
import { useScreenParts } from '@/components/ui/screen-parts';
import { loadCatalogs } from '@/i18n/catalogs';
import { useSourceText } from '@/i18n/texts';
import { useRefreshAdminBadges } from '@/layouts/admin/admin-badges-context';
import { inspect } from '@/lib/inspect';
import { useAccountEmail } from '@/session/account-email';
import { ListScreenFrame } from '@/shared/admin/list-screen-frame';
import { projectColumns } from '@/shared/projects/project-columns';
import { focusFirstProjectError, ProjectForm } from '@/shared/projects/project-form';
import { adminProjectsLogic } from './admin-projects.logic';
import { selectPublishingId } from './admin-projects.machine';
import { RejectDialog } from './reject-dialog';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/**
 * /Admin-projects: every project with its status; Publish, Reject (with a reason), Edit, Delete (after
 * asking) and 'Add New project', each stored on the server before the table shows it. One screen machine
 * (admin-projects.machine.ts) runs every part and decides which row offers what; this view reads and sends.
 */
export function AdminProjectsView({
  logic = adminProjectsLogic,
  account,
}: {
  logic?: typeof adminProjectsLogic;
  /** The signed-in account's e-mail, whose drafts the form keeps: the session's unless a test names one. */
  account?: string | undefined;
}) {
  const { t } = useLingui();
  const sessionAccount = useAccountEmail();
  const text = useSourceText();
  const columns = projectColumns(t`Name`);
  const [snapshot, send] = useActor(
    logic.provide({
      actions: { refreshBadges: useRefreshAdminBadges(), focusFirstError: focusFirstProjectError },
    }),
    { input: { account: account ?? sessionAccount }, inspect },
  );
  const parts = useScreenParts(snapshot.children, [
    'projectTable',
    'projectPublish',
    'projectReject',
    'projectDelete',
    'projectForm',
  ]);

  if (!parts) return <ListScreenFrame titleId="admin-projects-title" title={t`Projects`} parts={undefined} />;
  const { projectTable, projectPublish, projectReject, projectDelete, projectForm } = parts.refs;
  const {
    projectTable: table,
    projectPublish: publish,
    projectReject: reject,
    projectDelete: removal,
    projectForm: editor,
  } = parts.snapshots;

  const publishingId = selectPublishingId(snapshot);

  const rowActions = (project: Project) => (
    <>
      {snapshot.can({ type: 'project.publish', project }) && (
        <button
          type="button"
          className={button({ tone: 'primary', size: 'sm' })}
          aria-label={t`Publish ${project.title}`}
          disabled={publishingId === project.id}
          onClick={() => send({ type: 'project.publish', project })}
        >
          {publishingId === project.id ? t`Publishing...` : t`Publish`}
        </button>
      )}
      {snapshot.can({ type: 'project.reject', project }) && (
        <button
          type="button"
          className={button({ tone: 'outline', size: 'sm' })}
          aria-label={t`Reject ${project.title}`}
          onClick={() => send({ type: 'project.reject', project })}
        >
          <Trans>Reject</Trans>
        </button>
      )}
      <button
        type="button"
        className={button({ tone: 'outline', size: 'sm' })}
        aria-label={t`Edit ${project.title}`}
        onClick={() => send({ type: 'project.edit', project })}
      >
        <Trans>Edit</Trans>
      </button>
      <DeleteRowButton item={project} send={() => send({ type: 'project.delete', project })} />
    </>
  );

  return (
    <ListScreenFrame
      titleId="admin-projects-title"
      title={t`Projects`}
      parts={{
        add: (
          <button
            type="button"
            className={button({ tone: 'accent', size: 'sm' })}
            onClick={() => projectForm.send({ type: 'form.open' })}
          >
            <Trans>Add New project</Trans>
          </button>
        ),
        form: {
          open: !editor.matches('closed'),
          title: editor.context.item ? t`Edit project` : t`Add new project`,
          onClose: () => projectForm.send({ type: 'form.cancel' }),
          content: <ProjectForm snapshot={editor} send={(event) => projectForm.send(event)} />,
        },
        removal: {
          removal,
          send: (event) => projectDelete.send(event),
          question: (name) => t`Are you sure you want to delete the project “${name}”?`,
        },
        body: (
          <>
            {publish.matches('failed') && (
              <DismissibleError
                message={publish.context.error && text(publish.context.error)}
                onDismiss={() => projectPublish.send({ type: 'update.dismiss' })}
              />
            )}
            <PagedTable
              table={table}
              send={(event) => projectTable.send(event)}
              pagerLabel={t`Project pages`}
              caption={t`Every project, newest first`}
              columns={columns}
              rowKey={(project) => project.id}
              loadingText={t`Loading projects...`}
              emptyText={t`No projects yet.`}
              actions={rowActions}
              actionsHeader={t`Actions`}
            />
            <RejectDialog snapshot={reject} send={(event) => projectReject.send(event)} />
          </>
        ),
      }}
    />
  );
}
