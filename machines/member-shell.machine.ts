import type { LiveMessage } from '@contracts/live';
import { type BadgeCounts, countsOfLiveEvent } from '@contracts/member-area';
import { liveEventTypes } from '@contracts/notifications';
import {
  and,
  assertEvent,
  type CallbackActorLogic,
  enqueueActions,
  type PromiseActorLogic,
  sendTo,
  setup,
} from 'xstate';
import { type LiveEvent, liveMachine } from './live.machine';
import { memberBadgesMachine } from './member-badges.machine';
import { part, stoppedState } from './screen-parts';

/**
 * The member area's frame, around every `_member` screen: it runs the tab's one live stream and the
 * sidebar's badges, and joins them. A `counts.changed` live event replaces the badges at once; a reconnect
 * (events sent while offline were missed) and a navigation read them again. The screens inside listen to
 * the same stream (`snapshot.children.live`, handed down by the layout).
 */

/** What the shell hears: the stream's events (reported by its child) and the area's navigations. */
export type MemberShellEvent =
  | { type: 'live.received'; message: LiveMessage }
  | { type: 'live.reconnected' }
  | { type: 'area.navigate' };

/** The children as the shell runs them: the stream tells its listeners (emit) and the shell (sendParent). */
const children = {
  live: liveMachine.provide({
    actions: {
      relay: enqueueActions(({ enqueue }, { message }: { message: LiveMessage }) => {
        enqueue.emit({ type: 'live.received', message });
        enqueue.sendParent({ type: 'live.received', message });
      }),
      announceReconnect: enqueueActions(({ enqueue }) => {
        enqueue.emit({ type: 'live.reconnected' });
        enqueue.sendParent({ type: 'live.reconnected' });
      }),
    },
  }),
  memberBadges: memberBadgesMachine,
};

/** The network the children call: the stream's connection and backoff, the badges' counts. */
export interface MemberShellNetwork {
  connectLive: CallbackActorLogic<LiveEvent>;
  waitBackoff: PromiseActorLogic<void, { ms: number }>;
  fetchCounts: PromiseActorLogic<BadgeCounts, void>;
}

/** The counts a `counts.changed` event carries, or undefined when it carries none the contract reads. */
const countsOf = (event: MemberShellEvent) =>
  event.type === 'live.received' ? countsOfLiveEvent(event.message.data) : undefined;

export const memberShellMachine = setup({
  types: {
    events: {} as MemberShellEvent,
    children: {} as { live: 'live'; memberBadges: 'memberBadges' },
  },
  actors: children,
  guards: {
    isCountsChange: ({ event }) =>
      event.type === 'live.received' && event.message.type === liveEventTypes.countsChanged,
    carriesCounts: ({ event }) => countsOf(event) !== undefined,
  },
  actions: {
    showCounts: sendTo('memberBadges', ({ event }) => {
      assertEvent(event, 'live.received');
      return { type: 'counts.changed' as const, counts: countsOf(event)! };
    }),
    refreshBadges: sendTo('memberBadges', { type: 'badges.refresh' as const }),
  },
}).createMachine({
  id: 'memberShell',
  description: "The member area's frame: the tab's live stream and the sidebar's badges, kept current by it.",
  initial: 'open',
  states: {
    open: {
      description:
        'The stream and the badges run; a counts change shows at once, a reconnect or a navigation reads the counts again.',
      invoke: [
        // The stream ends when the session does (the area is left then): nothing for the frame to do.
        { id: 'live', src: 'live', onError: 'stopped' },
        part('memberBadges'),
      ],
      on: {
        // Other live events are for the screens inside, which listen to the stream themselves.
        'live.received': [
          { guard: and(['isCountsChange', 'carriesCounts']), actions: 'showCounts' },
          { guard: 'isCountsChange', actions: 'refreshBadges' },
        ],
        'live.reconnected': { actions: 'refreshBadges' },
        'area.navigate': { actions: 'refreshBadges' },
      },
    },
    stopped: stoppedState,
  },
});

/** The shell with the network its children call: the app's (member-shell.logic.ts) or a test's. */
export function memberShellWith(network: MemberShellNetwork) {
  return memberShellMachine.provide({
    actors: {
      live: children.live.provide({
        actors: { connectLive: network.connectLive, waitBackoff: network.waitBackoff },
      }),
      memberBadges: children.memberBadges.provide({ actors: { fetchCounts: network.fetchCounts } }),
    },
  });
}
