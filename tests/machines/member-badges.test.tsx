import type { BadgeCounts } from '@contracts/member-area';
import { memberBadgesMachine } from '@machines/member-badges.machine';
import { act } from '@testing-library/react';
import type { DeferredActors } from '../support/deferred-actors';
import type { fakeLive } from '../support/member/shell';
import { changed, counts, expectBadges, renderShell, shellActorNames } from '../support/member/shell-view';
import type { EventExecutors, StateAssertions } from '../support/model';
import { modelSuite, type WalkContext } from '../support/model-suite';
import type { renderView } from '../support/render-view';

let router: Awaited<ReturnType<typeof renderView>>['router'];
let live: ReturnType<typeof fakeLive>;
let visits = 0;

const contextCounts = (snapshot: { context: unknown }) =>
  (snapshot.context as { counts?: BadgeCounts }).counts;

const states: StateAssertions = {
  loading: (snapshot) => expectBadges(contextCounts(snapshot)),
  shown: (snapshot) => expectBadges(contextCounts(snapshot)),
  hidden: () => expectBadges(undefined),
};

const executors: EventExecutors = {
  /** Any navigation in the member area fetches the counts again. */
  'badges.refresh': async () => {
    visits += 1;
    await act(() => router.navigate({ to: '/dashboard', search: { visit: visits } } as never));
  },
  /** The server says the numbers changed: the badges follow without a reload. */
  'counts.changed': (event) =>
    live.push({ type: 'counts.changed', data: (event as unknown as { counts: BadgeCounts }).counts }),
};

modelSuite(memberBadgesMachine, {
  title: 'member badges machine: the live counts of the member sidebar, in the member shell',
  events: [
    { type: 'xstate.done.actor.fetchCounts', output: counts },
    { type: 'xstate.error.actor.fetchCounts', error: { kind: 'network' } },
    { type: 'badges.refresh' },
    { type: 'counts.changed', counts: changed },
  ] as never,
  states,
  executors,
  deferredActors: shellActorNames,
  render: async ({ deferred }: WalkContext) => {
    ({ router, live } = await renderShell(deferred as DeferredActors));
  },
});
