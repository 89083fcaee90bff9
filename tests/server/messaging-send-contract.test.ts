import { randomUUID } from 'node:crypto';
import {
  ChannelMessage,
  ChannelMessageResponse,
  DirectMessage,
  DirectMessageResponse,
  messagingEvents,
  SendMessageBody,
} from '@contracts/messaging';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../support/content-helpers';
import { type Member, memberOf, nextOf, openLive } from '../support/messaging';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * POST /api/channel/messages and POST /api/conversations/:accountId/messages take `{ text }` alone (a
 * third-party client posts text only); the client id that makes a resend safe is optional. With one, a
 * resend answers the original; without one, every post is a new message.
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

const post = (member: Member, path: string, json: unknown) =>
  send(t, 'POST', path, { token: member.token, json });
const channel = '/api/channel/messages';
const direct = (to: Member) => `/api/conversations/${to.id}/messages`;

describe('the send contract', () => {
  it('accepts text alone; a client id stays checked when given', () => {
    expect(v.is(SendMessageBody, { text: 'hello' })).toBe(true);
    expect(v.is(SendMessageBody, { text: 'hello', clientId: randomUUID() })).toBe(true);
    expect(v.is(SendMessageBody, { text: 'hello', clientId: 'not a valid id!' })).toBe(false);
    expect(v.is(SendMessageBody, { clientId: randomUUID() })).toBe(false);
  });
});

describe('POST /api/channel/messages with text only', () => {
  it('stores and answers the message in the usual shape, and broadcasts it', async () => {
    const stream = await openLive(t, ben);
    const res = await post(ana, channel, { text: 'text only' });
    expect(res.status).toBe(201);
    expect(v.is(ChannelMessageResponse, res.body)).toBe(true);
    const message = res.body.data.message as ChannelMessage;
    expect(message).toMatchObject({ text: 'text only', mine: true, author: { accountId: ana.id } });
    expect(message.clientId).toEqual(expect.any(String));
    const live = await nextOf(
      stream,
      messagingEvents.channelMessageCreated,
      (data) => data.id === message.id,
    );
    expect(v.is(ChannelMessage, live)).toBe(true);
    expect(live).toMatchObject({ text: 'text only', mine: false });
    await stream.cancel();
  });

  it('two posts without a client id are two messages', async () => {
    const first = await post(ana, channel, { text: 'twice' });
    const second = await post(ana, channel, { text: 'twice' });
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(first.body.data.message.id).not.toBe(second.body.data.message.id);
    expect(first.body.data.message.clientId).not.toBe(second.body.data.message.clientId);
  });

  it('a resend with the same client id still answers the original', async () => {
    const clientId = randomUUID();
    const first = await post(ana, channel, { text: 'once', clientId });
    const again = await post(ana, channel, { text: 'once', clientId });
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.body.data.message).toMatchObject({ id: first.body.data.message.id, clientId });
  });
});

describe('POST /api/conversations/:accountId/messages with text only', () => {
  it('stores and answers the message in the usual shape, and delivers it to both participants', async () => {
    const [anaStream, benStream] = [await openLive(t, ana), await openLive(t, ben)];
    const res = await post(ana, direct(ben), { text: 'direct, text only' });
    expect(res.status).toBe(201);
    expect(v.is(DirectMessageResponse, res.body)).toBe(true);
    const message = res.body.data.message as DirectMessage;
    expect(message).toMatchObject({ from: 'me', conversationId: ben.id, text: 'direct, text only' });
    const received = await nextOf(benStream, messagingEvents.dmCreated, (data) => data.id === message.id);
    expect(v.is(DirectMessage, received)).toBe(true);
    expect(received).toMatchObject({ from: 'them', conversationId: ana.id });
    expect(
      await nextOf(anaStream, messagingEvents.dmCreated, (data) => data.id === message.id),
    ).toMatchObject({
      from: 'me',
    });
    await Promise.all([anaStream.cancel(), benStream.cancel()]);
  });

  it('two posts without a client id are two messages; a resend with one answers the original', async () => {
    const first = await post(ana, direct(ben), { text: 'again' });
    const second = await post(ana, direct(ben), { text: 'again' });
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(first.body.data.message.id).not.toBe(second.body.data.message.id);
    const clientId = randomUUID();
    const sent = await post(ana, direct(ben), { text: 'safe', clientId });
    const resent = await post(ana, direct(ben), { text: 'safe', clientId });
    expect([sent.status, resent.status]).toEqual([201, 200]);
    expect(resent.body.data.message.id).toBe(sent.body.data.message.id);
  });
});
