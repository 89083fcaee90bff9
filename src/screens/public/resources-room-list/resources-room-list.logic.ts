import type { Page } from '@contracts/paging';
import type { Resource } from '@contracts/resources';
import type { CollectionQuery } from '@machines/collection.machine';
import { fromPromise } from 'xstate';
import { fetchResources } from '@/api/fetch-resources';
import { resourcesRoomListWith } from './resources-room-list.machine';

/** The room's paged lists with their real network: the API module the list calls. */
export const resourcesRoomListLogic = resourcesRoomListWith({
  fetchPage: fromPromise<Page<Resource>, CollectionQuery>(({ input }) => fetchResources(input)),
});
export type ResourcesRoomListLogic = typeof resourcesRoomListLogic;
