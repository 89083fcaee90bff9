import { failureText } from '@contracts/failure-message';
import type { Page } from '@contracts/paging';
import { type Project, type ProjectFields, projectMessages } from '@contracts/projects';
import { textsOf } from '@contracts/texts';
import { type CollectionQuery, createCollectionMachine } from '@machines/collection.machine';
import { confirmDeleteMachine } from '@machines/confirm-delete.machine';
import { type DraftStorage, draftWith } from '@machines/draft.machine';
import { createItemUpdateMachine } from '@machines/item-update.machine';
import { type ProjectImageField, projectFormMachine } from '@machines/project-form.machine';
import { part, stoppedState } from '@machines/screen-parts';
import type { SaveUploadInput } from '@machines/upload-form.machine';
import { assertEvent, type PromiseActorLogic, type SnapshotFrom, sendParent, sendTo, setup } from 'xstate';
import { projectRejectMachine } from './project-reject.machine';

/**
 * /Admin-projects, every project with its status: one screen machine, the parent of the five parts of the
 * screen (the paged table, Publish, the Reject dialog, the delete question, the Add / Edit form). It holds
 * which row offers Publish and Reject, turns a row's button into the right child's event, and turns what a
 * child reports (a project published, rejected, deleted or saved) into the table's change and a refresh of
 * the sidebar's counts.
 */

export const ADMIN_PROJECTS_PAGE_SIZE = 10;

/** The table: the collection machine at 10 a page (the server answers every project to an Admin). */
export const projectTableMachine = createCollectionMachine<Project>({
  id: 'projectTable',
  pageSize: ADMIN_PROJECTS_PAGE_SIZE,
  errorMessage: (error) =>
    failureText(error, {
      http: textsOf(projectMessages).fetchFailed,
      network: textsOf(projectMessages).fetchFailed,
      unexpected: textsOf(projectMessages).fetchFailed,
    }),
});

/** Publish: POST /api/admin/projects/:id/publish (no body); the answer replaces the row. */
export const projectPublishMachine = createItemUpdateMachine<Project, Record<string, never>>({
  id: 'projectPublish',
});

/** Publish is offered for a project not yet active (the server makes it active). */
const canPublish = (project: Pick<Project, 'status'>) => project.status !== 'active';
/** Reject is offered for a project not rejected already (a rejection carries its reason). */
const canReject = (project: Pick<Project, 'rejectionReason'>) => !project.rejectionReason;

/** What the children tell the screen (`sendParent`). */
export type AdminProjectsChildEvent =
  | { type: 'project.changed'; project: Project }
  | { type: 'project.deleted'; id: string }
  | { type: 'project.saved' }
  | { type: 'project.invalid' };

/** What the view sends: a row's button. */
export type AdminProjectsEvent =
  | { type: 'project.publish'; project: Project }
  | { type: 'project.reject'; project: Project }
  | { type: 'project.edit'; project: Project }
  | { type: 'project.delete'; project: Project }
  | AdminProjectsChildEvent;

/** The children as the screen runs them: each reports to the screen instead of to a provided callback. */
const children = {
  projectTable: projectTableMachine,
  projectPublish: projectPublishMachine.provide({
    actions: {
      notifyUpdated: sendParent((_, { item }: { item: Project }) => ({
        type: 'project.changed',
        project: item,
      })),
    },
  }),
  projectReject: projectRejectMachine.provide({
    actions: {
      notifyRejected: sendParent((_, { project }: { project: Project }) => ({
        type: 'project.changed',
        project,
      })),
    },
  }),
  projectDelete: confirmDeleteMachine.provide({
    actions: {
      notifyDeleted: sendParent((_, { id }: { id: string }) => ({ type: 'project.deleted', id })),
    },
  }),
  projectForm: projectFormMachine.provide({
    actions: {
      notifySaved: sendParent({ type: 'project.saved' }),
      focusFirstError: sendParent({ type: 'project.invalid' }),
    },
  }),
};

/** The network actors the children call (`fetchPage`, `updateItem`, `rejectProject`, `deleteItem`, `saveItem`). */
export interface AdminProjectsNetwork {
  fetchPage: PromiseActorLogic<Page<Project>, CollectionQuery>;
  updateItem: PromiseActorLogic<Project, { id: string; changes: Record<string, never> }>;
  rejectProject: PromiseActorLogic<Project, { id: string; reason: string }>;
  deleteItem: PromiseActorLogic<void, { id: string }>;
  saveItem: PromiseActorLogic<Project, SaveUploadInput<ProjectFields, ProjectImageField>>;
  drafts?: DraftStorage;
}

