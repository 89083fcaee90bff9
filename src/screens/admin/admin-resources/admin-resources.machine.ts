import { failureText } from '@contracts/failure-message';
import type { Page } from '@contracts/paging';
import type { Resource } from '@contracts/resources';
import { defineTexts, textsOf } from '@contracts/texts';
import { type CollectionQuery, createCollectionMachine } from '@machines/collection.machine';
import { confirmDeleteMachine } from '@machines/confirm-delete.machine';
import { part, stoppedState } from '@machines/screen-parts';
import { assertEvent, type PromiseActorLogic, sendParent, sendTo, setup } from 'xstate';

/**
 * /resources, the admin's every resource: one screen machine, the parent of the two parts of the screen
 * (the paged table, the delete question). Adding and editing are a page of their own (/add-resource), so
 * a row's Edit and 'Add new resource' are links; the screen turns a row's Delete into the question and a
 * deletion into the table's change and a refresh of the sidebar's count.
 */

export const ADMIN_RESOURCES_PAGE_SIZE = 10;

export const adminResourcesMessages = defineTexts('adminResources', {
  fetchFailed: 'Resource API request failed',
  deleteFailed: 'Failed to delete the resource',
});

/** The table: the collection machine at 10 a page, newest first. */
export const resourceTableMachine = createCollectionMachine<Resource>({
  id: 'resourceTable',
  pageSize: ADMIN_RESOURCES_PAGE_SIZE,
  errorMessage: (error) =>
    failureText(error, {
      http: textsOf(adminResourcesMessages).fetchFailed,
      network: textsOf(adminResourcesMessages).fetchFailed,
      unexpected: textsOf(adminResourcesMessages).fetchFailed,
    }),
});

/** What the children tell the screen (`sendParent`). */
export type AdminResourcesChildEvent = { type: 'resource.deleted'; id: string };

/** What the view sends: a row's Delete. */
export type AdminResourcesEvent = { type: 'resource.delete'; resource: Resource } | AdminResourcesChildEvent;

/** The children as the screen runs them: each reports to the screen instead of to a provided callback. */
const children = {
  resourceTable: resourceTableMachine,
  resourceDelete: confirmDeleteMachine.provide({
    actions: {
      notifyDeleted: sendParent((_, { id }: { id: string }) => ({ type: 'resource.deleted', id })),
    },
  }),
};

/** The network actors the children call (`fetchPage`, `deleteItem`). */
export interface AdminResourcesNetwork {
  fetchPage: PromiseActorLogic<Page<Resource>, CollectionQuery>;
  deleteItem: PromiseActorLogic<void, { id: string }>;
}

export const adminResourcesMachine = setup({
  types: {
    events: {} as AdminResourcesEvent,
    /** Each child's id is its src: `snapshot.children.resourceTable` is typed. */
    children: {} as { resourceTable: 'resourceTable'; resourceDelete: 'resourceDelete' },
  },
  actors: children,
  actions: {
    /** The sidebar's counts changed (the admin shell's refresh: provided by the view). */
    refreshBadges: () => {},
    askToDelete: sendTo('resourceDelete', ({ event }) => {
      assertEvent(event, 'resource.delete');
      return { type: 'delete.request' as const, id: event.resource.id, name: event.resource.title };
    }),
    dropDeleted: sendTo('resourceTable', ({ event }) => {
      assertEvent(event, 'resource.deleted');
      return { type: 'item.remove' as const, id: event.id };
    }),
  },
}).createMachine({
  id: 'adminResources',
  description:
    'Every resource with its date, time, title and category: a paged table whose rows are deleted after asking; adding and editing are the /add-resource page.',
  initial: 'open',
  states: {
    open: {
      description:
        "The table and its rows; a deletion drops the row at once and refreshes the sidebar's count.",
      invoke: [
        part('resourceTable', {}),
        part('resourceDelete', { failedText: textsOf(adminResourcesMessages).deleteFailed }),
      ],
      on: {
        'resource.delete': { actions: 'askToDelete' },
        'resource.deleted': { actions: ['dropDeleted', 'refreshBadges'] },
      },
    },
    stopped: stoppedState,
  },
});

/** The screen with the network its children call: the app's (admin-resources.logic.ts) or a test's. */
export function adminResourcesWith(network: AdminResourcesNetwork) {
  return adminResourcesMachine.provide({
    actors: {
      resourceTable: children.resourceTable.provide({ actors: { fetchPage: network.fetchPage } }),
      resourceDelete: children.resourceDelete.provide({ actors: { deleteItem: network.deleteItem } }),
    },
  });
}
