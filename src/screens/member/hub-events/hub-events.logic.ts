import { fromPromise } from 'xstate';
import { fetchEvents } from './fetch-events.api';
import { hubEventsWith } from './hub-events.machine';

/** /dashboard/events with its real network: the API module the list calls. */
export const hubEventsLogic = hubEventsWith({
  fetchPage: fromPromise(({ input }) =>
    fetchEvents({ when: input.when === 'past' ? 'past' : 'upcoming', page: input.page, limit: input.limit }),
  ),
});
export type HubEventsLogic = typeof hubEventsLogic;
