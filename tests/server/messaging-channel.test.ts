import { randomUUID } from 'node:crypto';
import {
  MESSAGE_TEXT_MAX,
  MESSAGES_PER_MINUTE,
  messagingEvents,
  messagingMessages,
} from '@contracts/messaging';
import { uploadMessages } from '@contracts/uploads';
import { tokenServiceFor } from '@server/auth/session';
import { messages, notifications, users } from '@server/db/schema';
import { seedDemoData } from '@server/db/seed';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { file, imageBytes, send, sendForm, svgBytes } from '../support/content-helpers';
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

/** /api/channel: the hub channel, stored, paged by cursor, live for everyone. */

const PATH = '/api/channel/messages';
let t: TestApp;
let ana: Member;
let ben: Member;
let admin: Member;

beforeAll(async () => {
  t = await createTestApp();
  ana = await memberOf(t);
  ben = await memberOf(t);
  admin = await memberOf(t, 'Admin');
});
afterAll(() => t.close());

const channelRows = async () =>
  (await t.db.select({ total: count() }).from(messages).where(eq(messages.conversationKey, 'channel')))[0]
    ?.total;

const reactionPath = (id: string, emoji: string) => `${PATH}/${id}/reactions/${encodeURIComponent(emoji)}`;

describe('access', () => {
  it('every channel endpoint needs a session', async () => {
    const id = randomUUID();
    for (const [method, path] of [
      ['GET', PATH],
      ['POST', PATH],
      ['DELETE', `${PATH}/${id}`],
      ['POST', reactionPath(id, '👍')],
      ['DELETE', reactionPath(id, '👍')],
    ] as const) {
      const res = await send(
        t,
        method,
        path,
        method === 'POST' ? { json: { text: 'x', clientId: 'a' } } : {},
      );
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });
});

describe('POST /api/channel/messages', () => {
  it('stores the trimmed text as plain text and answers the message with its author', async () => {
    const clientId = randomUUID();
    const res = await postMessage(t, ana, PATH, { text: '  <b>Hello</b> hub  ', clientId });
    expect(res.status).toBe(201);
    const message = res.body.data.message;
    expect(message).toMatchObject({
      text: '<b>Hello</b> hub',
      author: { accountId: ana.id, name: nameOf(ana) },
      clientId,
      mine: true,
      imageUrl: null,
      replyTo: null,
      reactions: [],
    });
    expect(message.author.colour).toMatch(/^#[0-9a-f]{6}$/);
    expect(new Date(message.createdAt).toISOString()).toBe(t.clock.now().toISOString());
    const [row] = await t.db.select().from(messages).where(eq(messages.id, message.id));
    expect(row?.text).toBe('<b>Hello</b> hub');
  });

  it('refuses blank text and text over 4,000 characters (code points) with 400', async () => {
    for (const text of ['', '   \n ']) {
      const res = await postMessage(t, ana, PATH, { text });
      expect(res).toMatchObject({ status: 400, body: { message: messagingMessages.textRequired } });
    }
    const tooLong = await postMessage(t, ana, PATH, { text: 'a'.repeat(MESSAGE_TEXT_MAX + 1) });
    expect(tooLong).toMatchObject({ status: 400, body: { message: messagingMessages.textTooLong } });
    expect((await postMessage(t, ana, PATH, { text: 'a'.repeat(MESSAGE_TEXT_MAX) })).status).toBe(201);
    expect((await postMessage(t, ana, PATH, { text: '🔥'.repeat(MESSAGE_TEXT_MAX) })).status).toBe(201);
  });

  it('refuses a malformed client id (a missing one is allowed: text alone is a message)', async () => {
    const missing = await send(t, 'POST', PATH, { token: ana.token, json: { text: 'hi' } });
    expect(missing.status).toBe(201);
    const bad = await postMessage(t, ana, PATH, { text: 'hi', clientId: 'not ok!' });
    expect(bad).toMatchObject({ status: 400, body: { message: messagingMessages.clientIdInvalid } });
  });

  it('a resend with the same client id answers the original and stores nothing new', async () => {
    const clientId = randomUUID();
    const first = await postMessage(t, ben, PATH, { text: 'only once', clientId });
    const before = await channelRows();
    const again = await postMessage(t, ben, PATH, { text: 'only once', clientId });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body.data.message.id).toBe(first.body.data.message.id);
    expect(await channelRows()).toBe(before);
    // Another member may use the same client id: the key is per author.
    expect((await postMessage(t, ana, PATH, { text: 'mine', clientId })).status).toBe(201);
  });

  it('a reply quotes the message and notifies its author, naming the sender', async () => {
    const original = await postMessage(t, ana, PATH, { text: 'Who wants to pair on the API?' });
    const reply = await postMessage(t, ben, PATH, {
      text: 'Me!',
      replyToId: original.body.data.message.id,
    });
    expect(reply.status).toBe(201);
    expect(reply.body.data.message.replyTo).toEqual({
      id: original.body.data.message.id,
      author: original.body.data.message.author,
      text: 'Who wants to pair on the API?',
    });
    const notes = await t.db.select().from(notifications).where(eq(notifications.accountId, ana.id));
    expect(notes.map((note) => note.text)).toContain(
      `${nameOf(ben)} replied to your message in the Hub Channel`,
    );
    expect(notes.every((note) => note.type === 'message')).toBe(true);
  });

  it('a reply to oneself notifies nobody; a reply to a missing message is a 400', async () => {
    const own = await postMessage(t, admin, PATH, { text: 'note to self' });
    await postMessage(t, admin, PATH, { text: 'and again', replyToId: own.body.data.message.id });
    const notes = await t.db.select().from(notifications).where(eq(notifications.accountId, admin.id));
    expect(notes).toHaveLength(0);
    const missing = await postMessage(t, ana, PATH, { text: 'x', replyToId: randomUUID() });
    expect(missing).toMatchObject({ status: 400, body: { message: messagingMessages.replyNotFound } });
  });
});

describe('GET /api/channel/messages (cursor pages)', () => {
  let app: TestApp;
  let writer: Member;
  const ids: string[] = [];
  beforeAll(async () => {
    app = await createTestApp();
    writer = await memberOf(app);
    for (let index = 1; index <= 5; index++) {
      const res = await postMessage(app, writer, PATH, { text: `message ${index}` });
      ids.push(res.body.data.message.id);
    }
  });
  afterAll(() => app.close());

  it('answers the latest page oldest first, whether older ones exist, and the active member count', async () => {
    const disabled = await memberOf(app);
    await app.db.update(users).set({ disabledAt: app.clock.now() }).where(eq(users.id, disabled.id));
    const [active] = await app.db.select({ total: count() }).from(users).where(isNull(users.disabledAt));
    const res = await send(app, 'GET', `${PATH}?limit=2`, { token: writer.token });
    expect(res.status).toBe(200);
    expect(res.body.data.messages.map((m: { text: string }) => m.text)).toEqual(['message 4', 'message 5']);
    expect(res.body.data.hasMore).toBe(true);
    expect(res.body.data.memberCount).toBe(active?.total);
  });

  it('?before=<id> answers the older ones, and the first page ends the list', async () => {
    const older = await send(app, 'GET', `${PATH}?limit=2&before=${ids[3]}`, { token: writer.token });
    expect(older.body.data.messages.map((m: { id: string }) => m.id)).toEqual([ids[1], ids[2]]);
    expect(older.body.data.hasMore).toBe(true);
    const oldest = await send(app, 'GET', `${PATH}?limit=2&before=${ids[1]}`, { token: writer.token });
    expect(oldest.body.data.messages.map((m: { id: string }) => m.id)).toEqual([ids[0]]);
    expect(oldest.body.data.hasMore).toBe(false);
  });

  it('defaults to the latest 50 and refuses bad cursors and limits', async () => {
    const all = await send(app, 'GET', PATH, { token: writer.token });
    expect(all.body.data.messages).toHaveLength(5);
    expect(all.body.data.hasMore).toBe(false);
    expect((await send(app, 'GET', `${PATH}?before=nope`, { token: writer.token })).status).toBe(400);
    expect((await send(app, 'GET', `${PATH}?before=${randomUUID()}`, { token: writer.token })).status).toBe(
      404,
    );
    for (const limit of ['0', '101', 'x']) {
      expect((await send(app, 'GET', `${PATH}?limit=${limit}`, { token: writer.token })).status).toBe(400);
    }
  });

  it('marks the caller’s own messages as mine', async () => {
    const reader = await memberOf(app);
    const res = await send(app, 'GET', PATH, { token: reader.token });
    expect(res.body.data.messages.every((m: { mine: boolean }) => !m.mine)).toBe(true);
  });
});

describe('DELETE /api/channel/messages/:id', () => {
  it('only the author or an Admin deletes; then it is gone for everyone', async () => {
    const own = await postMessage(t, ana, PATH, { text: 'delete me' });
    const id = own.body.data.message.id;
    expect(await send(t, 'DELETE', `${PATH}/${id}`, { token: ben.token })).toMatchObject({
      status: 403,
      body: { message: messagingMessages.deleteForbidden },
    });
    expect((await send(t, 'DELETE', `${PATH}/${id}`, { token: ana.token })).status).toBe(204);
    expect((await send(t, 'DELETE', `${PATH}/${id}`, { token: ana.token })).status).toBe(404);
    const list = await send(t, 'GET', PATH, { token: ben.token });
    expect(list.body.data.messages.some((m: { id: string }) => m.id === id)).toBe(false);

    const other = await postMessage(t, ben, PATH, { text: 'an admin may remove this' });
    const byAdmin = await send(t, 'DELETE', `${PATH}/${other.body.data.message.id}`, { token: admin.token });
    expect(byAdmin.status).toBe(204);
    expect((await send(t, 'DELETE', `${PATH}/bad-id`, { token: admin.token })).status).toBe(400);
  });

  it('a reply whose quoted message was deleted keeps its text and loses the quote', async () => {
    const original = await postMessage(t, ana, PATH, { text: 'soon gone' });
    const reply = await postMessage(t, ben, PATH, {
      text: 'answer',
      replyToId: original.body.data.message.id,
    });
    await send(t, 'DELETE', `${PATH}/${original.body.data.message.id}`, { token: ana.token });
    const list = await send(t, 'GET', PATH, { token: ana.token });
    const kept = list.body.data.messages.find((m: { id: string }) => m.id === reply.body.data.message.id);
    expect(kept).toMatchObject({ text: 'answer', replyTo: null });
  });
});

describe('reactions', () => {
  it('one per member per emoji; the count is the number of members; removing takes one away', async () => {
    const posted = await postMessage(t, ana, PATH, { text: 'react to me' });
    const id = posted.body.data.message.id;
    const first = await send(t, 'POST', reactionPath(id, '👍'), { token: ana.token });
    expect(first.status).toBe(200);
    expect(first.body.data.reactions).toEqual([
      { emoji: '👍', count: 1, reactedBy: [nameOf(ana)], mine: true },
    ]);
    await send(t, 'POST', reactionPath(id, '👍'), { token: ana.token });
    t.clock.advance(1_000);
    const second = await send(t, 'POST', reactionPath(id, '👍'), { token: ben.token });
    expect(second.body.data.reactions).toEqual([
      { emoji: '👍', count: 2, reactedBy: [nameOf(ana), nameOf(ben)], mine: true },
    ]);
    await send(t, 'POST', reactionPath(id, '🔥'), { token: ben.token });
    const removed = await send(t, 'DELETE', reactionPath(id, '👍'), { token: ana.token });
    expect(removed.body.data.reactions).toEqual([
      { emoji: '👍', count: 1, reactedBy: [nameOf(ben)], mine: false },
      { emoji: '🔥', count: 1, reactedBy: [nameOf(ben)], mine: false },
    ]);
    const list = await send(t, 'GET', PATH, { token: ben.token });
    const seen = list.body.data.messages.find((m: { id: string }) => m.id === id);
    expect(seen.reactions.map((r: { emoji: string; mine: boolean }) => [r.emoji, r.mine])).toEqual([
      ['👍', true],
      ['🔥', true],
    ]);
  });

  it('an emoji outside the six is a 400; a missing message is a 404', async () => {
    const posted = await postMessage(t, ana, PATH, { text: 'no angry faces' });
    const res = await send(t, 'POST', reactionPath(posted.body.data.message.id, '😡'), { token: ana.token });
    expect(res).toMatchObject({ status: 400, body: { message: messagingMessages.emojiUnknown } });
    const missing = await send(t, 'POST', reactionPath(randomUUID(), '👍'), { token: ana.token });
    expect(missing).toMatchObject({ status: 404, body: { message: messagingMessages.messageNotFound } });
  });
});

describe('the 30 messages per minute limit', () => {
  it('the 31st message in a minute is a 429 with Retry-After and the composer’s message; a resend is not counted', async () => {
    const app = await createTestApp();
    const busy = await memberOf(app);
    const clientId = randomUUID();
    for (let index = 0; index < MESSAGES_PER_MINUTE; index++) {
      const res = await postMessage(app, busy, PATH, { text: `n${index}`, ...(index === 0 && { clientId }) });
      expect(res.status).toBe(201);
    }
    const refused = await postMessage(app, busy, PATH, { text: 'one too many' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(refused.body.message).toMatch(
      /^You are sending messages too fast\. Please try again in \d+ seconds?\.$/,
    );
    expect((await postMessage(app, busy, PATH, { text: 'n0', clientId })).status).toBe(200);
    // The limit is the sender's own: another member still sends.
    expect((await postMessage(app, await memberOf(app), PATH, { text: 'free' })).status).toBe(201);
    await app.close();
  });
});

describe('images', () => {
  it('an uploaded image is attached by its URL; only its uploader may attach it', async () => {
    const upload = await sendForm(
      t,
      'POST',
      '/api/message-images',
      { image: file(await imageBytes('png')) },
      ana.token,
    );
    expect(upload.status).toBe(201);
    const imageUrl: string = upload.body.data.imageUrl;
    expect(imageUrl).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}$/);
    const image = await t.app.request(imageUrl);
    expect(image.headers.get('Content-Type')).toBe('image/webp');

    const sent = await postMessage(t, ana, PATH, { text: 'look', imageUrl });
    expect(sent).toMatchObject({ status: 201, body: { data: { message: { imageUrl } } } });
    const stolen = await postMessage(t, ben, PATH, { text: 'mine now', imageUrl });
    expect(stolen).toMatchObject({ status: 400, body: { message: messagingMessages.imageNotFound } });
    const foreign = await postMessage(t, ben, PATH, { text: 'x', imageUrl: 'https://evil.example/a.png' });
    expect(foreign.status).toBe(400);
  });

  it('only a message image is attached: the author’s own project image is refused (deleting the message would delete it)', async () => {
    const created = await sendForm(
      t,
      'POST',
      '/api/projects',
      { title: 'Borehole map', description: 'Water points', image: file(await imageBytes('png')) },
      ana.token,
    );
    expect(created.status).toBe(201);
    const imageUrl: string = created.body.data.project.image;
    expect(imageUrl).toMatch(/^\/api\/uploads\//);
    const sent = await postMessage(t, ana, PATH, { text: 'my project', imageUrl });
    expect(sent).toMatchObject({ status: 400, body: { message: messagingMessages.imageNotFound } });
  });

  it('the upload follows the member area’s rules: images only, never SVG, a session needed', async () => {
    const svg = await sendForm(
      t,
      'POST',
      '/api/message-images',
      { image: file(svgBytes, 'a.svg', 'image/svg+xml') },
      ana.token,
    );
    expect(svg).toMatchObject({ status: 415, body: { message: uploadMessages.notAnImage } });
    const none = await sendForm(t, 'POST', '/api/message-images', {}, ana.token);
    expect(none.status).toBe(400);
    const anonymous = await sendForm(t, 'POST', '/api/message-images', {
      image: file(await imageBytes('png')),
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('live', () => {
  it('a new message, a reaction and a deletion reach every open stream', async () => {
    const streamBen = await openLive(t, ben);
    const streamAdmin = await openLive(t, admin);
    const posted = await postMessage(t, ana, PATH, { text: 'live hello' });
    const id = posted.body.data.message.id;
    for (const stream of [streamBen, streamAdmin]) {
      const created = await nextOf(stream, messagingEvents.channelMessageCreated, (data) => data.id === id);
      expect(created).toMatchObject({ text: 'live hello', author: { accountId: ana.id }, mine: false });
    }
    await send(t, 'POST', reactionPath(id, '❤️'), { token: ana.token });
    const changed = await nextOf(streamBen, messagingEvents.reactionChanged, (data) => data.messageId === id);
    expect(changed).toEqual({
      scope: 'channel',
      messageId: id,
      reactions: [{ emoji: '❤️', count: 1, reactedBy: [nameOf(ana)], mine: false }],
      reactedByIds: { '❤️': [ana.id] },
    });
    await send(t, 'DELETE', `${PATH}/${id}`, { token: ana.token });
    expect(await nextOf(streamAdmin, messagingEvents.channelMessageDeleted)).toEqual({ id });
    await Promise.all([streamBen.cancel(), streamAdmin.cancel()]);
  });

  it('a resend publishes nothing new', async () => {
    const stream = await openLive(t, ben);
    const clientId = randomUUID();
    await postMessage(t, ana, PATH, { text: 'once', clientId });
    await postMessage(t, ana, PATH, { text: 'once', clientId });
    const created = await eventsWithin(stream, messagingEvents.channelMessageCreated, 500);
    expect(created.filter((data) => data.clientId === clientId)).toHaveLength(1);
    await stream.cancel();
  });
});

it('no message row is left without its author (rows cascade with the account)', async () => {
  const leaving = await memberOf(t);
  await postMessage(t, leaving, PATH, { text: 'bye' });
  await t.db.delete(users).where(eq(users.id, leaving.id));
  const [left] = await t.db
    .select({ total: count() })
    .from(messages)
    .where(and(eq(messages.authorId, leaving.id)));
  expect(left?.total).toBe(0);
});

describe('demo data', () => {
  it('the embedded demo database opens the channel with the sample messages, oldest first', async () => {
    const app = await createTestApp();
    expect(await seedDemoData(app.db, app.clock)).toBe(true);
    const [member] = await app.db.select().from(users).where(eq(users.email, 'member@hub.example'));
    const token = await tokenServiceFor(app).signSession({
      userId: member!.id,
      tokenVersion: member!.tokenVersion,
    });
    const res = await send(app, 'GET', PATH, { token });
    const seeded = res.body.data.messages;
    expect(seeded).toHaveLength(3);
    expect(seeded[0]).toMatchObject({ author: { name: 'Hub Admin' }, mine: false });
    expect(seeded[1]).toMatchObject({ author: { name: 'Hub Member' }, mine: true });
    expect(new Date(seeded[0].createdAt).getTime()).toBeLessThan(new Date(seeded[2].createdAt).getTime());
    await app.close();
  });
});
