import type { BadgeCounts } from '@contracts/member-area';
import { liveEventTypes, Notification, NotificationsPageResponse } from '@contracts/notifications';
import { events, notifications, resources } from '@server/db/schema';
import type { LiveBus } from '@server/live/bus';
import { createRedisBus } from '@server/live/redis-bus';
import { badgeCountsOf, countUnreadDirectMessages } from '@server/notifications/counts';
import { notify } from '@server/notifications/notify';
import { newResourceNotice } from '@server/resources/new-resource-notice';
import { projectNotices } from '@server/routes/admin-projects';
import { and, eq, isNull } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/admin-helpers';
import { file, imageBytes, send, sendForm, sessionAccount } from '../support/content-helpers';
import { type SseEvent, sseReader } from '../support/sse';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * The badge counts (`GET /api/users/me/counts`), the notifications (`GET /api/notifications`, `POST
 * /read-all`) and their live delivery (`notification.created`, `counts.changed`) in process and through
 * Redis.
 */

type Account = Awaited<ReturnType<typeof sessionAccount>>;

let t: TestApp;
let admin: Account;
beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-03-01T10:00:00Z') });
  admin = await sessionAccount(t, 'Admin');
});
afterAll(() => t.close());

const counts = async (account: Account): Promise<BadgeCounts> => {
  const res = await api(t, 'GET', '/api/users/me/counts', { token: account.token });
  expect(res.status).toBe(200);
  return res.body.data.counts;
};

async function createProject(app: TestApp, owner: Account, title: string) {
  const res = await sendForm(app, 'POST', '/api/projects', { title, description: 'd' }, owner.token);
  expect(res.status).toBe(201);
  return res.body.data.project.id as string;
}

const openStream = (app: TestApp, account: Account) =>
  app.app.request('/api/live', { headers: { Authorization: `Bearer ${account.token}` } });

describe('GET /api/users/me', () => {
  it('answers the account id with the name, e-mail and role', async () => {
    const member = await sessionAccount(t);
    const res = await api(t, 'GET', '/api/users/me', { token: member.token });
    expect(res.body).toEqual({
      data: {
        user: {
          id: member.id,
          email: member.email,
          role: 'Member',
          firstName: member.firstName,
          lastName: member.lastName,
          language: 'en',
        },
      },
    });
  });
});

describe('GET /api/users/me/counts', () => {
  it('counts unread notifications, liked resources, own projects and events not ended yet', async () => {
    const member = await sessionAccount(t);
    const now = t.clock.now().getTime();
    const hour = 3_600_000;
    await t.db.insert(events).values([
      { title: 'Soon', location: 'Hall', start: new Date(now + hour), end: new Date(now + 2 * hour) },
      { title: 'Running', location: 'Hall', start: new Date(now - hour), end: new Date(now + hour) },
      { title: 'Over', location: 'Hall', start: new Date(now - 3 * hour), end: new Date(now - hour) },
    ]);
    const base = await counts(member);
    expect(base).toEqual({ notifications: 0, resources: 0, projects: 0, messages: 0, events: 2 });

    await createProject(t, member, 'Mine');
    const [resource] = await t.db
      .insert(resources)
      .values({ title: 'Liked', category: 'Cyber Security', subcategory: 'DevSecOps' })
      .returning();
    await send(t, 'POST', `/api/resources/${resource!.id}/like`, { token: member.token });
    await notify(t.db, { accountId: member.id, type: 'message', text: 'Hi', now: t.clock.now() });
    await notify(t.db, { accountId: member.id, type: 'message', text: 'Read', now: t.clock.now() });
    await t.db
      .update(notifications)
      .set({ readAt: t.clock.now() })
      .where(and(eq(notifications.accountId, member.id), eq(notifications.text, 'Read')));
    expect(await counts(member)).toEqual({ ...base, notifications: 1, resources: 1, projects: 1 });

    t.clock.advance(2 * hour + 1);
    expect((await counts(member)).events).toBe(0);
  });

  it('a member without direct messages has 0 unread ones', async () => {
    const member = await sessionAccount(t);
    expect((await countUnreadDirectMessages(t.db, [member.id])).get(member.id) ?? 0).toBe(0);
    expect((await counts(member)).messages).toBe(0);
  });

  it('many accounts at once (a new resource notifies everyone) count the same as one at a time', async () => {
    const accounts = [await sessionAccount(t), await sessionAccount(t), await sessionAccount(t)];
    await createProject(t, accounts[0]!, 'One');
    await createProject(t, accounts[0]!, 'Two');
    await notify(t.db, { accountId: accounts[1]!.id, type: 'upload', text: 'x', now: t.clock.now() });
    const together = await badgeCountsOf(
      t.db,
      t.clock.now(),
      accounts.map((account) => account.id),
    );
    for (const account of accounts) expect(together.get(account.id)).toEqual(await counts(account));
    expect(together.get(accounts[0]!.id)?.projects).toBe(2);
    expect(together.get(accounts[1]!.id)?.notifications).toBe(1);
  });
});

