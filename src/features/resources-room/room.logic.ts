import { resourceCardMachine } from '@machines/resource-card.machine';
import {
  allResourcesMachine,
  mostLikedMachine,
  subcategoryResultsMachine,
} from '@machines/resource-room.machine';
import { fromPromise } from 'xstate';
import { fetchResources } from '@/api/fetch-resources';
import { likeResource } from '@/api/like-resource';
import { viewResource } from '@/api/view-resource';

const fetchPage = fromPromise(({ input }: { input: Parameters<typeof fetchResources>[0] }) =>
  fetchResources(input),
);

/** The room's machines with their real calls. */
export const roomLogic = {
  mostLiked: mostLikedMachine.provide({ actors: { fetchPage } }),
  allResources: allResourcesMachine.provide({ actors: { fetchPage } }),
  results: subcategoryResultsMachine.provide({ actors: { fetchPage } }),
  card: resourceCardMachine.provide({
    actors: {
      toggleLike: fromPromise(({ input }) => likeResource(input)),
      countView: fromPromise(({ input }) => viewResource(input)),
    },
  }),
};
export type RoomLogic = typeof roomLogic;
