import { randomUUID } from 'node:crypto';
import { LIVE_STREAMS_PER_ACCOUNT, liveMessages } from '@contracts/live';
import { messagingEvents } from '@contracts/messaging';
import type { LiveBus } from '@server/live/bus';
import { createRedisBus } from '@server/live/redis-bus';
import { createRedisPresence, type Presence } from '@server/messaging/presence';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../support/content-helpers';
import { failureWith } from '../support/failure-body';
import {
  eventsWithin,
  type LiveStream,
  type Member,
  memberOf,
  nextOf,
  openLive,
  postMessage,
} from '../support/messaging';
import { createTestApp, type TestApp } from '../support/test-app';
import { createTestDatabase, type TestDatabase } from '../support/test-db';

/**
 * Two instances of the server on one PostgreSQL database, each with its own Redis bus and presence (as
 * `bin/serve.ts` builds them with REDIS_URL): what a member posts on one reaches streams open on the other.
 */

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const postgresUrl = process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';

async function redisAnswers(): Promise<boolean> {
  const client = new Redis(redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const services = { redis: await redisAnswers(), postgres: await postgresAnswers() };
if (!services.redis || !services.postgres) {
  console.warn(
    `messaging-instances: skipped, ${!services.redis ? `no Redis answers at ${redisUrl}` : `no PostgreSQL answers at ${postgresUrl}`}`,
  );
}

/** A PostgreSQL test database even on the PGlite run (both services run on every machine here). */
async function postgresDatabase(): Promise<TestDatabase> {
  const saved = process.env.DATABASE_URL;
  process.env.DATABASE_URL = postgresUrl;
  try {
    return await createTestDatabase();
  } finally {
    if (saved === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = saved;
  }
}

describe.skipIf(!services.redis || !services.postgres)(
  'messaging across two instances (PostgreSQL + Redis)',
  () => {
    const keyPrefix = `hub-test-${randomUUID()}`;
    let database: TestDatabase;
    let first: TestApp;
    let second: TestApp;
    const buses: LiveBus[] = [];
    const presences: Presence[] = [];
    let ana: Member;
    let ben: Member;
    let cleo: Member;

    function instance(testDb: TestDatabase) {
      const live = createRedisBus(redisUrl);
      const presence = createRedisPresence(redisUrl, { keyPrefix });
      buses.push(live);
      presences.push(presence);
      return createTestApp({ testDb, live, presence });
    }

    /** A stream on `app` whose Redis subscription is in place (a probe published on the other bus arrives). */
    async function subscribedStream(app: TestApp, member: Member, probeBus: LiveBus) {
      const stream = await openLive(app, member);
      const marker = randomUUID();
      let arrived = false;
      const probing = (async () => {
        for (let attempt = 0; attempt < 30 && !arrived; attempt++) {
          await probeBus.publish({ accountId: member.id }, { type: 'test.probe', data: { marker } });
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      })();
      await nextOf(stream, 'test.probe', (data) => data.marker === marker);
      arrived = true;
      await probing;
      return stream;
    }

    beforeAll(async () => {
      database = await postgresDatabase();
      first = await instance(database);
      second = await instance(database);
      ana = await memberOf(first);
      ben = await memberOf(first);
      cleo = await memberOf(first);
    });
    afterAll(async () => {
      await Promise.all(buses.map((bus) => bus.close()));
      await Promise.all(presences.map((presence) => presence.close()));
      await database?.close();
    });

    it('a channel message posted on one instance reaches a stream open on the other', async () => {
      const stream = await subscribedStream(second, ben, buses[0]!);
      const posted = await postMessage(first, ana, '/api/channel/messages', { text: 'across instances' });
      expect(posted.status).toBe(201);
      const created = await nextOf(
        stream,
        messagingEvents.channelMessageCreated,
        (d) => d.id === posted.body.data.message.id,
      );
      expect(created).toMatchObject({ text: 'across instances', author: { accountId: ana.id } });
      // The other instance reads the same stored message.
      const page = await send(second, 'GET', '/api/channel/messages', { token: ben.token });
      expect(page.body.data.messages.map((m: { id: string }) => m.id)).toContain(posted.body.data.message.id);
      await stream.cancel();
    });

    it('a direct message crosses instances to its recipient only', async () => {
      const streamBen = await subscribedStream(second, ben, buses[0]!);
      const streamCleo = await subscribedStream(second, cleo, buses[0]!);
      const sent = await postMessage(first, ana, `/api/conversations/${ben.id}/messages`, { text: 'psst' });
      expect(
        await nextOf(streamBen, messagingEvents.dmCreated, (d) => d.id === sent.body.data.message.id),
      ).toMatchObject({
        from: 'them',
        text: 'psst',
      });
      expect(await eventsWithin(streamCleo, messagingEvents.dmCreated, 500)).toEqual([]);
      await Promise.all([streamBen.cancel(), streamCleo.cancel()]);
    });

    it('presence is shared: a stream open on one instance is "online now" on the other, until it closes', async () => {
      // Presence is told to conversation partners only.
      await postMessage(first, ana, `/api/conversations/${cleo.id}/messages`, { text: 'are you there?' });
      const stream = await openLive(second, cleo);
      const online = async () =>
        (
          await send(first, 'GET', '/api/conversations/members?limit=100', { token: ana.token })
        ).body.data.members.find((m: { accountId: string }) => m.accountId === cleo.id).online;
      await expect.poll(online, { timeout: 3_000 }).toBe(true);
      await stream.cancel();
      await expect.poll(online, { timeout: 3_000 }).toBe(false);
    });

    it(`an account holds at most ${LIVE_STREAMS_PER_ACCOUNT} open streams over both instances`, async () => {
      const dan = await memberOf(first);
      const streams: LiveStream[] = [];
      for (let index = 0; index < LIVE_STREAMS_PER_ACCOUNT; index++) {
        streams.push(await openLive(index % 2 === 0 ? first : second, dan));
      }
      const refused = await Promise.all(
        [first, second].map((app) =>
          app.app.request('/api/live', { headers: { Authorization: `Bearer ${dan.token}` } }),
        ),
      );
      for (const response of refused) {
        expect(response.status).toBe(429);
        expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0);
        expect(await response.json()).toEqual(failureWith(liveMessages.tooManyStreams));
      }
      // A stream closed on one instance frees a slot on the other.
      await streams.shift()?.cancel();
      let reopened: Response | undefined;
      await expect
        .poll(
          async () => {
            const response = await second.app.request('/api/live', {
              headers: { Authorization: `Bearer ${dan.token}` },
            });
            if (response.status === 200) reopened = response;
            return response.status;
          },
          { timeout: 3_000 },
        )
        .toBe(200);
      await Promise.all([...streams.map((stream) => stream.cancel()), reopened?.body?.cancel()]);
    });
  },
);

describe.skipIf(!services.redis)('the stream limit in Redis', () => {
  it('parallel connects of one account on several instances admit exactly the limit', async () => {
    const keyPrefix = `hub-test-${randomUUID()}`;
    const instances = [1, 2, 3].map(() => createRedisPresence(redisUrl, { keyPrefix, maxStreams: 4 }));
    const account = randomUUID();
    try {
      const arrivals = await Promise.all(
        Array.from({ length: 9 }, (_, index) => instances[index % 3]!.connect(account, `stream-${index}`)),
      );
      expect(arrivals.filter((arrival) => arrival === 'refused')).toHaveLength(5);
      expect(arrivals.filter((arrival) => arrival === 'first')).toHaveLength(1);
      expect(await instances[0]!.disconnect(account, `stream-${arrivals.indexOf('first')}`)).toBe(false);
      expect(await instances[1]!.connect(account, 'stream-late')).not.toBe('refused');
    } finally {
      await Promise.all(instances.map((presence) => presence.close()));
    }
  });
});

describe.skipIf(!services.redis)('presence in Redis expires with its instance', () => {
  const keyPrefix = `hub-test-${randomUUID()}`;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('a stream refreshed by its instance stays online; one whose instance stopped refreshing expires', async () => {
    const living = createRedisPresence(redisUrl, { keyPrefix, ttlMs: 300, refreshMs: 100 });
    const dead = createRedisPresence(redisUrl, { keyPrefix, ttlMs: 300, refreshMs: 3_600_000 });
    const observer = createRedisPresence(redisUrl, { keyPrefix });
    const [alive, gone] = [randomUUID(), randomUUID()];
    try {
      expect(await living.connect(alive, 'stream-1')).toBe('first');
      expect(await dead.connect(gone, 'stream-2')).toBe('first');
      expect(await observer.online([alive, gone])).toEqual(new Set([alive, gone]));
      await sleep(700);
      expect(await observer.online([alive, gone])).toEqual(new Set([alive]));
      // The first stream of an account comes online; a second one of the same account changes nothing.
      expect(await living.connect(alive, 'stream-3')).toBe('another');
      expect(await living.disconnect(alive, 'stream-1')).toBe(false);
      expect(await living.disconnect(alive, 'stream-3')).toBe(true);
      expect(await observer.online([alive])).toEqual(new Set());
    } finally {
      await Promise.all([living.close(), dead.close(), observer.close()]);
    }
  });
});
