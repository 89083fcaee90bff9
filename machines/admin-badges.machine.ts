import type { AdminBadgeCounts } from '@contracts/badge';
import { assign, fromPromise, setup } from 'xstate';

/**
 * The live numbers of the admin sidebar (the spec's fixed 6, 5 and 30 become counts from the server);
 * a count whose call failed is undefined and its badge is left out.
 */
export type { AdminBadgeCounts };

/**
 * The admin sidebar's badges: the three counts fetched together, fetched again on every navigation and
 * whenever a screen changes what they count (a refresh while one is loading restarts it, so the newest
 * answer wins). Failing leaves the sidebar without numbers; the links still work.
 */
export const adminBadgesMachine = setup({
  types: {
    context: {} as { counts: AdminBadgeCounts | undefined },
    events: {} as { type: 'badges.refresh' },
  },
  actors: {
    fetchBadgeCounts: fromPromise<AdminBadgeCounts, void>(async () => {
      throw new Error('fetchBadgeCounts is provided by the app');
    }),
  },
  actions: {
    assignCounts: assign({ counts: (_, counts: AdminBadgeCounts) => counts }),
    clearCounts: assign({ counts: undefined }),
  },
}).createMachine({
  id: 'adminBadges',
  description: 'Pending inquiries, resources and projects in review, for the admin sidebar.',
  context: { counts: undefined },
  initial: 'loading',
  on: { 'badges.refresh': { target: '.loading', reenter: true } },
  states: {
    loading: {
      description: 'The counts are being fetched; the last ones (if any) stay shown.',
      tags: ['busy'],
      invoke: {
        id: 'fetchBadgeCounts',
        src: 'fetchBadgeCounts',
        input: () => undefined,
        onDone: { target: 'shown', actions: { type: 'assignCounts', params: ({ event }) => event.output } },
        onError: { target: 'hidden', actions: 'clearCounts' },
      },
    },
    shown: { description: 'Each sidebar link with a count shows its badge (99+ above 99).' },
    hidden: { description: 'The counts could not be fetched: the links show no badge.' },
  },
});
