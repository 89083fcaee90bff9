import { randomUUID } from 'node:crypto';
import { tokenServiceFor } from '@server/auth/session';
import type { LiveBus } from '@server/live/bus';
import { createMemoryBus } from '@server/live/memory-bus';
import { createRedisBus } from '@server/live/redis-bus';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../support/auth-helpers';
import { sseReader } from '../support/sse';
import { createTestApp, type TestApp } from '../support/test-app';

/** GET /api/live: the signed-in tab's event stream, in process and through Redis. */

async function sessionFor(t: TestApp, role: 'Member' | 'Admin' = 'Member') {
  const account = await createAccount(t, { role });
  const token = await tokenServiceFor(t).signSession({
    userId: account.id,
    tokenVersion: account.tokenVersion,
  });
  return { account, token };
}

function openStream(t: TestApp, token?: string) {
  return t.app.request('/api/live', token ? { headers: { Authorization: `Bearer ${token}` } } : {});
}

describe('GET /api/live (in process)', () => {
  let t: TestApp;
  let live: LiveBus;
  beforeAll(async () => {
    live = createMemoryBus();
    t = await createTestApp({ live });
  });
  afterAll(() => t.close());

  it('refuses a request without a session', async () => {
    expect((await openStream(t)).status).toBe(401);
    expect((await openStream(t, 'not-a-token')).status).toBe(401);
  });

  it('opens with ready, then relays only the events meant for this account', async () => {
    const a = await sessionFor(t);
    const b = await sessionFor(t);
    const response = await openStream(t, a.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/event-stream/);
    const stream = sseReader(response);
    expect(await stream.next()).toEqual({
      event: 'ready',
      data: JSON.stringify({ accountId: a.account.id }),
    });

    await live.publish(
      { accountId: b.account.id },
      { type: 'notification.created', data: { text: 'for b' } },
    );
    await live.publish(
      { accountId: a.account.id },
      { type: 'notification.created', data: { text: 'for a' } },
    );
    await live.publish('everyone', { type: 'channel.message', data: { text: 'for all' } });

    expect(await stream.next()).toEqual({ event: 'notification.created', data: '{"text":"for a"}' });
    expect(await stream.next()).toEqual({ event: 'channel.message', data: '{"text":"for all"}' });
    await stream.cancel();
  });

  it('ends with session.ended as soon as the session is logged out', async () => {
    const a = await sessionFor(t);
    const stream = sseReader(await openStream(t, a.token));
    expect((await stream.next()).event).toBe('ready');
    const logout = await t.app.request('/api/users/logout', {
      method: 'POST',
      headers: { Authorization: `Bearer ${a.token}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(logout.status).toBe(200);
    expect((await stream.next()).event).toBe('session.ended');
    expect(await stream.ended()).toBe(true);
    expect((await openStream(t, a.token)).status).toBe(401);
  });

  it('ends every stream with server.closing when the instance shuts down', async () => {
    const own = createMemoryBus();
    const app = await createTestApp({ live: own });
    const a = await sessionFor(app);
    const stream = sseReader(await openStream(app, a.token));
    expect((await stream.next()).event).toBe('ready');
    await own.close();
    expect((await stream.next()).event).toBe('server.closing');
    expect(await stream.ended()).toBe(true);
    await app.close();
  });
});

describe('GET /api/live across instances (Redis pub/sub on 127.0.0.1:6379)', () => {
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  let first: TestApp;
  let second: TestApp;
  let firstBus: LiveBus;
  let secondBus: LiveBus;
  beforeAll(async () => {
    firstBus = createRedisBus(redisUrl);
    secondBus = createRedisBus(redisUrl);
    first = await createTestApp({ live: firstBus });
    // The second instance shares the first one's database, as instances on one PostgreSQL do.
    second = await createTestApp({ live: secondBus, testDb: first.testDb });
  });
  afterAll(async () => {
    await Promise.all([firstBus.close(), secondBus.close()]);
    await first.close();
  });

  it('delivers an event published on one instance to a stream open on the other, and only to its account', async () => {
    const a = await sessionFor(first);
    const b = await sessionFor(first);
    const streamA = sseReader(await openStream(second, a.token));
    const streamB = sseReader(await openStream(second, b.token));
    expect((await streamA.next()).event).toBe('ready');
    expect((await streamB.next()).event).toBe('ready');
    // Subscriptions reach Redis asynchronously: publish until the first one arrives.
    const marker = randomUUID();
    const delivered = (async () => {
      for (let attempt = 0; attempt < 20; attempt++) {
        await firstBus.publish({ accountId: a.account.id }, { type: 'dm.created', data: { marker } });
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    expect(await streamA.next(3_000)).toEqual({ event: 'dm.created', data: JSON.stringify({ marker }) });
    await delivered;
    await firstBus.publish({ accountId: b.account.id }, { type: 'dm.created', data: { marker: 'b' } });
    expect(await streamB.next(3_000)).toEqual({ event: 'dm.created', data: '{"marker":"b"}' });
    await Promise.all([streamA.cancel(), streamB.cancel()]);
  });

  it('a logout on one instance ends the stream open on the other', async () => {
    const a = await sessionFor(first);
    const stream = sseReader(await openStream(second, a.token));
    expect((await stream.next()).event).toBe('ready');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const logout = await first.app.request('/api/users/logout', {
      method: 'POST',
      headers: { Authorization: `Bearer ${a.token}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(logout.status).toBe(200);
    expect((await stream.next(3_000)).event).toBe('session.ended');
  });
});