describe('GET /api/notifications and POST /api/notifications/read-all', () => {
  it('lists the caller’s own, newest first, paged, with the unread count; read-all is stored', async () => {
    const member = await sessionAccount(t);
    for (let index = 1; index <= 5; index++) {
      await notify(t.db, {
        accountId: member.id,
        type: index % 2 ? 'update' : 'upload',
        text: `Notice ${index}`,
        link: '/dashboard/projects',
        now: t.clock.now(),
      });
      t.clock.advance(60_000);
    }
    const first = await api(t, 'GET', '/api/notifications?page=1&limit=2', { token: member.token });
    expect(first.status).toBe(200);
    expect(v.is(NotificationsPageResponse, first.body)).toBe(true);
    expect(first.body.total).toBe(5);
    expect(first.body.unread).toBe(5);
    expect(first.body.data.notifications.map((n: Notification) => n.text)).toEqual(['Notice 5', 'Notice 4']);
    expect(first.body.data.notifications[0]).toMatchObject({
      type: 'update',
      link: '/dashboard/projects',
      read: false,
    });
    const last = await api(t, 'GET', '/api/notifications?page=3&limit=2', { token: member.token });
    expect(last.body.data.notifications.map((n: Notification) => n.text)).toEqual(['Notice 1']);

    const read = await api(t, 'POST', '/api/notifications/read-all', { token: member.token });
    expect(read.status).toBe(200);
    expect(read.body.data.counts.notifications).toBe(0);
    const after = await api(t, 'GET', '/api/notifications', { token: member.token });
    expect(after.body.unread).toBe(0);
    expect(after.body.data.notifications.every((n: Notification) => n.read)).toBe(true);
    const stillUnread = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.accountId, member.id), isNull(notifications.readAt)));
    expect(stillUnread).toEqual([]);
  });

  it('bad paging → 400 with the paging message', async () => {
    const member = await sessionAccount(t);
    for (const query of ['limit=0', 'limit=101', 'page=x', 'limit=2.5']) {
      const res = await api(t, 'GET', `/api/notifications?${query}`, { token: member.token });
      expect(res.status, query).toBe(400);
      expect(res.body.message).toMatch(/page|limit/);
    }
  });

  it('project published and rejected notify the owner (type update, link to their projects)', async () => {
    const owner = await sessionAccount(t);
    const id = await createProject(t, owner, 'Solar map');
    await send(t, 'POST', `/api/admin/projects/${id}/reject`, {
      token: admin.token,
      json: { reason: 'Blurry' },
    });
    t.clock.advance(1_000);
    await send(t, 'POST', `/api/admin/projects/${id}/publish`, { token: admin.token });
    const res = await api(t, 'GET', '/api/notifications', { token: owner.token });
    expect(res.body.data.notifications.map((n: Notification) => [n.type, n.text, n.link])).toEqual([
      ['update', projectNotices.published('Solar map'), '/dashboard/projects'],
      ['update', projectNotices.rejected('Solar map', 'Blurry'), '/dashboard/projects'],
    ]);
  });

  it('a new resource notifies every other account (type upload), not the admin who added it', async () => {
    const member = await sessionAccount(t);
    const res = await sendForm(
      t,
      'POST',
      '/api/resources',
      {
        title: 'OWASP cheat sheets',
        category: 'Cyber Security',
        subcategory: 'Security Tools',
        url: 'https://cheatsheetseries.owasp.org/',
        icon: file(await imageBytes('png')),
      },
      admin.token,
    );
    expect(res.status).toBe(201);
    const text = newResourceNotice({ title: 'OWASP cheat sheets', subcategory: 'Security Tools' });
    const mine = await api(t, 'GET', '/api/notifications', { token: member.token });
    expect(mine.body.data.notifications[0]).toMatchObject({ type: 'upload', text, link: '/resources-room' });
    const adminOwn = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.accountId, admin.id), eq(notifications.text, text)));
    expect(adminOwn).toEqual([]);
  });
});

