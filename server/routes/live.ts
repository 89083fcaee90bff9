import { Hono } from 'hono';
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
 * soon as the session is no longer valid.
 */
export function liveRoutes(deps: RouteDeps) {
  return new Hono<SessionEnv>().get('/', requireSession(deps), (c) => {
    const user = c.get('user');
    return streamSSE(c, async (stream) => {
      let closed = false;
      const queue: LiveEvent[] = [];
      let wake: (() => void) | undefined;
      const push = (event: LiveEvent) => {
        queue.push(event);
        wake?.();
      };
      const unsubscribe = deps.live.subscribe(user.id, push);
      const heartbeat = setInterval(() => push({ type: 'heartbeat' }), LIVE_HEARTBEAT_MS);
      const stop = () => {
        closed = true;
        clearInterval(heartbeat);
        unsubscribe();
        wake?.();
      };
      stream.onAbort(stop);

      await stream.writeSSE({
        event: 'ready',
        data: JSON.stringify({ accountId: user.id }),
        retry: RECONNECT_MS,
      });
      while (!closed) {
        const event = queue.shift();
        if (!event) {
          await new Promise<void>((resolve) => {
            wake = resolve;
          });
          wake = undefined;
          continue;
        }
        if (event.type === closingEvent.type) {
          await send(stream, event);
          break;
        }
        if (event.type === 'heartbeat' || event.type === sessionRevokedEvent.type) {
          if (!(await loadSession(deps, c))) {
            await stream.writeSSE({ event: 'session.ended', data: '{}' });
            break;
          }
          if (event.type === 'heartbeat') await stream.write(': keep-alive\n\n');
          continue;
        }
        await send(stream, event);
      }
      stop();
    });
  });
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
