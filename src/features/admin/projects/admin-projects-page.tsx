import { type Project, projectMessages } from '@contracts/projects';
import { useActor } from '@xstate/react';
import { DismissibleError } from '@/components/ui/banner';
import { button } from '@/components/ui/button';
import { DeleteDialog, DeleteRowButton } from '@/components/ui/delete-dialog';
import { Modal } from '@/components/ui/modal';
import { PagedTable } from '@/components/ui/paged-table';
import { inspect } from '@/lib/inspect';
import { projectColumns } from '@/shared/projects/project-columns';
import { focusFirstProjectError, ProjectForm } from '@/shared/projects/project-form';
import { useRefreshAdminBadges } from '../admin-badges-context';
import * as layout from '../admin-page.css';
import { adminProjectsLogic } from './admin-projects.logic';
import { RejectDialog } from './reject-dialog';

const columns = projectColumns('Name');

/**
 * /Admin-projects: every project with its status; Publish, Reject (with a reason), Edit, Delete (after
 * asking) and 'Add New project', each stored on the server before the table shows it.
 */
export function AdminProjectsPage({ logic = adminProjectsLogic }: { logic?: typeof adminProjectsLogic }) {
  const refreshBadges = useRefreshAdminBadges();
  const [table, sendTable] = useActor(logic.table, { input: {}, inspect });
  const changed = (project: Project) => {
    sendTable({ type: 'item.replace', item: project });
    refreshBadges();
  };
  const [publish, sendPublish] = useActor(
    logic.publish.provide({ actions: { notifyUpdated: (_, { item }) => changed(item) } }),
    { input: { failedText: projectMessages.publishFailed }, inspect },
  );
  const [reject, sendReject] = useActor(
    logic.reject.provide({ actions: { notifyRejected: (_, { project }) => changed(project) } }),
    { inspect },
  );
  const [removal, sendRemoval] = useActor(
    logic.remove.provide({
      actions: {
        notifyDeleted: (_, { id }) => {
          sendTable({ type: 'item.remove', id });
          refreshBadges();
        },
      },
    }),
    { input: { failedText: projectMessages.deleteFailed }, inspect },
  );
  const [editor, sendEditor] = useActor(
    logic.form.provide({
      actions: {
        focusFirstError: focusFirstProjectError,
        notifySaved: () => {
          sendTable({ type: 'collection.refresh' });
          refreshBadges();
        },
      },
    }),
    { input: {}, inspect },
  );
  const publishingId = publish.hasTag('busy') ? publish.context.id : undefined;

  const rowActions = (project: Project) => (
    <>
      {project.status !== 'active' && (
        <button
          type="button"
          className={button({ tone: 'primary', size: 'sm' })}
          aria-label={`Publish ${project.title}`}
          disabled={publishingId === project.id}
          onClick={() => sendPublish({ type: 'update.submit', id: project.id, changes: {} })}
        >
          {publishingId === project.id ? 'Publishing...' : 'Publish'}
        </button>
      )}
      {!project.rejectionReason && (
        <button
          type="button"
          className={button({ tone: 'outline', size: 'sm' })}
          aria-label={`Reject ${project.title}`}
          onClick={() => sendReject({ type: 'reject.open', id: project.id, title: project.title })}
        >
          Reject
        </button>
      )}
      <button
        type="button"
        className={button({ tone: 'outline', size: 'sm' })}
        aria-label={`Edit ${project.title}`}
        onClick={() => sendEditor({ type: 'form.open', item: project })}
      >
        Edit
      </button>
      <DeleteRowButton item={project} send={sendRemoval} />
    </>
  );

  return (
    <section className={layout.page} aria-labelledby="admin-projects-title">
      <title>Projects · Hub Admin</title>
      <div className={layout.header}>
        <h1 id="admin-projects-title" className={layout.title}>
          Projects
        </h1>
        <button
          type="button"
          className={button({ tone: 'accent', size: 'sm' })}
          onClick={() => sendEditor({ type: 'form.open' })}
        >
          Add New project
        </button>
      </div>
      {publish.matches('failed') && (
        <DismissibleError
          message={publish.context.error}
          onDismiss={() => sendPublish({ type: 'update.dismiss' })}
        />
      )}
      <PagedTable
        table={table}
        send={sendTable}
        pagerLabel="Project pages"
        caption="Every project, newest first"
        columns={columns}
        rowKey={(project) => project.id}
        loadingText="Loading projects..."
        emptyText="No projects yet."
        actions={rowActions}
        actionsHeader="Actions"
      />
      <Modal
        open={!editor.matches('closed')}
        title={editor.context.item ? 'Edit project' : 'Add new project'}
        onClose={() => {
          if (!editor.hasTag('busy')) sendEditor({ type: 'form.cancel' });
        }}
      >
        <ProjectForm snapshot={editor} send={sendEditor} />
      </Modal>
      <RejectDialog snapshot={reject} send={sendReject} />
      <DeleteDialog
        removal={removal}
        send={sendRemoval}
        question={(name) => `Are you sure you want to delete the project “${name}”?`}
      />
    </section>
  );
}
