import type { Page } from '@contracts/paging';
import type { Resource } from '@contracts/resources';
import type { CollectionInput, CollectionQuery } from '@machines/collection.machine';
import { type ResourceFilters, roomResourcesMachine, subcategoryOf } from '@machines/resource-room.machine';
import type { PromiseActorLogic, SnapshotFrom } from 'xstate';

/**
 * The room's paged lists, one screen for two routes: /resources-room/all-resources (every resource) and
 * /resources-room/categories/{subcategory} (one subcategory's results; a blank name is the default one).
 * The list is the whole screen, so the screen machine is the room's list itself (the collection machine,
 * 12 a page), which starts with the first page the prerendered HTML carries, if any; which list a route
 * asks for is its input (`resourcesRoomListInput`). Each card keeps its own likes and views (the resource
 * card machine, src/shared/resources-room/).
 */
export const resourcesRoomListMachine = roomResourcesMachine;

/** Which list: every resource, or the results of the subcategory the address names. */
export type ResourcesRoomListInput = (
  | { list: 'all' }
  | { list: 'results'; subcategory?: string | undefined }
) & { initial?: Page<Resource> | undefined };

/** The list a route asks for: every resource, or the results of its subcategory (decoded, the default for none). */
export function resourcesRoomListInput(
  input: ResourcesRoomListInput,
): CollectionInput<Resource, ResourceFilters> {
  const filters = input.list === 'results' ? { subcategory: subcategoryOf(input.subcategory) } : {};
  return input.initial === undefined ? { filters } : { filters, initial: input.initial };
}

/** The results' subcategory the list shows; undefined for every resource. */
export function selectSubcategory(
  snapshot: SnapshotFrom<typeof resourcesRoomListMachine>,
): string | undefined {
  return snapshot.context.filters.subcategory;
}

/** The network actor the list calls (`fetchPage`). */
export interface ResourcesRoomListNetwork {
  fetchPage: PromiseActorLogic<Page<Resource>, CollectionQuery>;
}

/** The screen with the network its list calls: the app's (resources-room-list.logic.ts) or a test's. */
export function resourcesRoomListWith(network: ResourcesRoomListNetwork) {
  return resourcesRoomListMachine.provide({ actors: { fetchPage: network.fetchPage } });
}
