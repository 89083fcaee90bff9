import { failureMessage } from '@contracts/failure-message';
import type { Page } from '@contracts/paging';
import { type Resource, resourceMessages } from '@contracts/resources';
import { type CollectionQuery, createCollectionMachine } from '@machines/collection.machine';
import { part, stoppedState } from '@machines/screen-parts';
import { type PromiseActorLogic, setup } from 'xstate';

/**
 * /dashboard/resources, 'My resources': one screen machine, the parent of the paged table of the resources
 * the member liked. Nothing on the screen changes a resource (unliking happens in the resources room), so
 * the screen has no rule of its own: the table shows itself, its pager and its retry.
 */

export const LIKED_RESOURCES_PAGE_SIZE = 10;

/** The table: the collection machine at 10 a page, the member's liked resources (`?liked=me`), newest first. */
export const likedTableMachine = createCollectionMachine<Resource>({
  id: 'likedTable',
  pageSize: LIKED_RESOURCES_PAGE_SIZE,
  errorMessage: (error) =>
    failureMessage(error, {
      http: resourceMessages.fetchFailed,
      network: resourceMessages.fetchFailed,
      unexpected: resourceMessages.fetchFailed,
    }),
});

/** The network actor the table calls (`fetchPage`). */
export interface LikedResourcesNetwork {
  fetchPage: PromiseActorLogic<Page<Resource>, CollectionQuery>;
}

export const likedResourcesMachine = setup({
  types: {
    /** The child's id is its src: `snapshot.children.likedTable` is typed. */
    children: {} as { likedTable: 'likedTable' },
  },
  actors: { likedTable: likedTableMachine },
}).createMachine({
  id: 'likedResources',
  description: 'The resources the member liked, as a paged table; View opens each one in a new tab.',
  initial: 'open',
  states: {
    open: {
      description: 'The table: its loading, empty and error states, its rows and its pager.',
      invoke: part('likedTable', {}),
    },
    stopped: stoppedState,
  },
});

/** The screen with the network its table calls: the app's (liked-resources.logic.ts) or a test's. */
export function likedResourcesWith(network: LikedResourcesNetwork) {
  return likedResourcesMachine.provide({
    actors: { likedTable: likedTableMachine.provide({ actors: { fetchPage: network.fetchPage } }) },
  });
}
