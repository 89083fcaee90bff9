import { EventsPageResponse, type EventTab, type HubEvent } from '@contracts/events';
import type { Page } from '@contracts/paging';
import { call } from '@/api/http';

/** GET /api/events?when&page&limit with the session: upcoming (soonest first) or past (latest first). */
export async function fetchEvents({
  when,
  page,
  limit,
}: {
  when: EventTab;
  page: number;
  limit: number;
}): Promise<Page<HubEvent>> {
  const body = await call(
    ({ sessionHttp }) => sessionHttp.get('events', { searchParams: { when, page, limit } }),
    EventsPageResponse,
  );
  return { items: body.data.events, total: body.total };
}
