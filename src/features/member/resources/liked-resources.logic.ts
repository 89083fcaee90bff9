import { failureMessage } from '@contracts/failure-message';
import { type Resource, resourceMessages } from '@contracts/resources';
import { createCollectionMachine } from '@machines/collection.machine';
import { fromPromise } from 'xstate';
import { fetchLikedResources } from '@/api/fetch-liked-resources';

export const LIKED_RESOURCES_PAGE_SIZE = 10;

/** /dashboard/resources: the resources the member liked (`?liked=me`), newest first. */
export const likedResourcesMachine = createCollectionMachine<Resource>({
  id: 'likedResources',
  pageSize: LIKED_RESOURCES_PAGE_SIZE,
  errorMessage: (error) =>
    failureMessage(error, {
      http: resourceMessages.fetchFailed,
      network: resourceMessages.fetchFailed,
      unexpected: resourceMessages.fetchFailed,
    }),
});

export const likedResourcesLogic = likedResourcesMachine.provide({
  actors: {
    fetchPage: fromPromise(({ input }) => fetchLikedResources({ page: input.page, limit: input.limit })),
  },
});
