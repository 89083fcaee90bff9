import { resourceCardMachine } from '@machines/resource-card.machine';
import { fromPromise } from 'xstate';
import { likeResource } from '@/api/like-resource';
import { viewResource } from '@/api/view-resource';

/** A resource card of the room's screens with its real calls (the like toggle and the view count). */
export const resourceCardLogic = resourceCardMachine.provide({
  actors: {
    toggleLike: fromPromise(({ input }) => likeResource(input)),
    countView: fromPromise(({ input }) => viewResource(input)),
  },
});
export type ResourceCardLogic = typeof resourceCardLogic;
