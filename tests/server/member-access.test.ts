import { randomUUID } from 'node:crypto';
import {
  members,
  messageReactions,
  messages,
  notifications,
  projects,
  resourceLikes,
  resources,
  uploads,
} from '@server/db/schema';
import { memberAreas, memberRoutes } from '@server/http/member-routes';
import type { RouteEntry } from '@server/http/route-table';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, preOtpToken } from '../support/admin-helpers';
import { file, imageBytes, memberProfile, send, sendForm, sessionAccount } from '../support/content-helpers';
import { failureWith } from '../support/failure-body';
import { sseReader } from '../support/sse';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Every member-area route, generated from the app's own route table (`memberRoutes(app.routes)`): no
 * token, a garbage token or a pre-OTP token → 401; and one ownership probe per route, where member B aims
 * at member A's things (A's project id, A's notifications, A's profile, A's likes, A's live events) and
 * nothing of A's changes or shows. A new member route without a probe fails the table test.
 */

type Account = Awaited<ReturnType<typeof sessionAccount>>;

let t: TestApp;
let table: RouteEntry[];
let admin: Account;
let alice: Account;
let bob: Account;
let aliceReview: { id: string; title: string };
let alicePublished: { id: string; title: string };
let resourceId: string;

async function createProject(owner: Account, title: string) {
  const res = await sendForm(
    t,
    'POST',
    '/api/projects',
    { title, description: `About ${title}` },
    owner.token,
  );
  expect(res.status).toBe(201);
  return res.body.data.project as { id: string; title: string };
}

async function aliceProject(id: string) {
  const [row] = await t.db.select().from(projects).where(eq(projects.id, id));
  return row;
}

beforeAll(async () => {
  t = await createTestApp();
  table = memberRoutes(t.app.routes);
  admin = await sessionAccount(t, 'Admin');
  alice = await sessionAccount(t);
  bob = await sessionAccount(t);
  aliceReview = await createProject(alice, 'Alice secret draft');
  alicePublished = await createProject(alice, 'Alice public tool');
  expect(
    (await send(t, 'POST', `/api/admin/projects/${alicePublished.id}/publish`, { token: admin.token }))
      .status,
  ).toBe(200);
  const [resource] = await t.db
    .insert(resources)
    .values({ title: 'Threat modelling', category: 'Cyber Security', subcategory: 'Security Tools' })
    .returning();
  resourceId = resource!.id;
  expect((await send(t, 'POST', `/api/resources/${resourceId}/like`, { token: alice.token })).status).toBe(
    200,
  );
  expect(
    (await api(t, 'PUT', '/api/members/me', { token: alice.token, body: memberProfile('Alice') })).status,
  ).toBe(200);
});
afterAll(() => t.close());

const aliceUnread = () =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.accountId, alice.id), isNull(notifications.readAt)));

/**
 * Alice's messages: one in the channel with her 👍, and a direct message from the admin she has not read
 * (made once, on the first messaging probe).
 */
let aliceMessaging: Promise<{ channelId: string; directId: string }> | undefined;
function aliceMessages() {
  aliceMessaging ??= (async () => {
    const channel = await send(t, 'POST', '/api/channel/messages', {
      token: alice.token,
      json: { text: 'Alice says hi', clientId: 'alice-channel' },
    });
    const channelId: string = channel.body.data.message.id;
    await send(t, 'POST', `/api/channel/messages/${channelId}/reactions/${encodeURIComponent('👍')}`, {
      token: alice.token,
    });
    const direct = await send(t, 'POST', `/api/conversations/${alice.id}/messages`, {
      token: admin.token,
      json: { text: 'For Alice only', clientId: 'admin-to-alice' },
    });
    return { channelId, directId: direct.body.data.message.id as string };
  })();
  return aliceMessaging;
}
const aliceMessageRows = async () => {
  const { channelId, directId } = await aliceMessages();
  return t.db
    .select()
    .from(messages)
    .where(inArray(messages.id, [channelId, directId]));
};
const aliceReaction = async () => {
  const { channelId } = await aliceMessages();
  return t.db
    .select()
    .from(messageReactions)
    .where(and(eq(messageReactions.messageId, channelId), eq(messageReactions.accountId, alice.id)));
};
const thumbsUp = encodeURIComponent('👍');

