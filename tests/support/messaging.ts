import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { send, sessionAccount } from './content-helpers';
import { type SseEvent, sseReader } from './sse';
import type { TestApp } from './test-app';

/** Helpers of the messaging server tests (tests/server/messaging-*.test.ts). */

export type Member = Awaited<ReturnType<typeof sessionAccount>>;

export const memberOf = (t: TestApp, role: 'Member' | 'Admin' = 'Member') => sessionAccount(t, role);

export const nameOf = (member: Member) => `${member.firstName} ${member.lastName}`;

/** POST a message `text` as `member` to `path` (a fresh client id unless given). */
export function postMessage(
  t: TestApp,
  member: Member,
  path: string,
  body: { text: string; clientId?: string; replyToId?: string; imageUrl?: string },
) {
  return send(t, 'POST', path, { token: member.token, json: { clientId: randomUUID(), ...body } });
}

/** An open live stream of `member`, past its `ready` event. */
export async function openLive(t: TestApp, member: Member) {
  const response = await t.app.request('/api/live', { headers: { Authorization: `Bearer ${member.token}` } });
  expect(response.status).toBe(200);
  const stream = sseReader(response);
  expect((await stream.next()).event).toBe('ready');
  return stream;
}

export type LiveStream = Awaited<ReturnType<typeof openLive>>;

/** Reads events until one named `type` matching `where` arrives (others are skipped); fails on timeout. */
export async function nextOf(
  stream: LiveStream,
  type: string,
  where: (data: Record<string, unknown>) => boolean = () => true,
  timeoutMs = 3_000,
): Promise<Record<string, unknown>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const left = deadline - Date.now();
    if (left <= 0) throw new Error(`no ${type} event within ${timeoutMs} ms`);
    const event: SseEvent = await stream.next(left);
    if (event.event !== type) continue;
    const data = JSON.parse(event.data) as Record<string, unknown>;
    if (where(data)) return data;
  }
}

/** Every event of `type` the stream receives within `ms` (to prove something never arrives). */
export async function eventsWithin(stream: LiveStream, type: string, ms: number) {
  const seen: Record<string, unknown>[] = [];
  const deadline = Date.now() + ms;
  for (;;) {
    const left = deadline - Date.now();
    if (left <= 0) return seen;
    try {
      const event = await stream.next(left);
      if (event.event === type) seen.push(JSON.parse(event.data) as Record<string, unknown>);
    } catch {
      return seen;
    }
  }
}
