import { messagingEvents, REACTIONS_PER_MINUTE, reactionsRateLimitedText } from '@contracts/messaging';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../support/content-helpers';
import { failureWith } from '../support/failure-body';
import { type Member, memberOf, nextOf, openLive, postMessage } from '../support/messaging';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Reaction toggles: at most 60 a minute per account (channel and direct together), then 429 with
 * Retry-After and a message; and a toggle that changed nothing (adding a reaction already there, removing
 * one that is not) is answered but never broadcast.
 */

let t: TestApp;
let ana: Member;
let ben: Member;

beforeAll(async () => {
  t = await createTestApp();
  ana = await memberOf(t);
  ben = await memberOf(t);
});
afterAll(() => t.close());

const channelReaction = (id: string, emoji: string) =>
  `/api/channel/messages/${id}/reactions/${encodeURIComponent(emoji)}`;
const directReaction = (other: Member, id: string, emoji: string) =>
  `/api/conversations/${other.id}/messages/${id}/reactions/${encodeURIComponent(emoji)}`;

async function channelMessage(text: string): Promise<string> {
  const res = await postMessage(t, ana, '/api/channel/messages', { text });
  expect(res.status).toBe(201);
  return res.body.data.message.id;
}

describe('the reaction limit', () => {
  it(`toggle number ${REACTIONS_PER_MINUTE + 1} in a minute is a 429 with Retry-After and a message`, async () => {
    const reactor = await memberOf(t);
    const id = await channelMessage('react a lot');
    const direct = await postMessage(t, ana, `/api/conversations/${reactor.id}/messages`, { text: 'dm' });
    const directId = direct.body.data.message.id;
    for (let toggle = 0; toggle < REACTIONS_PER_MINUTE; toggle++) {
      // Channel and direct toggles count together.
      const path = toggle % 3 === 0 ? directReaction(ana, directId, '🔥') : channelReaction(id, '👍');
      const res = await send(t, toggle % 2 === 0 ? 'POST' : 'DELETE', path, { token: reactor.token });
      expect(res.status, `toggle ${toggle + 1}`).toBe(200);
    }
    const refused = await send(t, 'POST', channelReaction(id, '❤️'), { token: reactor.token });
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get('Retry-After'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(refused.body).toEqual(failureWith(reactionsRateLimitedText(wait)));
    const directRefused = await send(t, 'DELETE', directReaction(ana, directId, '🔥'), {
      token: reactor.token,
    });
    expect(directRefused.status).toBe(429);
    // Another member's toggles are not counted with these.
    expect((await send(t, 'POST', channelReaction(id, '❤️'), { token: ben.token })).status).toBe(200);
  });
});

describe('toggles that change nothing', () => {
  it('adding a reaction already there is answered and not broadcast', async () => {
    const id = await channelMessage('add twice');
    const watcher = await openLive(t, ben);
    const add = () => send(t, 'POST', channelReaction(id, '👍'), { token: ana.token });
    expect((await add()).status).toBe(200);
    expect(await nextOf(watcher, messagingEvents.reactionChanged, (d) => d.messageId === id)).toMatchObject({
      reactedByIds: { '👍': [ana.id] },
    });
    const again = await add();
    expect(again.body.data.reactions).toEqual([
      { emoji: '👍', count: 1, reactedBy: expect.any(Array), mine: true },
    ]);
    // The next change event of this message is the next real change, not the repeated add.
    await send(t, 'POST', channelReaction(id, '😂'), { token: ana.token });
    expect(await nextOf(watcher, messagingEvents.reactionChanged, (d) => d.messageId === id)).toMatchObject({
      reactedByIds: { '👍': [ana.id], '😂': [ana.id] },
    });
    await watcher.cancel();
  });

  it('removing a reaction that is not there is answered and not broadcast (channel and direct)', async () => {
    const id = await channelMessage('remove none');
    const dm = await postMessage(t, ana, `/api/conversations/${ben.id}/messages`, { text: 'remove none' });
    const dmId = dm.body.data.message.id;
    const watcher = await openLive(t, ben);
    const removed = await send(t, 'DELETE', channelReaction(id, '👏'), { token: ana.token });
    expect(removed).toMatchObject({ status: 200, body: { data: { messageId: id, reactions: [] } } });
    const directRemoved = await send(t, 'DELETE', directReaction(ben, dmId, '👏'), { token: ana.token });
    expect(directRemoved).toMatchObject({ status: 200, body: { data: { messageId: dmId, reactions: [] } } });
    await send(t, 'POST', directReaction(ben, dmId, '🔥'), { token: ana.token });
    expect(await nextOf(watcher, messagingEvents.reactionChanged)).toMatchObject({
      messageId: dmId,
      reactedByIds: { '🔥': [ana.id] },
    });
    await send(t, 'POST', channelReaction(id, '🔥'), { token: ana.token });
    expect(await nextOf(watcher, messagingEvents.reactionChanged)).toMatchObject({
      messageId: id,
      reactedByIds: { '🔥': [ana.id] },
    });
    await watcher.cancel();
  });
});
