import type { Page } from '@contracts/paging';
import type { Resource } from '@contracts/resources';
import type { CollectionQuery } from '@machines/collection.machine';
import { roomResourcesMachine, subcategoryOf } from '@machines/resource-room.machine';
import { part, stoppedState } from '@machines/screen-parts';
import { type PromiseActorLogic, setup } from 'xstate';

/**
 * The room's paged lists, one screen for two routes: /resources-room/all-resources (every resource) and
 * /resources-room/categories/{subcategory} (one subcategory's results; a blank name is the default one).
 * One screen machine, the parent of the list (the room's collection machine, 12 a page), which starts with
 * the first page the prerendered HTML carries, if any. Each card keeps its own likes and views (the
 * resource card machine, src/shared/resources-room/).
 */

/** Which list: every resource, or the results of the subcategory the address names. */
export type ResourcesRoomListInput = (
  | { list: 'all' }
  | { list: 'results'; subcategory?: string | undefined }
) & { initial?: Page<Resource> | undefined };

export interface ResourcesRoomListContext {
  /** The results' subcategory (decoded, the default for none); undefined for every resource. */
  subcategory: string | undefined;
  initial: Page<Resource> | undefined;
}

/** The children as the screen runs them. */
const children = { roomResources: roomResourcesMachine };

/** The network actor the list calls (`fetchPage`). */
export interface ResourcesRoomListNetwork {
  fetchPage: PromiseActorLogic<Page<Resource>, CollectionQuery>;
}

export const resourcesRoomListMachine = setup({
  types: {
    context: {} as ResourcesRoomListContext,
    input: {} as ResourcesRoomListInput,
    children: {} as { roomResources: 'roomResources' },
  },
  actors: children,
}).createMachine({
  id: 'resourcesRoomList',
  description: "Every resource, or one subcategory's results, 12 a page.",
  context: ({ input }) => ({
    subcategory: input.list === 'results' ? subcategoryOf(input.subcategory) : undefined,
    initial: input.initial,
  }),
  initial: 'open',
  states: {
    open: {
      description: 'The list, its pager and its cards.',
      invoke: part('roomResources', ({ context }: { context: ResourcesRoomListContext }) => ({
        filters: context.subcategory === undefined ? {} : { subcategory: context.subcategory },
        initial: context.initial,
      })),
    },
    stopped: stoppedState,
  },
});

/** The screen with the network its list calls: the app's (resources-room-list.logic.ts) or a test's. */
export function resourcesRoomListWith(network: ResourcesRoomListNetwork) {
  return resourcesRoomListMachine.provide({
    actors: { roomResources: children.roomResources.provide({ actors: { fetchPage: network.fetchPage } }) },
  });
}
