import * as v from 'valibot';
import { pagedResponse } from './paging';
import { defineTexts } from './texts';

/**
 * Hub events (a past event is one whose end is before now, so nothing stored goes stale):
 * `GET /api/events?when=upcoming|past&page&limit` → `{ data: { events }, total }`,
 * upcoming soonest first, past most recent first. `start` and `end` are ISO timestamps (UTC).
 */
export const eventTabs = ['upcoming', 'past'] as const;
export type EventTab = (typeof eventTabs)[number];

export const eventMessages = defineTexts('events', {
  whenInvalid: 'when must be upcoming or past',
  fetchFailed: 'Failed to fetch events',
  noUpcoming: 'No upcoming events.',
  noPast: 'No past events.',
});

export const HubEvent = v.object({
  id: v.string(),
  title: v.string(),
  location: v.string(),
  start: v.pipe(v.string(), v.isoTimestamp()),
  end: v.pipe(v.string(), v.isoTimestamp()),
  description: v.string(),
  /** URL of the event's image ('' when none). */
  image: v.string(),
});
export type HubEvent = v.InferOutput<typeof HubEvent>;

export const EventsQuery = v.object({
  when: v.optional(v.picklist(eventTabs, eventMessages.whenInvalid), 'upcoming'),
});

export const EventsPageResponse = pagedResponse('events', HubEvent);
export type EventsPageResponse = v.InferOutput<typeof EventsPageResponse>;
