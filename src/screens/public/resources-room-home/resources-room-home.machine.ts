import type { Page } from '@contracts/paging';
import type { Resource } from '@contracts/resources';
import { type CollectionQuery, createCollectionMachine } from '@machines/collection.machine';
import {
  MOST_LIKED_FETCH,
  mostLikedOf,
  type ResourceFilters,
  roomFetchFailed,
} from '@machines/resource-room.machine';
import type { PromiseActorLogic, SnapshotFrom } from 'xstate';

/**
 * /resources-room, the room's home: its one list is the most liked resources, so the screen machine is that
 * list itself, the collection machine, one read of 30 sorted by likes on the server; the screen shows one per
 * title, at most 10 (`selectMostLiked`). Each card keeps its own likes and views (the resource card machine,
 * src/shared/resources-room/).
 */

/** What the most liked list asks for beside its page: the resources sorted by likes. */
export const MOST_LIKED_FILTERS = { sort: 'likes' } as const satisfies ResourceFilters;

/** The screen: the collection machine, one read of 30 sorted by likes. */
export const resourcesRoomHomeMachine = createCollectionMachine<Resource, ResourceFilters>({
  id: 'resourcesRoomHome',
  pageSize: MOST_LIKED_FETCH,
  errorMessage: roomFetchFailed,
  filters: MOST_LIKED_FILTERS,
});

/** The network actor the list calls (`fetchPage`). */
export interface ResourcesRoomHomeNetwork {
  fetchPage: PromiseActorLogic<Page<Resource>, CollectionQuery>;
}

export interface ResourcesRoomHomeInput {
  /** The most liked list as the prerendered HTML carries it, if it does: shown at once, then fetched again. */
  initial?: Page<Resource> | undefined;
}

/** The cards the list shows: the first of each title, most liked first, at most 10. */
export function selectMostLiked(snapshot: SnapshotFrom<typeof resourcesRoomHomeMachine>): Resource[] {
  return mostLikedOf(snapshot.context.items);
}

/** The screen with the network its list calls: the app's (resources-room-home.logic.ts) or a test's. */
export function resourcesRoomHomeWith(network: ResourcesRoomHomeNetwork) {
  return resourcesRoomHomeMachine.provide({ actors: { fetchPage: network.fetchPage } });
}
