import { type LiveMessage, liveStreamEvents, reconnectDelayMs } from '@contracts/live';
import { assign, emit, fromCallback, fromPromise, setup } from 'xstate';

export interface LiveContext {
  /** Failed connections in a row (the next delay grows with it); 0 once a stream opened. */
  attempt: number;
  /** A stream has been open before: the next `ready` is a reconnect (events may have been missed). */
  wasOpen: boolean;
}

/** What the connection actor reports back. */
export type LiveEvent =
  | { type: 'live.message'; message: LiveMessage }
  | { type: 'live.ended'; reason: 'session' | 'closing' | 'dropped' }
  | { type: 'live.failed' }
  | { type: 'live.retry' }
  | { type: 'live.stop' };

/**
 * Emitted to subscribers: every event the server sent after `ready` (`actor.on('live.received', …)`), and
 * `live.reconnected` when a stream opens again after a drop, so what happened offline is read again.
 */
export type LiveEmitted = { type: 'live.received'; message: LiveMessage } | { type: 'live.reconnected' };

/**
 * The signed-in tab's one live stream (`GET /api/live`): connect, relay the server's events to whoever
 * listens, and after a drop reconnect with a growing delay (1 s … 30 s), showing that the tab is offline
 * meanwhile. The session ending stops it for good.
 */
export const liveMachine = setup({
  types: {
    context: {} as LiveContext,
    events: {} as LiveEvent,
    emitted: {} as LiveEmitted,
  },
  actors: {
    connectLive: fromCallback<LiveEvent>(() => {
      throw new Error('connectLive is provided by the app');
    }),
    waitBackoff: fromPromise<void, { ms: number }>(async () => {
      throw new Error('waitBackoff is provided by the app');
    }),
  },
  guards: {
    isReady: (_, { message }: { message: LiveMessage }) => message.type === liveStreamEvents.ready,
    isSessionEnd: (_, { reason }: { reason: string }) => reason === 'session',
    /** `ready` on a stream opened again after one was open. */
    isReadyAgain: ({ context }, { message }: { message: LiveMessage }) =>
      context.wasOpen && message.type === liveStreamEvents.ready,
  },
  actions: {
    relay: emit((_, { message }: { message: LiveMessage }) => ({ type: 'live.received' as const, message })),
    resetAttempts: assign({ attempt: 0, wasOpen: true }),
    announceReconnect: emit({ type: 'live.reconnected' as const }),
    countAttempt: assign({ attempt: ({ context }) => Math.min(context.attempt + 1, 6) }),
  },
}).createMachine({
  id: 'live',
  description: "The signed-in tab's Server-Sent Events stream, reconnecting with backoff.",
  context: { attempt: 0, wasOpen: false },
  initial: 'online',
  on: {
    'live.stop': { target: '.stopped' },
  },
  states: {
    online: {
      description: 'A connection to GET /api/live is open or opening.',
      invoke: {
        id: 'connectLive',
        src: 'connectLive',
        onDone: { target: 'offline', actions: 'countAttempt' },
        onError: { target: 'offline', actions: 'countAttempt' },
      },
      on: {
        'live.ended': [
          { guard: { type: 'isSessionEnd', params: ({ event }) => event }, target: 'stopped' },
          { target: 'offline', actions: 'countAttempt' },
        ],
        'live.failed': { target: 'offline', actions: 'countAttempt' },
      },
      initial: 'connecting',
      states: {
        connecting: {
          description: 'Waiting for the stream to say ready (again after a drop: listeners catch up).',
          tags: ['busy'],
          on: {
            'live.message': [
              {
                guard: { type: 'isReadyAgain', params: ({ event }) => event },
                target: 'open',
                actions: ['resetAttempts', 'announceReconnect'],
              },
              {
                guard: { type: 'isReady', params: ({ event }) => event },
                target: 'open',
                actions: 'resetAttempts',
              },
            ],
          },
        },
        open: {
          description: "Connected: every server event is relayed to the tab's listeners.",
          on: {
            'live.message': { actions: { type: 'relay', params: ({ event }) => event } },
          },
        },
      },
    },
    offline: {
      description: "Not connected: 'You are offline. Reconnecting…' shows; a retry comes after the backoff.",
      tags: ['offline'],
      invoke: {
        id: 'waitBackoff',
        src: 'waitBackoff',
        input: ({ context }) => ({ ms: reconnectDelayMs(context.attempt - 1) }),
        onDone: { target: 'online' },
        onError: { target: 'online' },
      },
      on: { 'live.retry': 'online' },
    },
    stopped: {
      description: 'The session ended (or the tab signed out): no stream, no reconnect.',
      type: 'final',
    },
  },
});
