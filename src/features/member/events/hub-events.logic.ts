import { type EventTab, eventMessages, type HubEvent } from '@contracts/events';
import { failureMessage } from '@contracts/failure-message';
import { createCollectionMachine } from '@machines/collection.machine';
import { fromPromise } from 'xstate';
import { fetchEvents } from '@/api/fetch-events';

export const HUB_EVENTS_PAGE_SIZE = 6;

/**
 * /dashboard/events: the events of one tab (`when`: upcoming or past, a past event being one whose end is
 * before now, decided by the server), paged; choosing the other tab is a filter change (page 1 again).
 */
export const hubEventsMachine = createCollectionMachine<HubEvent, { when: EventTab }>({
  id: 'hubEvents',
  pageSize: HUB_EVENTS_PAGE_SIZE,
  errorMessage: (error) =>
    failureMessage(error, {
      http: eventMessages.fetchFailed,
      network: eventMessages.fetchFailed,
      unexpected: eventMessages.fetchFailed,
    }),
});

export const hubEventsLogic = hubEventsMachine.provide({
  actors: {
    fetchPage: fromPromise(({ input }) =>
      fetchEvents({
        when: input.when === 'past' ? 'past' : 'upcoming',
        page: input.page,
        limit: input.limit,
      }),
    ),
  },
});
