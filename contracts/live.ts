import * as v from 'valibot';
import { defineTexts } from './texts';

/**
 * The live stream's wire (`GET /api/live`, Server-Sent Events): event names both sides use. The server
 * sends `ready` first, then the account's events; `session.ended` and `server.closing` end the stream.
 */
export const liveStreamEvents = {
  ready: 'ready',
  sessionEnded: 'session.ended',
  serverClosing: 'server.closing',
} as const;

/** One event from the stream: its name and its JSON data. */
export interface LiveMessage {
  type: string;
  data: unknown;
}

/** Reconnect delays after a drop: 1 s, 2 s, 4 s … at most 30 s. */
export function reconnectDelayMs(attempt: number): number {
  return Math.min(30_000, 1_000 * 2 ** Math.max(0, attempt));
}

/** Open streams one account may hold at once (tabs and devices together); one more is refused with 429. */
export const LIVE_STREAMS_PER_ACCOUNT = 10;

export const liveMessages = defineTexts('live', {
  offline: 'You are offline. Reconnecting…',
  tooManyStreams: 'Too many open tabs or devices are connected to live updates. Close one and try again.',
});

/** A live event's data read with its contract; undefined when it does not match (it is then ignored). */
export function liveData<Schema extends v.GenericSchema>(
  schema: Schema,
  message: LiveMessage,
): v.InferOutput<Schema> | undefined {
  const result = v.safeParse(schema, message.data);
  return result.success ? result.output : undefined;
}