export const adminProjectsMachine = setup({
  types: {
    events: {} as AdminProjectsEvent,
    /** The signed-in account's e-mail: the form keeps its drafts. */
    input: {} as { account?: string | undefined } | undefined,
    context: {} as { account: string | undefined },
    /** Each child's id is its src: `snapshot.children.projectTable` is typed. */
    children: {} as {
      projectTable: 'projectTable';
      projectPublish: 'projectPublish';
      projectReject: 'projectReject';
      projectDelete: 'projectDelete';
      projectForm: 'projectForm';
    },
  },
  actors: children,
  guards: {
    isPublishable: ({ event }) => {
      assertEvent(event, 'project.publish');
      return canPublish(event.project);
    },
    isRejectable: ({ event }) => {
      assertEvent(event, 'project.reject');
      return canReject(event.project);
    },
  },
  actions: {
    /** The sidebar's counts changed (the admin shell's refresh: provided by the view). */
    refreshBadges: () => {},
    /** Moves focus to the form's first field in error (the DOM: provided by the view). */
    focusFirstError: () => {},
    submitPublish: sendTo('projectPublish', ({ event }) => {
      assertEvent(event, 'project.publish');
      return { type: 'update.submit' as const, id: event.project.id, changes: {} };
    }),
    openReject: sendTo('projectReject', ({ event }) => {
      assertEvent(event, 'project.reject');
      return { type: 'reject.open' as const, id: event.project.id, title: event.project.title };
    }),
    openEdit: sendTo('projectForm', ({ event }) => {
      assertEvent(event, 'project.edit');
      return { type: 'form.open' as const, item: event.project };
    }),
    askToDelete: sendTo('projectDelete', ({ event }) => {
      assertEvent(event, 'project.delete');
      return { type: 'delete.request' as const, id: event.project.id, name: event.project.title };
    }),
    showChanged: sendTo('projectTable', ({ event }) => {
      assertEvent(event, 'project.changed');
      return { type: 'item.replace' as const, item: event.project };
    }),
    dropDeleted: sendTo('projectTable', ({ event }) => {
      assertEvent(event, 'project.deleted');
      return { type: 'item.remove' as const, id: event.id };
    }),
    refreshTable: sendTo('projectTable', { type: 'collection.refresh' as const }),
  },
}).createMachine({
  id: 'adminProjects',
  description:
    'Every project with its status: a paged table whose rows are published, rejected with a reason, edited or deleted, and a form to add one.',
  context: ({ input }) => ({ account: input?.account }),
  initial: 'open',
  states: {
    open: {
      description:
        "The table and its rows; a stored change updates the table at once and the sidebar's counts.",
      invoke: [
        part('projectTable', {}),
        part('projectPublish', { failedText: textsOf(projectMessages).publishFailed }),
        part('projectReject'),
        part('projectDelete', { failedText: textsOf(projectMessages).deleteFailed }),
        part('projectForm', ({ context }: { context: { account: string | undefined } }) => ({
          account: context.account,
        })),
      ],
      on: {
        'project.publish': { guard: 'isPublishable', actions: 'submitPublish' },
        'project.reject': { guard: 'isRejectable', actions: 'openReject' },
        'project.edit': { actions: 'openEdit' },
        'project.delete': { actions: 'askToDelete' },
        'project.changed': { actions: ['showChanged', 'refreshBadges'] },
        'project.deleted': { actions: ['dropDeleted', 'refreshBadges'] },
        'project.saved': { actions: ['refreshTable', 'refreshBadges'] },
        'project.invalid': { actions: 'focusFirstError' },
      },
    },
    stopped: stoppedState,
  },
});

/**
 * The table's row being published (its Publish button says 'Publishing...' and is disabled): the publish
 * part's project while it is sent; none otherwise. The view calls it while it reads the parts.
 */
export function selectPublishingId(snapshot: SnapshotFrom<typeof adminProjectsMachine>): string | undefined {
  const publish = snapshot.children.projectPublish?.getSnapshot();
  return publish?.hasTag('busy') ? publish.context.id : undefined;
}

/** The screen with the network its children call: the app's (admin-projects.logic.ts) or a test's. */
export function adminProjectsWith(network: AdminProjectsNetwork) {
  return adminProjectsMachine.provide({
    actors: {
      projectTable: children.projectTable.provide({ actors: { fetchPage: network.fetchPage } }),
      projectPublish: children.projectPublish.provide({ actors: { updateItem: network.updateItem } }),
      projectReject: children.projectReject.provide({ actors: { rejectProject: network.rejectProject } }),
      projectDelete: children.projectDelete.provide({ actors: { deleteItem: network.deleteItem } }),
      projectForm: children.projectForm.provide({
        actors: { saveItem: network.saveItem, draft: draftWith(network.drafts) },
      }),
    },
  });
}
