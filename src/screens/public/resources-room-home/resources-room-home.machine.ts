import type { Page } from '@contracts/paging';
import type { Resource } from '@contracts/resources';
import { type CollectionQuery, createCollectionMachine } from '@machines/collection.machine';
import { MOST_LIKED_FETCH, type ResourceFilters, roomFetchFailed } from '@machines/resource-room.machine';
import { part, stoppedState } from '@machines/screen-parts';
import { type PromiseActorLogic, setup } from 'xstate';

/**
 * /resources-room, the room's home: one screen machine, the parent of the most liked list (one read
 * sorted by likes on the server; the view keeps one per title, at most 10). Each card keeps its own likes
 * and views (the resource card machine, src/shared/resources-room/).
 */

/** The most liked list: the collection machine, one read of 30 sorted by likes. */
export const mostLikedMachine = createCollectionMachine<Resource, ResourceFilters>({
  id: 'mostLikedResources',
  pageSize: MOST_LIKED_FETCH,
  errorMessage: roomFetchFailed,
});

/** The children as the screen runs them. */
const children = { mostLiked: mostLikedMachine };

/** The network actor the list calls (`fetchPage`). */
export interface ResourcesRoomHomeNetwork {
  fetchPage: PromiseActorLogic<Page<Resource>, CollectionQuery>;
}

export const resourcesRoomHomeMachine = setup({
  types: { children: {} as { mostLiked: 'mostLiked' } },
  actors: children,
}).createMachine({
  id: 'resourcesRoomHome',
  description: "The room's intro, 'TRUSTED BY' and the most liked resources.",
  initial: 'open',
  states: {
    open: {
      description: 'The most liked list and its cards.',
      invoke: part('mostLiked', { filters: { sort: 'likes' as const } }),
    },
    stopped: stoppedState,
  },
});

/** The screen with the network its list calls: the app's (resources-room-home.logic.ts) or a test's. */
export function resourcesRoomHomeWith(network: ResourcesRoomHomeNetwork) {
  return resourcesRoomHomeMachine.provide({
    actors: { mostLiked: children.mostLiked.provide({ actors: { fetchPage: network.fetchPage } }) },
  });
}
