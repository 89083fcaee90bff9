import { EventsPageResponse, eventMessages, type HubEvent } from '@contracts/events';
import { events } from '@server/db/schema';
import { sampleEvents } from '@server/db/seed-data/events';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/admin-helpers';
import { sessionAccount } from '../support/content-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

/** GET /api/events: upcoming (not ended) and past (ended before the server's now), paged, ISO times. */

let t: TestApp;
let token: string;
const seededAt = new Date('2026-05-10T08:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ now: seededAt });
  token = (await sessionAccount(t)).token;
  await t.db.insert(events).values(sampleEvents(seededAt));
});
afterAll(() => t.close());

const list = (query = '') => api(t, 'GET', `/api/events${query}`, { token });
const titles = (body: { data: { events: HubEvent[] } }) => body.data.events.map((event) => event.title);

describe('GET /api/events', () => {
  it('upcoming by default: events not ended yet, soonest first, with ISO start and end', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(v.is(EventsPageResponse, res.body)).toBe(true);
    expect(res.body.total).toBe(6);
    const starts = res.body.data.events.map((event: HubEvent) => Date.parse(event.start));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    for (const event of res.body.data.events as HubEvent[]) {
      expect(new Date(event.start).toISOString()).toBe(event.start);
      expect(Date.parse(event.end)).toBeGreaterThanOrEqual(seededAt.getTime());
    }
  });

  it('past: ended before now, most recent first', async () => {
    const res = await list('?when=past');
    expect(res.body.total).toBe(3);
    expect(titles(res.body)).toEqual([
      'Testing front-end apps',
      'Network security basics',
      'Welcome evening for new members',
    ]);
  });

  it('pages on the server', async () => {
    const first = await list('?when=upcoming&page=1&limit=4');
    const second = await list('?when=upcoming&page=2&limit=4');
    expect(first.body.data.events).toHaveLength(4);
    expect(second.body.data.events).toHaveLength(2);
    expect(second.body.total).toBe(6);
    expect(new Set([...titles(first.body), ...titles(second.body)]).size).toBe(6);
  });

  it('an event moves to past once its end is before the clock’s now (no stored flag)', async () => {
    const [soonest] = (await list('?limit=1')).body.data.events as HubEvent[];
    t.clock.advance(Date.parse(soonest!.end) + 1 - t.clock.now().getTime());
    // Days later: the first session has expired (12 h).
    token = (await sessionAccount(t)).token;
    expect(titles((await list('?when=past&limit=1')).body)).toEqual([soonest!.title]);
    expect((await list()).body.total).toBe(5);
  });

  it('bad input → 400 with its message', async () => {
    const when = await list('?when=soon');
    expect(when).toMatchObject({ status: 400, body: { message: eventMessages.whenInvalid } });
    expect((await list('?limit=500')).status).toBe(400);
  });
});
