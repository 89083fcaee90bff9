import { failureText } from '@contracts/failure-message';
import type { Page } from '@contracts/paging';
import { type Project, projectMessages } from '@contracts/projects';
import { textsOf } from '@contracts/texts';
import { type CollectionQuery, createCollectionMachine } from '@machines/collection.machine';
import { confirmDeleteMachine } from '@machines/confirm-delete.machine';
import { part, stoppedState } from '@machines/screen-parts';
import { assertEvent, type PromiseActorLogic, sendParent, sendTo, setup } from 'xstate';

/**
 * /dashboard/projects, 'My projects': one screen machine, the parent of the two parts of the screen (the
 * paged table of the member's own projects and the delete question). It turns a row's Delete into the
 * question about that project, and a project deleted on the server into the table's change. View, Edit and
 * 'Add New project' are links to pages of their own.
 */

export const MEMBER_PROJECTS_PAGE_SIZE = 10;

/** The table: the collection machine at 10 a page, the member's own projects (`?owner=me`) in every status. */
export const projectTableMachine = createCollectionMachine<Project>({
  id: 'projectTable',
  pageSize: MEMBER_PROJECTS_PAGE_SIZE,
  errorMessage: (error) =>
    failureText(error, {
      http: textsOf(projectMessages).fetchFailed,
      network: textsOf(projectMessages).fetchFailed,
      unexpected: textsOf(projectMessages).fetchFailed,
    }),
});

/** What the children tell the screen (`sendParent`). */
export type MemberProjectsChildEvent = { type: 'project.deleted'; id: string };

/** What the view sends: a row's Delete. */
export type MemberProjectsEvent = { type: 'project.delete'; project: Project } | MemberProjectsChildEvent;

/** The children as the screen runs them: the delete question reports to the screen. */
const children = {
  projectTable: projectTableMachine,
  projectDelete: confirmDeleteMachine.provide({
    actions: {
      notifyDeleted: sendParent((_, { id }: { id: string }) => ({ type: 'project.deleted', id })),
    },
  }),
};

/** The network actors the children call (`fetchPage`, `deleteItem`). */
export interface MemberProjectsNetwork {
  fetchPage: PromiseActorLogic<Page<Project>, CollectionQuery>;
  deleteItem: PromiseActorLogic<void, { id: string }>;
}

export const memberProjectsMachine = setup({
  types: {
    events: {} as MemberProjectsEvent,
    /** Each child's id is its src: `snapshot.children.projectTable` is typed. */
    children: {} as { projectTable: 'projectTable'; projectDelete: 'projectDelete' },
  },
  actors: children,
  actions: {
    askToDelete: sendTo('projectDelete', ({ event }) => {
      assertEvent(event, 'project.delete');
      return { type: 'delete.request' as const, id: event.project.id, name: event.project.title };
    }),
    dropDeleted: sendTo('projectTable', ({ event }) => {
      assertEvent(event, 'project.deleted');
      return { type: 'item.remove' as const, id: event.id };
    }),
  },
}).createMachine({
  id: 'memberProjects',
  description:
    "The member's own projects with their status and progress, as a paged table whose rows are viewed, edited or deleted.",
  initial: 'open',
  states: {
    open: {
      description: 'The table and its rows; a project deleted on the server leaves the table at once.',
      invoke: [
        part('projectTable', {}),
        part('projectDelete', { failedText: textsOf(projectMessages).deleteFailed }),
      ],
      on: {
        'project.delete': { actions: 'askToDelete' },
        'project.deleted': { actions: 'dropDeleted' },
      },
    },
    stopped: stoppedState,
  },
});

/** The screen with the network its children call: the app's (member-projects.logic.ts) or a test's. */
export function memberProjectsWith(network: MemberProjectsNetwork) {
  return memberProjectsMachine.provide({
    actors: {
      projectTable: children.projectTable.provide({ actors: { fetchPage: network.fetchPage } }),
      projectDelete: children.projectDelete.provide({ actors: { deleteItem: network.deleteItem } }),
    },
  });
}
