import type { Resource } from '@contracts/resources';
import { createCollectionMachine } from '@machines/collection.machine';
import { resourceCardMachine } from '@machines/resource-card.machine';
import {
  MOST_LIKED_FETCH,
  type ResourceFilters,
  roomFetchFailed,
  roomResourcesMachine,
} from '@machines/resource-room.machine';
import { fromPromise } from 'xstate';
import { fetchResources } from '@/api/fetch-resources';
import { likeResource } from '@/api/like-resource';
import { viewResource } from '@/api/view-resource';

const fetchPage = fromPromise(({ input }: { input: Parameters<typeof fetchResources>[0] }) =>
  fetchResources(input),
);

/** The home's most liked list: one read, sorted by likes on the server (then one per title, at most 10). */
export const mostLikedMachine = createCollectionMachine<Resource, ResourceFilters>({
  id: 'mostLikedResources',
  pageSize: MOST_LIKED_FETCH,
  errorMessage: roomFetchFailed,
});

/** The room's machines with their real calls. */
export const roomLogic = {
  mostLiked: mostLikedMachine.provide({ actors: { fetchPage } }),
  resources: roomResourcesMachine.provide({ actors: { fetchPage } }),
  card: resourceCardMachine.provide({
    actors: {
      toggleLike: fromPromise(({ input }) => likeResource(input)),
      countView: fromPromise(({ input }) => viewResource(input)),
    },
  }),
};
export type RoomLogic = typeof roomLogic;
