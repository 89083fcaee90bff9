import { randomUUID } from 'node:crypto';
import { messagingEvents, type PresenceChanged } from '@contracts/messaging';
import { Redis } from 'ioredis';
import type { LiveBus } from '../live/bus';

/**
 * Who is online (spec 'online now'): an account with at least one open live stream, on any instance.
 * `connect` and `disconnect` answer whether the account's state changed (first stream opened, last closed).
 */
export interface Presence {
  connect(accountId: string, connectionId: string): Promise<boolean>;
  disconnect(accountId: string, connectionId: string): Promise<boolean>;
  /** The accounts of `ids` that are online. */
  online(ids: readonly string[]): Promise<Set<string>>;
  close(): Promise<void>;
}

/** One process: a count of open streams per account. */
export function createMemoryPresence(): Presence {
  const streams = new Map<string, Set<string>>();
  return {
    async connect(accountId, connectionId) {
      const open = streams.get(accountId) ?? new Set<string>();
      streams.set(accountId, open);
      open.add(connectionId);
      return open.size === 1;
    },
    async disconnect(accountId, connectionId) {
      const open = streams.get(accountId);
      if (!open?.delete(connectionId)) return false;
      if (open.size > 0) return false;
      streams.delete(accountId);
      return true;
    },
    async online(ids) {
      return new Set(ids.filter((id) => streams.has(id)));
    },
    async close() {
      streams.clear();
    },
  };
}

/** How long a stream counts as open without a refresh (an instance that died stops refreshing). */
export const PRESENCE_TTL_MS = 60_000;
const REFRESH_MS = 20_000;

export interface RedisPresenceOptions {
  /** Put before every key (tests use a fresh one per run). Default 'hub'. */
  keyPrefix?: string;
  onError?: (error: Error) => void;
  /** Default PRESENCE_TTL_MS (tests shorten it). */
  ttlMs?: number;
  /** How often this instance refreshes its streams; default 20 s. */
  refreshMs?: number;
}

/**
 * Several instances: one sorted set per account in Redis, a member per open stream scored with the time it
 * expires. Each instance refreshes its own streams every 20 s, so the streams of an instance that died
 * expire within a minute; the key itself expires with its last stream.
 */
export function createRedisPresence(redisUrl: string, options: RedisPresenceOptions = {}): Presence {
  const client = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  const onError = options.onError ?? (() => undefined);
  client.on('error', onError);
  const keyOf = (accountId: string) => `${options.keyPrefix ?? 'hub'}:presence:${accountId}`;
  const ttl = options.ttlMs ?? PRESENCE_TTL_MS;
  const local = new Map<string, string>();

  async function live(key: string, now: number): Promise<number> {
    await client.zremrangebyscore(key, '-inf', now);
    return client.zcard(key);
  }

  async function stamp(accountId: string, connectionId: string, now: number) {
    const key = keyOf(accountId);
    await client
      .multi()
      .zadd(key, now + ttl, connectionId)
      .pexpire(key, ttl)
      .exec();
  }

  const refresh = setInterval(() => {
    const now = Date.now();
    for (const [connectionId, accountId] of local) {
      stamp(accountId, connectionId, now).catch(onError);
    }
  }, options.refreshMs ?? REFRESH_MS);
  refresh.unref();

  return {
    async connect(accountId, connectionId) {
      local.set(connectionId, accountId);
      const now = Date.now();
      await stamp(accountId, connectionId, now);
      return (await live(keyOf(accountId), now)) === 1;
    },
    async disconnect(accountId, connectionId) {
      local.delete(connectionId);
      const removed = await client.zrem(keyOf(accountId), connectionId);
      return removed === 1 && (await live(keyOf(accountId), Date.now())) === 0;
    },
    async online(ids) {
      if (ids.length === 0) return new Set();
      const now = Date.now();
      const pipeline = client.pipeline();
      for (const id of ids) pipeline.zcount(keyOf(id), now, '+inf');
      const answers = (await pipeline.exec()) ?? [];
      return new Set(ids.filter((_, index) => Number(answers[index]?.[1] ?? 0) > 0));
    },
    async close() {
      clearInterval(refresh);
      await Promise.allSettled(
        [...local].map(([connectionId, accountId]) => client.zrem(keyOf(accountId), connectionId)),
      );
      local.clear();
      await client.quit().catch(() => client.disconnect());
    },
  };
}

export interface PresenceTracking {
  /** Who is told when the account comes online or goes offline: the members it has conversations with. */
  partnersOf(accountId: string): Promise<string[]>;
  onError(error: Error): void;
}

/**
 * The live bus with presence: every subscription is an open stream (only `GET /api/live` subscribes), so
 * subscribing marks its account online and unsubscribing may mark it offline; each change is published as
 * `presence.changed` to the account's conversation partners (their lists show 'online now'; nobody else
 * hears of it, and streams of members with no conversations stay quiet).
 */
export function trackPresence(bus: LiveBus, presence: Presence, tracking: PresenceTracking): LiveBus {
  const announce = (accountId: string, online: boolean) => async (changed: boolean) => {
    if (!changed) return;
    const data: PresenceChanged = { accountId, online };
    const partners = await tracking.partnersOf(accountId);
    await Promise.all(
      partners.map((partner) =>
        bus.publish({ accountId: partner }, { type: messagingEvents.presenceChanged, data }),
      ),
    );
  };
  const report = (error: unknown) =>
    tracking.onError(error instanceof Error ? error : new Error(String(error)));
  return {
    publish: (audience, event) => bus.publish(audience, event),
    subscribe(accountId, listener) {
      const connectionId = randomUUID();
      const unsubscribe = bus.subscribe(accountId, listener);
      presence.connect(accountId, connectionId).then(announce(accountId, true)).catch(report);
      return () => {
        unsubscribe();
        presence.disconnect(accountId, connectionId).then(announce(accountId, false)).catch(report);
      };
    },
    close: () => bus.close(),
  };
}
