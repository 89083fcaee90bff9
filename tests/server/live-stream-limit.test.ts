import { LIVE_STREAMS_PER_ACCOUNT, liveMessages } from '@contracts/live';
import { messagingEvents } from '@contracts/messaging';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureWith } from '../support/failure-body';
import { type LiveStream, type Member, memberOf, nextOf, openLive, postMessage } from '../support/messaging';
import { sseReader } from '../support/sse';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * GET /api/live: at most 10 open streams per account. The 11th is refused with 429, Retry-After and a
 * message, and none of the open ones is dropped to make room; closing one frees its slot.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const request = (member: Member) =>
  t.app.request('/api/live', { headers: { Authorization: `Bearer ${member.token}` } });

async function openStreams(member: Member, count: number): Promise<LiveStream[]> {
  const streams: LiveStream[] = [];
  for (let index = 0; index < count; index++) streams.push(await openLive(t, member));
  return streams;
}

const closeAll = (streams: LiveStream[]) => Promise.all(streams.map((stream) => stream.cancel()));

describe('open live streams per account', () => {
  it(`the ${LIVE_STREAMS_PER_ACCOUNT + 1}th is a 429 with Retry-After and a message; the open ones stay`, async () => {
    const member = await memberOf(t);
    const streams = await openStreams(member, LIVE_STREAMS_PER_ACCOUNT);
    const refused = await request(member);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(refused.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(await refused.json()).toEqual(failureWith(liveMessages.tooManyStreams));
    // Every stream opened before, the oldest first among them, still receives what is published.
    const other = await memberOf(t);
    const posted = await postMessage(t, other, '/api/channel/messages', { text: 'still there?' });
    for (const stream of streams) {
      expect(
        await nextOf(
          stream,
          messagingEvents.channelMessageCreated,
          (data) => data.id === posted.body.data.message.id,
        ),
      ).toMatchObject({ text: 'still there?' });
    }
    // Another account is not counted with this one.
    const elsewhere = await openLive(t, other);
    await closeAll([...streams, elsewhere]);
  });

  it('closing a stream frees its slot', async () => {
    const member = await memberOf(t);
    const streams = await openStreams(member, LIVE_STREAMS_PER_ACCOUNT);
    expect((await request(member)).status).toBe(429);
    await streams.shift()?.cancel();
    let reopened: Response | undefined;
    await expect
      .poll(async () => {
        const response = await request(member);
        if (response.status === 200) reopened = response;
        return response.status;
      })
      .toBe(200);
    const stream = sseReader(reopened!);
    expect((await stream.next()).event).toBe('ready');
    expect((await request(member)).status).toBe(429);
    await closeAll([...streams, stream]);
  });

  it(`parallel opens never get past ${LIVE_STREAMS_PER_ACCOUNT}`, async () => {
    const member = await memberOf(t);
    const responses = await Promise.all(
      Array.from({ length: LIVE_STREAMS_PER_ACCOUNT + 5 }, () => request(member)),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(LIVE_STREAMS_PER_ACCOUNT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    await Promise.all(responses.map((response) => response.body?.cancel()));
  });
});