/** Member B (bob) aims at member A's (alice's) things; each probe asserts nothing of A's changes or shows. */
const probes: Record<string, () => Promise<void>> = {
  'GET /api/users/me': async () => {
    const res = await api(t, 'GET', '/api/users/me', { token: bob.token });
    expect(res.body.data.user).toMatchObject({ id: bob.id, email: bob.email });
  },
  'PATCH /api/users/me/language': async () => {
    const res = await api(t, 'PATCH', '/api/users/me/language', {
      token: bob.token,
      body: { language: 'rw' },
    });
    expect(res.status).toBe(200);
    const mine = await api(t, 'GET', '/api/users/me', { token: alice.token });
    expect(mine.body.data.user.language).toBe('en');
  },
  'GET /api/users/me/counts': async () => {
    const res = await api(t, 'GET', '/api/users/me/counts', { token: bob.token });
    expect(res.body.data.counts).toMatchObject({ notifications: 0, resources: 0, projects: 0, messages: 0 });
  },
  'GET /api/members/me': async () => {
    const res = await api(t, 'GET', '/api/members/me', { token: bob.token });
    expect(res.status).toBe(404);
  },
  'PUT /api/members/me': async () => {
    const res = await api(t, 'PUT', '/api/members/me', { token: bob.token, body: memberProfile('Bob') });
    expect(res.status).toBe(200);
    const [aliceRow] = await t.db.select().from(members).where(eq(members.accountId, alice.id));
    expect(aliceRow?.name).toBe('Alice');
    expect(res.body.data.member.id).not.toBe(aliceRow?.id);
  },
  'GET /api/notifications': async () => {
    expect((await aliceUnread()).length).toBeGreaterThan(0);
    const res = await api(t, 'GET', '/api/notifications', { token: bob.token });
    expect(res.body).toMatchObject({ data: { notifications: [] }, total: 0, unread: 0 });
  },
  'POST /api/notifications/read-all': async () => {
    const before = (await aliceUnread()).length;
    expect((await api(t, 'POST', '/api/notifications/read-all', { token: bob.token })).status).toBe(200);
    expect((await aliceUnread()).length).toBe(before);
  },
  'GET /api/events': async () => {
    // Hub events belong to no member: every member reads the same list.
    const forBob = await api(t, 'GET', '/api/events?when=past', { token: bob.token });
    const forAlice = await api(t, 'GET', '/api/events?when=past', { token: alice.token });
    expect(forBob.body).toEqual(forAlice.body);
  },
  'GET /api/search': async () => {
    const forBob = await api(t, 'GET', '/api/search?q=alice', { token: bob.token });
    expect(forBob.body.data.projects.map((hit: { id: string }) => hit.id)).toEqual([alicePublished.id]);
    const forAlice = await api(t, 'GET', '/api/search?q=alice', { token: alice.token });
    expect(forAlice.body.data.projects.map((hit: { id: string }) => hit.id).sort()).toEqual(
      [aliceReview.id, alicePublished.id].sort(),
    );
  },
  'GET /api/live': async () => {
    const response = await t.app.request('/api/live', { headers: { Authorization: `Bearer ${bob.token}` } });
    const stream = sseReader(response);
    expect((await stream.next()).event).toBe('ready');
    await send(t, 'POST', `/api/admin/projects/${aliceReview.id}/reject`, {
      token: admin.token,
      json: { reason: 'Needs a demo' },
    });
    await expect(stream.next(300)).rejects.toThrow(/no event/);
    await stream.cancel();
  },
  'POST /api/projects': async () => {
    const res = await sendForm(
      t,
      'POST',
      '/api/projects',
      { title: 'Bob tool', description: 'x', ownerId: alice.id },
      bob.token,
    );
    expect(res.status).toBe(201);
    expect(res.body.data.project.ownerId).toBe(bob.id);
  },
  'PATCH /api/projects/:id': async () => {
    for (const target of [aliceReview, alicePublished]) {
      const before = await aliceProject(target.id);
      const res = await sendForm(
        t,
        'PATCH',
        `/api/projects/${target.id}`,
        { title: 'Taken over', description: 'x' },
        bob.token,
      );
      expect([403, 404]).toContain(res.status);
      expect(await aliceProject(target.id)).toEqual(before);
    }
  },
  'DELETE /api/projects/:id': async () => {
    for (const target of [aliceReview, alicePublished]) {
      const res = await send(t, 'DELETE', `/api/projects/${target.id}`, { token: bob.token });
      expect([403, 404]).toContain(res.status);
      expect(await aliceProject(target.id)).toBeDefined();
    }
  },
  'GET /api/channel/messages': async () => {
    const { channelId } = await aliceMessages();
    const res = await send(t, 'GET', '/api/channel/messages', { token: bob.token });
    const seen = res.body.data.messages.find((m: { id: string }) => m.id === channelId);
    expect(seen).toMatchObject({ mine: false, author: { accountId: alice.id } });
    expect(seen.reactions[0]).toMatchObject({ emoji: '👍', count: 1, mine: false });
  },
  'POST /api/channel/messages': async () => {
    await aliceMessages();
    const res = await send(t, 'POST', '/api/channel/messages', {
      token: bob.token,
      json: { text: 'Bob here', clientId: 'alice-channel', authorId: alice.id },
    });
    // Alice's client id is no resend of hers for Bob: a new message, written by Bob.
    expect(res.status).toBe(201);
    expect(res.body.data.message.author.accountId).toBe(bob.id);
  },
  'DELETE /api/channel/messages/:id': async () => {
    const { channelId } = await aliceMessages();
    const res = await send(t, 'DELETE', `/api/channel/messages/${channelId}`, { token: bob.token });
    expect(res.status).toBe(403);
    expect(await aliceMessageRows()).toHaveLength(2);
  },
  'POST /api/channel/messages/:id/reactions/:emoji': async () => {
    const { channelId } = await aliceMessages();
    const path = `/api/channel/messages/${channelId}/reactions/${thumbsUp}`;
    const res = await send(t, 'POST', path, { token: bob.token });
    expect(res.body.data.reactions[0]).toMatchObject({ count: 2, mine: true });
    await send(t, 'DELETE', path, { token: bob.token });
    expect(await aliceReaction()).toHaveLength(1);
  },
  'DELETE /api/channel/messages/:id/reactions/:emoji': async () => {
    const { channelId } = await aliceMessages();
    const path = `/api/channel/messages/${channelId}/reactions/${thumbsUp}`;
    const res = await send(t, 'DELETE', path, { token: bob.token });
    expect(res.body.data.reactions[0]).toMatchObject({ count: 1, mine: false });
    expect(await aliceReaction()).toHaveLength(1);
  },
  'GET /api/conversations': async () => {
    await aliceMessages();
    const res = await send(t, 'GET', '/api/conversations', { token: bob.token });
    const others = res.body.data.conversations.map((c: { accountId: string }) => c.accountId);
    expect(others).not.toContain(admin.id);
    expect(res.body.data.unread).toBe(0);
  },
  'GET /api/conversations/members': async () => {
    const res = await send(t, 'GET', '/api/conversations/members?limit=100', { token: bob.token });
    const ids = res.body.data.members.map((m: { accountId: string }) => m.accountId);
    expect(ids).toContain(alice.id);
    expect(ids).not.toContain(bob.id);
  },
  'GET /api/conversations/:accountId/messages': async () => {
    const { directId } = await aliceMessages();
    for (const other of [admin, alice]) {
      const res = await send(t, 'GET', `/api/conversations/${other.id}/messages`, { token: bob.token });
      expect(res.body.data.messages.map((m: { id: string }) => m.id)).not.toContain(directId);
    }
  },
  'POST /api/conversations/:accountId/messages': async () => {
    await aliceMessages();
    const res = await send(t, 'POST', `/api/conversations/${admin.id}/messages`, {
      token: bob.token,
      json: { text: 'From Bob', clientId: 'admin-to-alice', authorId: alice.id },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.message).toMatchObject({ from: 'me', author: { accountId: bob.id } });
  },
  'POST /api/conversations/:accountId/read': async () => {
    const { directId } = await aliceMessages();
    for (const other of [admin, alice]) {
      expect(
        (await send(t, 'POST', `/api/conversations/${other.id}/read`, { token: bob.token })).status,
      ).toBe(200);
    }
    const [direct] = await t.db.select().from(messages).where(eq(messages.id, directId));
    expect(direct?.readAt).toBeNull();
  },
  'POST /api/conversations/:accountId/messages/:id/reactions/:emoji': async () => {
    const { directId } = await aliceMessages();
    for (const other of [admin, alice]) {
      const path = `/api/conversations/${other.id}/messages/${directId}/reactions/${thumbsUp}`;
      expect((await send(t, 'POST', path, { token: bob.token })).status).toBe(404);
    }
    const reactions = await t.db
      .select()
      .from(messageReactions)
      .where(eq(messageReactions.messageId, directId));
    expect(reactions).toHaveLength(0);
  },
  'DELETE /api/conversations/:accountId/messages/:id/reactions/:emoji': async () => {
    const { directId } = await aliceMessages();
    const path = `/api/conversations/${alice.id}/messages/${directId}/reactions/${thumbsUp}`;
    expect((await send(t, 'DELETE', path, { token: bob.token })).status).toBe(404);
  },
  'POST /api/message-images': async () => {
    const res = await sendForm(
      t,
      'POST',
      '/api/message-images',
      { image: file(await imageBytes('png')) },
      bob.token,
    );
    expect(res.status).toBe(201);
    const id = res.body.data.imageUrl.split('/').pop();
    const [row] = await t.db.select().from(uploads).where(eq(uploads.id, id));
    expect(row?.ownerId).toBe(bob.id);
  },
  'POST /api/resources/:id/like': async () => {
    const res = await send(t, 'POST', `/api/resources/${resourceId}/like`, { token: bob.token });
    expect(res.body.data).toEqual({ likes: 2, liked: true });
    const again = await send(t, 'POST', `/api/resources/${resourceId}/like`, { token: bob.token });
    expect(again.body.data).toEqual({ likes: 1, liked: false });
    const aliceLike = await t.db
      .select()
      .from(resourceLikes)
      .where(and(eq(resourceLikes.userId, alice.id), eq(resourceLikes.resourceId, resourceId)));
    expect(aliceLike).toHaveLength(1);
  },
};

const sampleParams: Record<string, () => string> = {
  id: () => randomUUID(),
  accountId: () => randomUUID(),
  emoji: () => encodeURIComponent('👍'),
};
const concretePath = (path: string) =>
  path.replace(/:(\w+)/g, (_, name: string) => {
    const value = sampleParams[name];
    if (!value) throw new Error(`add a sample value for :${name} (route ${path})`);
    return value();
  });
const key = (route: RouteEntry) => `${route.method} ${route.path}`;

describe('the member route table', () => {
  it('holds every member route of the app, each with an ownership probe, and each area names real routes', () => {
    const names = table.map(key);
    expect(new Set(names).size).toBe(names.length);
    expect(names.sort()).toEqual(Object.keys(probes).sort());
    for (const area of memberAreas) {
      expect(
        table.some((route) => route.path.startsWith(area.prefix)),
        area.prefix,
      ).toBe(true);
    }
  });

  it('no token, a garbage token or a pre-OTP token → 401 on every member route, not cached', async () => {
    const preOtp = await preOtpToken(t, 'Member');
    for (const token of [undefined, 'not.a.token', preOtp]) {
      for (const route of table) {
        const res = await api(t, route.method, concretePath(route.path), token ? { token } : {});
        expect(res.status, `${key(route)} with ${token ?? 'no token'}`).toBe(401);
        expect(res.body).toEqual(failureWith('Please log in to continue.'));
        expect(res.headers.get('Cache-Control')).toBe('no-store');
      }
    }
  });
});

describe('ownership: another member’s ids and data', () => {
  for (const [route, probe] of Object.entries(probes)) it(route, probe);
});
