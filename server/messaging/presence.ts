import { randomUUID } from 'node:crypto';
import { LIVE_STREAMS_PER_ACCOUNT } from '@contracts/live';
import { messagingEvents, type PresenceChanged } from '@contracts/messaging';
import { Redis } from 'ioredis';
import type { LiveBus, StreamOpening } from '../live/bus';

/**
 * What `connect` did with a new stream: it is the account's first open one (the account comes online),
 * another one, or refused because the account holds the most streams it may already.
 */
export type StreamArrival = 'first' | 'another' | 'refused';

/**
 * Who is online (spec 'online now'): an account with at least one open live stream, on any instance. The
 * same count limits the streams an account may hold open (`LIVE_STREAMS_PER_ACCOUNT`): `connect` counts
 * and decides in one step, so parallel opens cannot all slip under it. `disconnect` answers whether the
 * account went offline (its last stream closed).
 */
export interface Presence {
  connect(accountId: string, connectionId: string): Promise<StreamArrival>;
  disconnect(accountId: string, connectionId: string): Promise<boolean>;
  /** The accounts of `ids` that are online. */
  online(ids: readonly string[]): Promise<Set<string>>;
  close(): Promise<void>;
}

/** One process: the open streams per account (so the limit holds per instance only). */
export function createMemoryPresence(maxStreams = LIVE_STREAMS_PER_ACCOUNT): Presence {
  const streams = new Map<string, Set<string>>();
  return {
    async connect(accountId, connectionId) {
      const open = streams.get(accountId) ?? new Set<string>();
      if (open.size >= maxStreams) return 'refused';
      streams.set(accountId, open);
      open.add(connectionId);
      return open.size === 1 ? 'first' : 'another';
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

/**
 * The Retry-After of a refused stream: a slot frees as soon as one of the account's streams closes, and at
 * the latest when the streams of a stopped instance expire.
 */
export const STREAM_SLOT_RETRY_SECONDS = PRESENCE_TTL_MS / 1000;

/**
 * Drops the account's expired streams, then adds this one unless the account holds `max` open streams:
 * one atomic step in Redis, whichever instance asks. Answers the count with this stream, or -1 if refused.
 * KEYS[1] the account's set; ARGV now, this stream's expiry, its id, max, the key's lifetime (ms).
 */
const ADMIT_STREAM = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
local open = redis.call('ZCARD', KEYS[1])
if open >= tonumber(ARGV[4]) then return -1 end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return open + 1
`;

export interface RedisPresenceOptions {
  /** Put before every key (tests use a fresh one per run). Default 'hub'. */
  keyPrefix?: string;
  onError?: (error: Error) => void;
  /** Default PRESENCE_TTL_MS (tests shorten it). */
  ttlMs?: number;
  /** How often this instance refreshes its streams; default 20 s. */
  refreshMs?: number;
  /** Open streams per account, counted over every instance; default LIVE_STREAMS_PER_ACCOUNT. */
  maxStreams?: number;
}

/**
 * Several instances: one sorted set per account in Redis, a member per open stream scored with the time it
 * expires. Each instance refreshes its own streams every 20 s, so the streams of an instance that died
 * expire within a minute; the key itself expires with its last stream. The set's size is the account's
 * open streams on all instances, so the stream limit holds across them.
 */
export function createRedisPresence(redisUrl: string, options: RedisPresenceOptions = {}): Presence {
  const client = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  const onError = options.onError ?? (() => undefined);
  client.on('error', onError);
  const keyOf = (accountId: string) => `${options.keyPrefix ?? 'hub'}:presence:${accountId}`;
  const ttl = options.ttlMs ?? PRESENCE_TTL_MS;
  const maxStreams = options.maxStreams ?? LIVE_STREAMS_PER_ACCOUNT;
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
      const now = Date.now();
      const key = keyOf(accountId);
      const open = Number(
        await client.eval(ADMIT_STREAM, 1, key, now, now + ttl, connectionId, maxStreams, ttl),
      );
      if (open < 0) return 'refused';
      local.set(connectionId, accountId);
      return open === 1 ? 'first' : 'another';
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
 * The live bus with presence: every stream `GET /api/live` opens (`openStream`) is counted, and refused
 * once its account holds the most it may; the first one marks its account online and the last one closed
 * may mark it offline. Each change is published as `presence.changed` to the account's conversation
 * partners (their lists show 'online now'; nobody else hears of it, and streams of members with no
 * conversations stay quiet). `subscribe` alone is a listener, not a stream: neither counted nor online.
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

  /** The stream's arrival; a store that fails to answer lets it in uncounted rather than cut live events. */
  async function arrive(accountId: string, connectionId: string): Promise<StreamArrival> {
    try {
      return await presence.connect(accountId, connectionId);
    } catch (error) {
      report(error);
      return 'another';
    }
  }

  return {
    publish: (audience, event) => bus.publish(audience, event),
    subscribe: (accountId, listener) => bus.subscribe(accountId, listener),
    async openStream(accountId, listener): Promise<StreamOpening> {
      const connectionId = randomUUID();
      const arrival = await arrive(accountId, connectionId);
      if (arrival === 'refused') return { opened: false, retryAfterSeconds: STREAM_SLOT_RETRY_SECONDS };
      const unsubscribe = bus.subscribe(accountId, listener);
      announce(accountId, true)(arrival === 'first').catch(report);
      let closed = false;
      const close = () => {
        if (closed) return;
        closed = true;
        unsubscribe();
        presence.disconnect(accountId, connectionId).then(announce(accountId, false)).catch(report);
      };
      return { opened: true, close };
    },
    close: () => bus.close(),
  };
}
