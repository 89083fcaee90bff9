import { liveMessages } from '@contracts/live';
import { textsOf } from '@contracts/texts';
import { tooManyRequests } from '@lib/http/rate-limit';
import { type Context, Hono } from 'hono';
import { type SSEStreamingApi, streamSSE } from 'hono/streaming';
import { loadSession, type SessionEnv } from '../auth/session';
import type { RouteDeps } from '../deps';
import { requireSession } from '../http/guards';
import { closingEvent, type LiveEvent, sessionRevokedEvent } from '../live/bus';

/** A comment line this often keeps proxies from closing an idle stream, and re-checks the session. */
export const LIVE_HEARTBEAT_MS = 20_000;
/** What the client waits before reconnecting after the stream drops (SSE `retry`). */
const RECONNECT_MS = 3_000;

/**
 * `GET /api/live`: the signed-in tab's Server-Sent Events stream (session token as a bearer header, sent
 * with `fetch`; never in the URL). It relays the account's live events and ends with `session.ended` as
 * soon as the session is no longer valid. An account holds at most `LIVE_STREAMS_PER_ACCOUNT` open
 * streams: one more is refused with 429 (Retry-After and a message), and no open stream is dropped for it.
 */
export function liveRoutes(deps: RouteDeps) {
  return new Hono<SessionEnv>().get('/', requireSession(deps), async (c) => {
    const user = c.get('user');
    const inbox = createInbox();
    const opening = await deps.live.openStream(user.id, inbox.push);
    if (!opening.opened)
      return tooManyRequests(c, opening.retryAfterSeconds, textsOf(liveMessages).tooManyStreams);
    return streamSSE(c, (stream) => relay(deps, c, stream, { inbox, close: opening.close }));
  });
}

type Inbox = ReturnType<typeof createInbox>;

/** The events waiting for one stream, in order; `take` waits for the next one (null once stopped). */
function createInbox() {
  const queue: LiveEvent[] = [];
  let wake: (() => void) | undefined;
  let stopped = false;
  return {
    push(event: LiveEvent) {
      queue.push(event);
      wake?.();
    },
    stop() {
      stopped = true;
      wake?.();
    },
    async take(): Promise<LiveEvent | null> {
      while (!stopped) {
        const event = queue.shift();
        if (event) return event;
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
        wake = undefined;
      }
      return null;
    },
  };
}

/** Writes `ready`, then the inbox's events until the stream ends; its slot is freed however it ends. */
async function relay(
  deps: RouteDeps,
  c: Context<SessionEnv>,
  stream: SSEStreamingApi,
  open: { inbox: Inbox; close: () => void },
) {
  const { inbox } = open;
  const heartbeat = setInterval(() => inbox.push({ type: 'heartbeat' }), LIVE_HEARTBEAT_MS);
  const stop = () => {
    clearInterval(heartbeat);
    inbox.stop();
    open.close();
  };
  stream.onAbort(stop);
  try {
    await stream.writeSSE({
      event: 'ready',
      data: JSON.stringify({ accountId: c.get('user').id }),
      retry: RECONNECT_MS,
    });
    for (let event = await inbox.take(); event; event = await inbox.take()) {
      if (!(await deliver(deps, c, stream, event))) break;
    }
  } finally {
    stop();
  }
}

/** Writes one event (or checks the session on a heartbeat or a revocation); false when the stream ends. */
async function deliver(
  deps: RouteDeps,
  c: Context<SessionEnv>,
  stream: SSEStreamingApi,
  event: LiveEvent,
): Promise<boolean> {
  if (event.type === closingEvent.type) {
    await send(stream, event);
    return false;
  }
  if (event.type === 'heartbeat' || event.type === sessionRevokedEvent.type) {
    if (!(await loadSession(deps, c))) {
      await stream.writeSSE({ event: 'session.ended', data: '{}' });
      return false;
    }
    if (event.type === 'heartbeat') await stream.write(': keep-alive\n\n');
    return true;
  }
  await send(stream, event);
  return true;
}

/**
 * Each event's data serialised once, however many streams it goes to (a channel message reaches every open
 * stream: the bus hands all local listeners the same event object).
 */
const serialised = new WeakMap<LiveEvent, string>();

function dataOf(event: LiveEvent): string {
  let data = serialised.get(event);
  if (data === undefined) {
    data = JSON.stringify(event.data ?? {});
    serialised.set(event, data);
  }
  return data;
}

function send(stream: SSEStreamingApi, event: LiveEvent) {
  return stream.writeSSE({ event: event.type, data: dataOf(event) });
}
