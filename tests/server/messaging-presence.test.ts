import { messagingEvents } from '@contracts/messaging';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../support/content-helpers';
import { eventsWithin, type Member, memberOf, nextOf, openLive, postMessage } from '../support/messaging';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * 'Online now' is told only to the members one has a direct conversation with: in the member search, on
 * a conversation's page, in the conversation list and as presence.changed on the live stream. A member
 * with no conversation with someone never learns whether that someone is online.
 */

let t: TestApp;
let ana: Member;
let ben: Member;
let cleo: Member;

beforeAll(async () => {
  t = await createTestApp();
  ana = await memberOf(t);
  ben = await memberOf(t);
  cleo = await memberOf(t);
  // Ben and Cleo have a conversation; Ana has none with either.
  expect(
    (await postMessage(t, ben, `/api/conversations/${cleo.id}/messages`, { text: 'hi Cleo' })).status,
  ).toBe(201);
});
afterAll(() => t.close());

const searchedOnline = async (viewer: Member, other: Member) => {
  const res = await send(t, 'GET', `/api/conversations/members?limit=100`, { token: viewer.token });
  return res.body.data.members.find((member: { accountId: string }) => member.accountId === other.id)?.online;
};
const pageOnline = async (viewer: Member, other: Member) => {
  const res = await send(t, 'GET', `/api/conversations/${other.id}/messages`, { token: viewer.token });
  expect(res.status).toBe(200);
  return res.body.data.member.online;
};
const listedOnline = async (viewer: Member, other: Member) => {
  const res = await send(t, 'GET', '/api/conversations', { token: viewer.token });
  return res.body.data.conversations.find((c: { accountId: string }) => c.accountId === other.id)?.online;
};

describe('presence is told to conversation partners only', () => {
  it('the member search shows a partner online, and never someone one has no conversation with', async () => {
    const stream = await openLive(t, cleo);
    await expect.poll(() => searchedOnline(ben, cleo)).toBe(true);
    expect(await searchedOnline(ana, cleo)).toBe(false);
    await stream.cancel();
    await expect.poll(() => searchedOnline(ben, cleo)).toBe(false);
  });

  it('a conversation page shows the partner online, and an empty conversation with a stranger does not', async () => {
    const stream = await openLive(t, cleo);
    await expect.poll(() => pageOnline(ben, cleo)).toBe(true);
    expect(await pageOnline(ana, cleo)).toBe(false);
    expect(await listedOnline(ben, cleo)).toBe(true);
    expect(await listedOnline(ana, cleo)).toBeUndefined();
    await stream.cancel();
    await expect.poll(() => pageOnline(ben, cleo)).toBe(false);
  });

  it('presence.changed reaches the partner’s stream and never a stranger’s', async () => {
    const [benStream, anaStream] = [await openLive(t, ben), await openLive(t, ana)];
    const stream = await openLive(t, cleo);
    expect(
      await nextOf(benStream, messagingEvents.presenceChanged, (data) => data.accountId === cleo.id),
    ).toEqual({ accountId: cleo.id, online: true });
    expect(await eventsWithin(anaStream, messagingEvents.presenceChanged, 300)).toEqual([]);
    await stream.cancel();
    expect(
      await nextOf(benStream, messagingEvents.presenceChanged, (data) => data.accountId === cleo.id),
    ).toEqual({ accountId: cleo.id, online: false });
    expect(await eventsWithin(anaStream, messagingEvents.presenceChanged, 300)).toEqual([]);
    await Promise.all([benStream.cancel(), anaStream.cancel()]);
  });

  it('once a conversation starts, the new partner is told', async () => {
    const dan = await memberOf(t);
    const stream = await openLive(t, dan);
    expect(await searchedOnline(ana, dan)).toBe(false);
    expect(
      (await postMessage(t, ana, `/api/conversations/${dan.id}/messages`, { text: 'hello' })).status,
    ).toBe(201);
    expect(await searchedOnline(ana, dan)).toBe(true);
    expect(await pageOnline(ana, dan)).toBe(true);
    await stream.cancel();
  });
});
