import { randomUUID } from 'node:crypto';
import { messagingEvents, messagingMessages } from '@contracts/messaging';
import { notifications, users } from '@server/db/schema';
import { countUnreadDirectMessages } from '@server/notifications/counts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../support/content-helpers';
import {
  eventsWithin,
  type Member,
  memberOf,
  nameOf,
  nextOf,
  openLive,
  postMessage,
} from '../support/messaging';
import { createTestApp, type TestApp } from '../support/test-app';

/** /api/conversations: direct messages between two members, live to those two only. */

let t: TestApp;
let ana: Member;
let ben: Member;
let cleo: Member;

beforeAll(async () => {
  t = await createTestApp();
  ana = await memberOf(t);
  ben = await memberOf(t);
  cleo = await memberOf(t);
});
afterAll(() => t.close());

const messagesPath = (other: Member | string) =>
  `/api/conversations/${typeof other === 'string' ? other : other.id}/messages`;
const list = (member: Member, query = '') =>
  send(t, 'GET', `/api/conversations${query}`, { token: member.token });
const conversationWith = async (member: Member, other: Member) =>
  (await list(member)).body.data.conversations.find((c: { accountId: string }) => c.accountId === other.id);

describe('access and who may be written to', () => {
  it('every endpoint needs a session', async () => {
    const id = randomUUID();
    for (const [method, path] of [
      ['GET', '/api/conversations'],
      ['GET', '/api/conversations/members'],
      ['GET', messagesPath(id)],
      ['POST', messagesPath(id)],
      ['POST', `/api/conversations/${id}/read`],
      ['POST', `${messagesPath(id)}/${id}/reactions/${encodeURIComponent('👍')}`],
    ] as const) {
      const res = await send(t, method, path, method === 'POST' ? { json: {} } : {});
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });

  it('a malformed id is a 400, an unknown account a 404, oneself a 400', async () => {
    expect((await postMessage(t, ana, messagesPath('nope'), { text: 'hi' })).status).toBe(400);
    const unknown = await postMessage(t, ana, messagesPath(randomUUID()), { text: 'hi' });
    expect(unknown).toMatchObject({ status: 404, body: { message: messagingMessages.memberNotFound } });
    expect((await send(t, 'GET', messagesPath(randomUUID()), { token: ana.token })).status).toBe(404);
    const self = await postMessage(t, ana, messagesPath(ana), { text: 'hi me' });
    expect(self).toMatchObject({ status: 400, body: { message: messagingMessages.cannotMessageSelf } });
  });

  it('a disabled account cannot be written to (404), though the old conversation stays readable', async () => {
    const leaving = await memberOf(t);
    expect((await postMessage(t, ana, messagesPath(leaving), { text: 'before' })).status).toBe(201);
    await t.db.update(users).set({ disabledAt: t.clock.now() }).where(eq(users.id, leaving.id));
    const refused = await postMessage(t, ana, messagesPath(leaving), { text: 'after' });
    expect(refused).toMatchObject({ status: 404, body: { message: messagingMessages.memberNotFound } });
    const history = await send(t, 'GET', messagesPath(leaving), { token: ana.token });
    expect(history.body.data.messages.map((m: { text: string }) => m.text)).toEqual(['before']);
  });
});

describe('sending, listing and reading', () => {
  it('a message is stored once, seen from both sides, and notifies the recipient naming the sender', async () => {
    const clientId = randomUUID();
    const sent = await postMessage(t, ana, messagesPath(ben), {
      text: '  Hi Ben, <i>free</i> later?  ',
      clientId,
    });
    expect(sent.status).toBe(201);
    expect(sent.body.data.message).toMatchObject({
      conversationId: ben.id,
      from: 'me',
      author: { accountId: ana.id, name: nameOf(ana) },
      text: 'Hi Ben, <i>free</i> later?',
      clientId,
      readAt: null,
      reactions: [],
    });
    const resend = await postMessage(t, ana, messagesPath(ben), {
      text: 'Hi Ben, <i>free</i> later?',
      clientId,
    });
    expect(resend.status).toBe(200);
    expect(resend.body.data.message.id).toBe(sent.body.data.message.id);

    const seenByBen = await send(t, 'GET', messagesPath(ana), { token: ben.token });
    expect(seenByBen.body.data.messages).toHaveLength(1);
    expect(seenByBen.body.data.messages[0]).toMatchObject({ from: 'them', conversationId: ana.id });
    expect(seenByBen.body.data.member).toMatchObject({ accountId: ana.id, name: nameOf(ana), unread: 1 });

    const notes = await t.db.select().from(notifications).where(eq(notifications.accountId, ben.id));
    expect(notes.map((note) => [note.type, note.text])).toEqual([
      ['message', `New message from ${nameOf(ana)}`],
    ]);
  });

  it('the list shows each conversation with its last message, time and unread count, latest first', async () => {
    await postMessage(t, ben, messagesPath(cleo), { text: 'Cleo, the slides?' });
    t.clock.advance(60_000);
    await postMessage(t, ana, messagesPath(ben), { text: 'Second thought: tomorrow works better for me' });
    const res = await list(ben);
    expect(res.status).toBe(200);
    const [latest, older] = res.body.data.conversations;
    expect(latest).toMatchObject({
      accountId: ana.id,
      name: nameOf(ana),
      lastMessage: 'Second thought: tomorrow works better for me',
      lastMessageAt: t.clock.now().toISOString(),
      unread: 2,
      online: false,
    });
    expect(older).toMatchObject({ accountId: cleo.id, lastMessage: 'Cleo, the slides?', unread: 0 });
    expect(res.body.data.unread).toBe(2);
    expect((await conversationWith(ana, ben)).unread).toBe(0);
    expect((await list(ben, `?q=${encodeURIComponent(cleo.lastName)}`)).body.data.conversations).toHaveLength(
      1,
    );
  });

  it('opening a conversation marks it read: the unread count falls, the writer sees readAt', async () => {
    expect((await countUnreadDirectMessages(t.db, [ben.id])).get(ben.id)).toBe(2);
    const read = await send(t, 'POST', `/api/conversations/${ana.id}/read`, { token: ben.token });
    expect(read).toMatchObject({ status: 200, body: { data: { read: 2, unread: 0 } } });
    expect((await conversationWith(ben, ana)).unread).toBe(0);
    const again = await send(t, 'POST', `/api/conversations/${ana.id}/read`, { token: ben.token });
    expect(again.body.data.read).toBe(0);
    const seenByAna = await send(t, 'GET', messagesPath(ben), { token: ana.token });
    expect(seenByAna.body.data.messages.every((m: { readAt: string | null }) => m.readAt !== null)).toBe(
      true,
    );
  });

  it('pages a conversation by cursor, oldest first', async () => {
    const dan = await memberOf(t);
    const ids: string[] = [];
    for (let index = 1; index <= 3; index++) {
      ids.push((await postMessage(t, dan, messagesPath(ana), { text: `d${index}` })).body.data.message.id);
    }
    const latest = await send(t, 'GET', `${messagesPath(dan)}?limit=2`, { token: ana.token });
    expect(latest.body.data.messages.map((m: { id: string }) => m.id)).toEqual([ids[1], ids[2]]);
    expect(latest.body.data.hasMore).toBe(true);
    const older = await send(t, 'GET', `${messagesPath(dan)}?limit=2&before=${ids[1]}`, { token: ana.token });
    expect(older.body.data.messages.map((m: { id: string }) => m.id)).toEqual([ids[0]]);
    // A cursor from another conversation names nothing here.
    const foreign = await send(t, 'GET', `${messagesPath(ben)}?before=${ids[0]}`, { token: ana.token });
    expect(foreign.status).toBe(404);
  });

  it('a client id already used in another conversation is a 409', async () => {
    const clientId = randomUUID();
    expect((await postMessage(t, cleo, messagesPath(ana), { text: 'one', clientId })).status).toBe(201);
    const reused = await postMessage(t, cleo, messagesPath(ben), { text: 'two', clientId });
    expect(reused).toMatchObject({ status: 409, body: { message: messagingMessages.clientIdReused } });
  });
});

describe('reactions on direct messages', () => {
  it('the two participants react; a third member cannot reach the message', async () => {
    const sent = await postMessage(t, ana, messagesPath(ben), { text: 'react please' });
    const id = sent.body.data.message.id;
    const path = (other: Member, emoji = '😂') =>
      `${messagesPath(other)}/${id}/reactions/${encodeURIComponent(emoji)}`;
    const byBen = await send(t, 'POST', path(ana), { token: ben.token });
    expect(byBen.body.data.reactions).toEqual([
      { emoji: '😂', count: 1, reactedBy: [nameOf(ben)], mine: true },
    ]);
    const byAna = await send(t, 'POST', path(ben), { token: ana.token });
    expect(byAna.body.data.reactions[0]).toMatchObject({ count: 2, mine: true });
    expect((await send(t, 'DELETE', path(ana), { token: ben.token })).body.data.reactions[0]).toMatchObject({
      count: 1,
      mine: false,
    });
    expect((await send(t, 'POST', path(ana), { token: cleo.token })).status).toBe(404);
    expect((await send(t, 'POST', path(ben), { token: cleo.token })).status).toBe(404);
    expect((await send(t, 'POST', path(ana, 'x'), { token: ben.token })).status).toBe(400);
  });
});

describe('members one can write to', () => {
  it('lists active accounts other than the caller, searchable by name (never by e-mail), paged', async () => {
    const hidden = await memberOf(t);
    await t.db.update(users).set({ disabledAt: t.clock.now() }).where(eq(users.id, hidden.id));
    const res = await send(t, 'GET', '/api/conversations/members?limit=100', { token: ana.token });
    const ids = res.body.data.members.map((m: { accountId: string }) => m.accountId);
    expect(ids).toContain(ben.id);
    expect(ids).not.toContain(ana.id);
    expect(ids).not.toContain(hidden.id);
    expect(res.body.total).toBe(ids.length);
    const found = await send(t, 'GET', `/api/conversations/members?q=${encodeURIComponent(nameOf(ben))}`, {
      token: ana.token,
    });
    expect(found.body.data.members).toEqual([
      { accountId: ben.id, name: nameOf(ben), colour: expect.any(String), online: false },
    ]);
    const byMail = await send(t, 'GET', `/api/conversations/members?q=${encodeURIComponent(ben.email)}`, {
      token: ana.token,
    });
    expect(byMail.body.total).toBe(0);
    const wildcard = await send(t, 'GET', '/api/conversations/members?q=%25', { token: ana.token });
    expect(wildcard.body.total).toBe(0);
    const paged = await send(t, 'GET', '/api/conversations/members?limit=1', { token: ana.token });
    expect(paged.body.data.members).toHaveLength(1);
  });
});

describe('live notifications and badge counts', () => {
  it('a direct message reaches the recipient as a notification and a new Messages count; reading lowers it', async () => {
    const writer = await memberOf(t);
    const reader = await memberOf(t);
    const stream = await openLive(t, reader);
    await postMessage(t, writer, messagesPath(reader), { text: 'ping' });
    expect(await nextOf(stream, 'notification.created')).toMatchObject({
      type: 'message',
      text: `New message from ${nameOf(writer)}`,
      link: `/messages/${writer.id}`,
      read: false,
    });
    expect(await nextOf(stream, 'counts.changed')).toMatchObject({ messages: 1 });
    await send(t, 'POST', `/api/conversations/${writer.id}/read`, { token: reader.token });
    expect(await nextOf(stream, 'counts.changed')).toMatchObject({ messages: 0 });
    const counts = await send(t, 'GET', '/api/users/me/counts', { token: reader.token });
    expect(counts.body.data.counts.messages).toBe(0);
    await stream.cancel();
  });
});

describe('live: the two participants only', () => {
  it('a direct message reaches both participants, each from their side, and never a third member', async () => {
    const [streamAna, streamBen, streamCleo] = [
      await openLive(t, ana),
      await openLive(t, ben),
      await openLive(t, cleo),
    ];
    const sent = await postMessage(t, ana, messagesPath(ben), { text: 'just for Ben' });
    const id = sent.body.data.message.id;
    expect(await nextOf(streamBen, messagingEvents.dmCreated, (d) => d.id === id)).toMatchObject({
      from: 'them',
      conversationId: ana.id,
      text: 'just for Ben',
    });
    expect(await nextOf(streamAna, messagingEvents.dmCreated, (d) => d.id === id)).toMatchObject({
      from: 'me',
      conversationId: ben.id,
    });
    await send(t, 'POST', `${messagesPath(ana)}/${id}/reactions/${encodeURIComponent('👏')}`, {
      token: ben.token,
    });
    expect(await nextOf(streamAna, messagingEvents.reactionChanged, (d) => d.messageId === id)).toMatchObject(
      {
        scope: ben.id,
        reactedByIds: { '👏': [ben.id] },
      },
    );
    await send(t, 'POST', `/api/conversations/${ana.id}/read`, { token: ben.token });
    expect(await nextOf(streamAna, messagingEvents.conversationRead)).toMatchObject({
      readerId: ben.id,
      conversationId: ben.id,
    });
    expect(await nextOf(streamBen, messagingEvents.conversationRead)).toMatchObject({
      readerId: ben.id,
      conversationId: ana.id,
      unread: 0,
    });
    for (const type of [
      messagingEvents.dmCreated,
      messagingEvents.reactionChanged,
      messagingEvents.conversationRead,
    ]) {
      expect(await eventsWithin(streamCleo, type, 300)).toEqual([]);
    }
    await Promise.all([streamAna, streamBen, streamCleo].map((stream) => stream.cancel()));
  });

  it('an open live stream is "online now", announced to a conversation partner when it opens and closes', async () => {
    const watcher = await openLive(t, cleo);
    const stream = await openLive(t, ben);
    // An earlier test's stream of ben may still be announcing its close: wait for this one's opening.
    const cameOnline = (d: Record<string, unknown>) => d.accountId === ben.id && d.online === true;
    expect(await nextOf(watcher, messagingEvents.presenceChanged, cameOnline)).toEqual({
      accountId: ben.id,
      online: true,
    });
    expect((await conversationWith(ana, ben)).online).toBe(true);
    const second = await openLive(t, ben);
    await stream.cancel();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await conversationWith(ana, ben)).online).toBe(true);
    await second.cancel();
    expect(await nextOf(watcher, messagingEvents.presenceChanged, (d) => d.accountId === ben.id)).toEqual({
      accountId: ben.id,
      online: false,
    });
    expect((await conversationWith(ana, ben)).online).toBe(false);
    await watcher.cancel();
  });
});
