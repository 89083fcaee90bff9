import { failureText } from '@contracts/failure-message';
import type { Page } from '@contracts/paging';
import { type Resource, resourceMessages } from '@contracts/resources';
import { textsOf } from '@contracts/texts';
import { type CollectionQuery, createCollectionMachine } from '@machines/collection.machine';
import type { PromiseActorLogic } from 'xstate';

/**
 * /dashboard/resources, 'My resources': the paged table of the resources the member liked is the whole
 * screen. Nothing on it changes a resource (unliking happens in the resources room), so the screen machine
 * is the table itself: the collection machine at 10 a page, with its pager and its retry.
 */

export const LIKED_RESOURCES_PAGE_SIZE = 10;

/** The screen: the collection machine at 10 a page, the member's liked resources (`?liked=me`), newest first. */
export const likedResourcesMachine = createCollectionMachine<Resource>({
  id: 'likedResources',
  pageSize: LIKED_RESOURCES_PAGE_SIZE,
  errorMessage: (error) =>
    failureText(error, {
      http: textsOf(resourceMessages).fetchFailed,
      network: textsOf(resourceMessages).fetchFailed,
      unexpected: textsOf(resourceMessages).fetchFailed,
    }),
});

/** The network actor the table calls (`fetchPage`). */
export interface LikedResourcesNetwork {
  fetchPage: PromiseActorLogic<Page<Resource>, CollectionQuery>;
}

/** The screen with the network its table calls: the app's (liked-resources.logic.ts) or a test's. */
export function likedResourcesWith(network: LikedResourcesNetwork) {
  return likedResourcesMachine.provide({ actors: { fetchPage: network.fetchPage } });
}
