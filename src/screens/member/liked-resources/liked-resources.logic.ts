import { fromPromise } from 'xstate';
import { fetchLikedResources } from './fetch-liked-resources.api';
import { likedResourcesWith } from './liked-resources.machine';

/** /dashboard/resources with its real network: the API module the table calls. */
export const likedResourcesLogic = likedResourcesWith({
  fetchPage: fromPromise(({ input }) => fetchLikedResources({ page: input.page, limit: input.limit })),
});
export type LikedResourcesLogic = typeof likedResourcesLogic;