/** Reads events until one of `type` arrives (others, such as counts before a notification, are skipped). */
async function nextOf(
  stream: ReturnType<typeof sseReader>,
  type: string,
  timeoutMs = 3_000,
): Promise<SseEvent> {
  for (;;) {
    const event = await stream.next(timeoutMs);
    if (event.event === type) return event;
  }
}

function liveDelivery(name: string, makeBuses: () => { first: LiveBus; second: LiveBus } | undefined) {
  describe(`live delivery (${name})`, () => {
    let first: TestApp;
    let second: TestApp;
    let buses: { first: LiveBus; second: LiveBus } | undefined;
    let boss: Account;
    beforeAll(async () => {
      buses = makeBuses();
      first = await createTestApp(buses ? { live: buses.first } : {});
      second = buses ? await createTestApp({ live: buses.second, testDb: first.testDb }) : first;
      boss = await sessionAccount(first, 'Admin');
    });
    afterAll(async () => {
      if (buses) await Promise.all([buses.first.close(), buses.second.close()]);
      await first.close();
    });

    it('publish → notification.created then counts.changed on the owner’s stream; read-all → counts.changed', async () => {
      const owner = await sessionAccount(first);
      const id = await createProject(first, owner, 'Live project');
      const stream = sseReader(await openStream(second, owner));
      expect((await stream.next()).event).toBe('ready');
      // Subscriptions reach Redis asynchronously.
      await new Promise((resolve) => setTimeout(resolve, 300));

      await send(first, 'POST', `/api/admin/projects/${id}/publish`, { token: boss.token });
      const created = await nextOf(stream, liveEventTypes.notificationCreated);
      const notification = JSON.parse(created.data);
      expect(v.is(Notification, notification)).toBe(true);
      expect(notification).toMatchObject({ type: 'update', text: projectNotices.published('Live project') });
      const changed = await nextOf(stream, liveEventTypes.countsChanged);
      expect(JSON.parse(changed.data)).toMatchObject({ notifications: 1, projects: 1 });

      await send(first, 'POST', '/api/notifications/read-all', { token: owner.token });
      expect(JSON.parse((await nextOf(stream, liveEventTypes.countsChanged)).data).notifications).toBe(0);
      await stream.cancel();
    });

    it('a like toggled and a project created or deleted → counts.changed with the new numbers', async () => {
      const member = await sessionAccount(first);
      const stream = sseReader(await openStream(second, member));
      expect((await stream.next()).event).toBe('ready');
      await new Promise((resolve) => setTimeout(resolve, 300));
      const [resource] = await first.db
        .insert(resources)
        .values({ title: 'Live liked', category: 'Cyber Security', subcategory: 'DevSecOps' })
        .returning();

      await send(first, 'POST', `/api/resources/${resource!.id}/like`, { token: member.token });
      expect(JSON.parse((await nextOf(stream, liveEventTypes.countsChanged)).data).resources).toBe(1);
      const id = await createProject(first, member, 'Counted');
      expect(JSON.parse((await nextOf(stream, liveEventTypes.countsChanged)).data).projects).toBe(1);
      await send(first, 'DELETE', `/api/projects/${id}`, { token: member.token });
      expect(JSON.parse((await nextOf(stream, liveEventTypes.countsChanged)).data).projects).toBe(0);
      await stream.cancel();
    });
  });
}

liveDelivery('in process', () => undefined);
liveDelivery('through Redis on 127.0.0.1:6379, across two instances', () => {
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  return { first: createRedisBus(redisUrl), second: createRedisBus(redisUrl) };
});
