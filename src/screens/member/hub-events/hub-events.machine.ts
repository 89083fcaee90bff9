import { type EventTab, eventMessages, type HubEvent } from '@contracts/events';
import { failureText } from '@contracts/failure-message';
import type { Page } from '@contracts/paging';
import { textsOf } from '@contracts/texts';
import { type CollectionQuery, createCollectionMachine } from '@machines/collection.machine';
import { part, stoppedState } from '@machines/screen-parts';
import { assertEvent, assign, type PromiseActorLogic, sendTo, setup } from 'xstate';

/**
 * /dashboard/events, 'Hub events': one screen machine, the parent of the paged list of events. It holds the
 * chosen tab (upcoming or past, a past event being one whose end is before now, decided by the server) and
 * turns choosing the other tab into the list's filter change (page 1 again).
 */

export const HUB_EVENTS_PAGE_SIZE = 6;

/** The events of one tab: the collection machine at 6 a page, filtered by `when`. */
export const eventListMachine = createCollectionMachine<HubEvent, { when: EventTab }>({
  id: 'eventList',
  pageSize: HUB_EVENTS_PAGE_SIZE,
  errorMessage: (error) =>
    failureText(error, {
      http: textsOf(eventMessages).fetchFailed,
      network: textsOf(eventMessages).fetchFailed,
      unexpected: textsOf(eventMessages).fetchFailed,
    }),
});

/** What the view sends: a tab chosen. */
export type HubEventsEvent = { type: 'events.tab'; when: EventTab };

/** The network actor the list calls (`fetchPage`). */
export interface HubEventsNetwork {
  fetchPage: PromiseActorLogic<Page<HubEvent>, CollectionQuery>;
}

export const hubEventsMachine = setup({
  types: {
    context: {} as { when: EventTab },
    events: {} as HubEventsEvent,
    /** The child's id is its src: `snapshot.children.eventList` is typed. */
    children: {} as { eventList: 'eventList' },
  },
  actors: { eventList: eventListMachine },
  guards: {
    /** The tab chosen is not the one shown (choosing the shown one fetches nothing). */
    isOtherTab: ({ context, event }) => event.when !== context.when,
  },
  actions: {
    chooseTab: assign({
      when: ({ event }) => {
        assertEvent(event, 'events.tab');
        return event.when;
      },
    }),
    filterByTab: sendTo('eventList', ({ event }) => {
      assertEvent(event, 'events.tab');
      return { type: 'filters.change' as const, filters: { when: event.when } };
    }),
  },
}).createMachine({
  id: 'hubEvents',
  description: "The hub's events, upcoming or past, as cards, paged.",
  context: { when: 'upcoming' },
  initial: 'open',
  states: {
    open: {
      description: "The tabs and the chosen tab's events; the other tab shows its own events from page 1.",
      invoke: part('eventList', { filters: { when: 'upcoming' as EventTab } }),
      on: {
        'events.tab': { guard: 'isOtherTab', actions: ['chooseTab', 'filterByTab'] },
      },
    },
    stopped: stoppedState,
  },
});

/** The screen with the network its list calls: the app's (hub-events.logic.ts) or a test's. */
export function hubEventsWith(network: HubEventsNetwork) {
  return hubEventsMachine.provide({
    actors: { eventList: eventListMachine.provide({ actors: { fetchPage: network.fetchPage } }) },
  });
}
