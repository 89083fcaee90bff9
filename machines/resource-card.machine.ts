import { commonFailureTexts, failureText } from '@contracts/failure-message';
import type { ResourceLikeResponse, ResourceViewResponse } from '@contracts/resources';
import { defineTexts, type Text, textsOf } from '@contracts/texts';
import { assign, fromPromise, setup } from 'xstate';

/**
 * One resource card of the resources room. The heart: a member
 * toggles their like, shown at once and confirmed by the server's count, or rolled back with a message
 * when the call fails; a visitor (the list came without `likedByMe`) is sent to sign in and brought back
 * to this resource. The link: opening the material counts a view (the server counts one an hour per
 * visitor) and shows the server's count.
 */
export interface ResourceCardContext {
  resourceId: string;
  likes: number;
  liked: boolean;
  views: number;
  /** The list was read with a session (it said `likedByMe`); otherwise the heart asks to sign in. */
  signedIn: boolean;
  /** Why the last toggle was rolled back. */
  error: Text | undefined;
}

export interface ResourceCardInput {
  resource: { id: string; likes: number; views: number; likedByMe?: boolean | undefined };
}

export type ResourceCardEvent = { type: 'like.toggle' } | { type: 'resource.open' };

export const resourceCardMessages = defineTexts('resourceCard', {
  likeFailed: 'Your like could not be saved. Please try again.',
});

const likeFailed = { http: textsOf(resourceCardMessages).likeFailed, ...textsOf(commonFailureTexts) };

/** The like flipped (what the member sees at once, and the rollback of a failed toggle). */
const flipped = ({ liked, likes }: ResourceCardContext) => ({
  liked: !liked,
  likes: Math.max(0, likes + (liked ? -1 : 1)),
});

export const resourceCardMachine = setup({
  types: {
    context: {} as ResourceCardContext,
    events: {} as ResourceCardEvent,
    input: {} as ResourceCardInput,
  },
  actors: {
    toggleLike: fromPromise<ResourceLikeResponse['data'], { id: string }>(async () => {
      throw new Error('toggleLike is provided by the app');
    }),
    countView: fromPromise<ResourceViewResponse['data'], { id: string }>(async () => {
      throw new Error('countView is provided by the app');
    }),
  },
  guards: {
    isVisitor: ({ context }) => !context.signedIn,
  },
  actions: {
    flipLike: assign(({ context }) => ({ ...flipped(context), error: undefined })),
    assignLikes: assign((_, { likes, liked }: ResourceLikeResponse['data']) => ({ likes, liked })),
    rollBackLike: assign(({ context }, { error }: { error: unknown }) => ({
      ...flipped(context),
      error: failureText(error, likeFailed),
    })),
    assignViews: assign((_, { views }: ResourceViewResponse['data']) => ({ views })),
    /** To /login, coming back to this resource once signed in (provided by the view). */
    goToSignIn: (_, _params: { resourceId: string }) => {},
  },
}).createMachine({
  id: 'resourceCard',
  description: "One resource's heart (likes, the member's like) and its link to the material (views).",
  context: ({ input }) => ({
    resourceId: input.resource.id,
    likes: input.resource.likes,
    liked: input.resource.likedByMe ?? false,
    views: input.resource.views,
    signedIn: input.resource.likedByMe !== undefined,
    error: undefined,
  }),
  type: 'parallel',
  states: {
    like: {
      description: 'The heart and the likes count.',
      initial: 'idle',
      states: {
        idle: {
          description: 'The count and the heart (pressed when liked); a message if the last toggle failed.',
          on: {
            'like.toggle': [
              { guard: 'isVisitor', target: 'signInAsked' },
              { target: 'toggling', actions: 'flipLike' },
            ],
          },
        },
        signInAsked: {
          description:
            'A visitor clicked the heart: off to /login, coming back to this resource once signed in.',
          entry: { type: 'goToSignIn', params: ({ context }) => ({ resourceId: context.resourceId }) },
        },
        toggling: {
          description: 'The new state is shown already; the server confirms it (the heart is busy).',
          tags: ['busy'],
          invoke: {
            id: 'toggleLike',
            src: 'toggleLike',
            input: ({ context }) => ({ id: context.resourceId }),
            onDone: {
              target: 'idle',
              actions: { type: 'assignLikes', params: ({ event }) => event.output },
            },
            onError: {
              target: 'idle',
              actions: { type: 'rollBackLike', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    view: {
      description: 'The link to the material and the views count.',
      initial: 'idle',
      states: {
        idle: {
          description: 'The views count; opening the material (a new tab) counts a view.',
          on: { 'resource.open': { target: 'counting' } },
        },
        counting: {
          description: 'The view is being counted; the count follows the answer (a failure keeps it).',
          invoke: {
            id: 'countView',
            src: 'countView',
            input: ({ context }) => ({ id: context.resourceId }),
            onDone: {
              target: 'idle',
              actions: { type: 'assignViews', params: ({ event }) => event.output },
            },
            onError: { target: 'idle' },
          },
        },
      },
    },
  },
});
