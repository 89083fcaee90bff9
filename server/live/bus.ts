/**
 * Live events (one Server-Sent Events stream per signed-in tab). A route that
 * changes something publishes an event to the accounts that may see it; every open stream of those
 * accounts, on any instance, receives it. In process by default; through Redis pub/sub with REDIS_URL.
 */
export interface LiveEvent {
  /** `subject.verb`, as machine events are named: `notification.created`, `counts.changed`, … */
  type: string;
  data?: unknown;
}

/** Who receives an event: one account's streams, or every signed-in stream. */
export type Audience = { accountId: string } | 'everyone';

export type LiveListener = (event: LiveEvent) => void;

/** A stream that opened (`close` ends its subscription), or one refused because its account has too many. */
export type StreamOpening =
  | { opened: true; close: () => void }
  | { opened: false; retryAfterSeconds: number };

export interface LiveBus {
  publish(audience: Audience, event: LiveEvent): Promise<void>;
  /** Listens to one account's events and to 'everyone' events; returns the unsubscribe function. */
  subscribe(accountId: string, listener: LiveListener): () => void;
  /**
   * Opens one live stream of an account (`GET /api/live`): subscribes it unless the account holds as many
   * open streams as it may. The app's bus counts them with presence (`trackPresence`, on every instance
   * with Redis); a bus on its own counts nothing and opens every stream.
   */
  openStream(accountId: string, listener: LiveListener): Promise<StreamOpening>;
  /** Tells every local stream the instance is closing (they end; clients reconnect elsewhere), then stops. */
  close(): Promise<void>;
}

/** The channel name an audience maps to (the same on every bus). */
export function channelOf(audience: Audience): string {
  return audience === 'everyone' ? 'live:everyone' : `live:account:${audience.accountId}`;
}

/** Makes every open stream of an account re-check its session (logout, reset, disable, role change). */
export const sessionRevokedEvent: LiveEvent = { type: 'session.revoked' };

/** Sent to local streams by `close()`: the stream ends so the server can drain. */
export const closingEvent: LiveEvent = { type: 'server.closing' };
