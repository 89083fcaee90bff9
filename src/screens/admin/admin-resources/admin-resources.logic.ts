import { fromPromise } from 'xstate';
import { fetchResources } from '@/api/fetch-resources';
import { adminResourcesWith } from './admin-resources.machine';
import { deleteResource } from './delete-resource.api';

/** /resources with its real network: the API modules the children call. */
export const adminResourcesLogic = adminResourcesWith({
  fetchPage: fromPromise(({ input }) => fetchResources({ page: input.page, limit: input.limit })),
  deleteItem: fromPromise(({ input }) => deleteResource(input)),
});
export type AdminResourcesLogic = typeof adminResourcesLogic;
