import type { BadgeCounts } from '@contracts/member-area';
import { assertEvent, assign, fromPromise, setup } from 'xstate';

export type { BadgeCounts };

export type MemberBadgesEvent = { type: 'badges.refresh' } | { type: 'counts.changed'; counts: BadgeCounts };

/**
 * The member sidebar's live badges (unread notifications, liked resources, own
 * projects, unread direct messages, upcoming events). Fetched when the shell opens and after each
 * navigation; `counts.changed` from the live stream replaces them at once (and ends a fetch in flight, whose
 * answer would be older). A failed fetch leaves the links without badges.
 */
export const memberBadgesMachine = setup({
  types: {
    context: {} as { counts: BadgeCounts | undefined },
    events: {} as MemberBadgesEvent,
  },
  actors: {
    fetchCounts: fromPromise<BadgeCounts, void>(async () => {
      throw new Error('fetchCounts is provided by the app');
    }),
  },
  actions: {
    assignCounts: assign({ counts: (_, counts: BadgeCounts) => counts }),
    assignChangedCounts: assign({
      counts: ({ event }) => {
        assertEvent(event, 'counts.changed');
        return event.counts;
      },
    }),
    clearCounts: assign({ counts: undefined }),
  },
}).createMachine({
  id: 'memberBadges',
  description: "The member sidebar's counts, fetched and then kept current by the live stream.",
  context: { counts: undefined },
  initial: 'loading',
  on: {
    'badges.refresh': { target: '.loading', reenter: true },
    'counts.changed': { target: '.shown', actions: 'assignChangedCounts' },
  },
  states: {
    loading: {
      description: 'The counts are being fetched; the last ones (if any) stay shown.',
      tags: ['busy'],
      invoke: {
        id: 'fetchCounts',
        src: 'fetchCounts',
        input: () => undefined,
        onDone: { target: 'shown', actions: { type: 'assignCounts', params: ({ event }) => event.output } },
        onError: { target: 'hidden', actions: 'clearCounts' },
      },
    },
    shown: { description: 'Each counted link shows its badge (99+ above 99).' },
    hidden: { description: 'The counts could not be fetched: the links show no badge.' },
  },
});
