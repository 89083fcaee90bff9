import { type EventsPageResponse, EventsQuery, type HubEvent } from '@contracts/events';
import { asc, count, desc, gte, lt } from 'drizzle-orm';
import { Hono } from 'hono';
import type { SessionEnv } from '../auth/session';
import { events, type HubEventRow } from '../db/schema';
import type { RouteDeps } from '../deps';
import { requireSession } from '../http/guards';
import { paged, pageQuery, pageWindow } from '../http/paging';

type EventsDeps = Pick<RouteDeps, 'db' | 'clock' | 'config'>;

/** A stored event as the contract shows it (ISO UTC times; the viewer's time zone is the client's job). */
function toHubEvent(row: HubEventRow): HubEvent {
  return {
    id: row.id,
    title: row.title,
    location: row.location,
    start: row.start.toISOString(),
    end: row.end.toISOString(),
    description: row.description,
    image: row.image,
  };
}

/**
 * /api/events (member area): `?when=upcoming` (default: not ended yet, soonest first) or `?when=past`
 * (ended before now, by the server's clock; most recent first), paged.
 */
export function eventsRoutes(deps: EventsDeps) {
  const { db, clock } = deps;
  return new Hono<SessionEnv>()
    .use('*', requireSession(deps))
    .get('/', pageQuery(EventsQuery.entries), async (c) => {
      const query = c.req.valid('query');
      const { limit, offset } = pageWindow(query);
      const now = clock.now();
      const past = query.when === 'past';
      const where = past ? lt(events.end, now) : gte(events.end, now);
      const order = past ? [desc(events.start), desc(events.id)] : [asc(events.start), asc(events.id)];
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(events)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(events).where(where),
      ]);
      const body: EventsPageResponse = paged('events', rows.map(toHubEvent), totals?.total ?? 0);
      return c.json(body);
    });
}
