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

/** What the most liked list asks for beside its page: the resources sorted by likes. */
export const MOST_LIKED_FILTERS = { sort: 'likes' } as const satisfies ResourceFilters;

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

export interface ResourcesRoomHomeInput {
  /** The most liked list as the prerendered HTML carries it, if it does: shown at once, then fetched again. */
  initial?: Page<Resource> | undefined;
}

interface ResourcesRoomHomeContext {
  initial: Page<Resource> | undefined;
}

export const resourcesRoomHomeMachine = setup({
  types: {
    context: {} as ResourcesRoomHomeContext,
    input: {} as ResourcesRoomHomeInput,
    children: {} as { mostLiked: 'mostLiked' },
  },
  actors: children,
}).createMachine({
  id: 'resourcesRoomHome',
  description: "The room's intro, 'TRUSTED BY' and the most liked resources.",
  context: ({ input }) => ({ initial: input.initial }),
  initial: 'open',
  states: {
    open: {
      description: 'The most liked list and its cards.',
      invoke: part('mostLiked', ({ context }: { context: ResourcesRoomHomeContext }) => ({
        filters: MOST_LIKED_FILTERS,
        initial: context.initial,
      })),
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
