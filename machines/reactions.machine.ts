import { failureText } from '@contracts/failure-message';
import type { Reaction, ReactionChanged, ReactionEmoji } from '@contracts/messaging';
import { defineTexts, type Text, textsOf } from '@contracts/texts';
import { assertEvent, assign, fromPromise, setup } from 'xstate';

/** A toggle the server has not confirmed yet (shown at once, rolled back on failure). */
export interface PendingReaction {
  emoji: ReactionEmoji;
  add: boolean;
}

export interface ReactionsContext {
  messageId: string;
  pending: PendingReaction | undefined;
  /** Why the last toggle was undone, or undefined. */
  error: Text | string | undefined;
}

/** A live reaction change as this reader sees it: `mine` from the ids of who reacted. */
export function reactionsSeenBy(change: ReactionChanged, readerId: string | null): Reaction[] {
  return change.reactions.map((reaction) => ({
    ...reaction,
    mine: readerId !== null && (change.reactedByIds[reaction.emoji] ?? []).includes(readerId),
  }));
}

export type ReactionsEvent =
  /** `mine`: the member has this reaction now (clicking again removes it). */
  { type: 'reaction.toggle'; emoji: ReactionEmoji; mine: boolean } | { type: 'error.dismiss' };

export const reactionsMessages = defineTexts('reactions', {
  failed: 'Your reaction was not saved. Please try again.',
  network: 'Your reaction was not saved: network error.',
});

/** What a pending toggle is called in the list of who reacted. */
export const PENDING_REACTOR = 'You';

/**
 * The reactions a message shows: the server's, with the member's unconfirmed toggle applied (an
 * emoji present counts one more, otherwise it is added with count 1; one per member, so a second click
 * takes it away again).
 */
export function shownReactions(
  reactions: readonly Reaction[],
  pending: PendingReaction | undefined,
): Reaction[] {
  if (!pending) return [...reactions];
  const present = reactions.find((reaction) => reaction.emoji === pending.emoji);
  if (pending.add) {
    if (!present)
      return [...reactions, { emoji: pending.emoji, count: 1, reactedBy: [PENDING_REACTOR], mine: true }];
    return reactions.map((reaction) =>
      reaction === present
        ? {
            ...reaction,
            count: reaction.count + 1,
            reactedBy: [...reaction.reactedBy, PENDING_REACTOR],
            mine: true,
          }
        : reaction,
    );
  }
  return reactions
    .map((reaction) =>
      reaction === present ? { ...reaction, count: reaction.count - 1, mine: false } : reaction,
    )
    .filter((reaction) => reaction.count > 0);
}

/**
 * One message's reactions (the six `reactionEmojis`): a click toggles the member's own reaction at once and
 * stores it; the server's answer replaces the list (`notifyChanged`, provided by the screen); a failure
 * undoes the toggle and says so. One toggle at a time per message.
 */
export const reactionsMachine = setup({
  types: {
    context: {} as ReactionsContext,
    events: {} as ReactionsEvent,
    input: {} as { messageId: string },
  },
  actors: {
    toggleReaction: fromPromise<Reaction[], { messageId: string } & PendingReaction>(async () => {
      throw new Error('toggleReaction is provided by the app');
    }),
  },
  actions: {
    assignPending: assign(({ event }) => {
      assertEvent(event, 'reaction.toggle');
      return { pending: { emoji: event.emoji, add: !event.mine }, error: undefined };
    }),
    clearPending: assign({ pending: undefined }),
    assignError: assign({
      pending: undefined,
      error: (_, { error }: { error: unknown }) =>
        failureText(error, {
          http: textsOf(reactionsMessages).failed,
          network: textsOf(reactionsMessages).network,
          unexpected: textsOf(reactionsMessages).failed,
        }),
    }),
    clearError: assign({ error: undefined }),
    /** Provided by the screen: the message's reactions are now these (the server's copy). */
    notifyChanged: (_, _params: { messageId: string; reactions: Reaction[] }) => {},
  },
}).createMachine({
  id: 'reactions',
  description: "A message's reactions: toggle one, optimistically, with rollback on failure.",
  context: ({ input }) => ({ messageId: input.messageId, pending: undefined, error: undefined }),
  initial: 'idle',
  states: {
    idle: {
      description: 'The reactions show; any of the six can be toggled (a failure message may show).',
      on: {
        'reaction.toggle': { target: 'saving', actions: 'assignPending' },
        'error.dismiss': { actions: 'clearError' },
      },
    },
    saving: {
      description: 'The toggle shows already and is being stored; the reaction buttons wait.',
      tags: ['busy'],
      invoke: {
        id: 'toggleReaction',
        src: 'toggleReaction',
        input: ({ context }) => ({ messageId: context.messageId, ...context.pending! }),
        onDone: {
          target: 'idle',
          actions: [
            {
              type: 'notifyChanged',
              params: ({ context, event }) => ({ messageId: context.messageId, reactions: event.output }),
            },
            'clearPending',
          ],
        },
        onError: {
          target: 'idle',
          actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});
