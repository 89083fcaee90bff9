import type { Page } from '@contracts/paging';
import type { Resource } from '@contracts/resources';
import type { CollectionQuery } from '@machines/collection.machine';
import { fromPromise } from 'xstate';
import { fetchResources } from '@/api/fetch-resources';
import { resourcesRoomHomeWith } from './resources-room-home.machine';

/** /resources-room with its real network: the API module the most liked list calls. */
export const resourcesRoomHomeLogic = resourcesRoomHomeWith({
  fetchPage: fromPromise<Page<Resource>, CollectionQuery>(({ input }) => fetchResources(input)),
});
export type ResourcesRoomHomeLogic = typeof resourcesRoomHomeLogic;
