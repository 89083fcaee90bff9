import { assign, type EventObject, setup } from 'xstate';
import type { DeferredActors } from '../deferred-actors';

/**
 * A conversation room as the reader meets it across its parts (DOM-free): the composer's outbox and the
 * thread change each other. A message written offline is pending ('Sending…', then 'Waiting for the
 * connection'); the stream's return sends it again while the thread catches up; its live copy may reach the
 * thread before the send's answer (the pending item is then the thread's); it ends in the thread once. A
 * live message of another member reaches the thread meanwhile. Both messaging screens walk these paths
 * against their real view (tests/support/room-paths.tsx); the outcomes are the room's deferred actors.
 */
export const conversationRoomModel = setup({
  types: { context: {} as { heard: boolean } },
  actions: { hearOther: assign({ heard: true }) },
}).createMachine({
  id: 'conversationRoomModel',
  context: { heard: false },
  initial: 'ready',
  states: {
    ready: {
      description: 'The stored messages show; nothing is pending.',
      on: {
        'message.send': 'sending',
        'live.message': { actions: 'hearOther' },
      },
    },
    sending: {
      description: "The message is pending: 'Sending…'.",
      on: {
        'xstate.error.actor.sendMessage': 'waiting',
        'xstate.done.actor.sendMessage': 'sent',
      },
    },
    waiting: {
      description: "No network: the message is pending, 'Waiting for the connection'.",
      on: { 'live.reconnected': 'resending' },
    },
    resending: {
      description: "The stream is back: the message goes again ('Sending…') while the thread catches up.",
      on: {
        'live.message': 'resendingShown',
        'xstate.done.actor.sendMessage': 'sentCatchingUp',
      },
    },
    resendingShown: {
      description: 'Its live copy reached the thread before the answer: it shows once, no longer pending.',
      on: { 'xstate.done.actor.sendMessage': 'sentCatchingUp' },
    },
    sentCatchingUp: {
      description: 'Sent: it shows once in the thread, while the catch-up read is still out.',
      // The page read again holds what the other member posted meanwhile.
      on: { 'xstate.done.actor.fetchMessages': { target: 'sent', actions: 'hearOther' } },
    },
    sent: { description: 'Sent: it shows once in the thread, nothing pending.' },
  },
});

/** What the room's outcomes are on one screen: the stored copy of the message sent, and the page after a catch-up. */
export interface RoomOutcomes {
  /** The server's copy of the message written (its client id is the one the composer sent). */
  stored: unknown;
  /** The latest page read again after the reconnect (holding `stored` and the other member's message). */
  caughtUp: unknown;
}

/** Stands for the client id the composer chose; the deferred actors put the real one in its place. */
export const SENT_CLIENT_ID = 'sent-client-id';

/** The events each state of the model offers, with the screen's outcomes. */
export function conversationRoomEvents({ stored, caughtUp }: RoomOutcomes) {
  return (snapshot: { value: unknown; context: unknown }): (EventObject & Record<string, unknown>)[] => {
    const { value, context } = snapshot as { value: string; context: { heard: boolean } };
    const sent = { type: 'xstate.done.actor.sendMessage', output: stored };
    switch (value) {
      case 'ready':
        return [{ type: 'message.send' }, ...(context.heard ? [] : [{ type: 'live.message', own: false }])];
      case 'sending':
        return [{ type: 'xstate.error.actor.sendMessage', error: { kind: 'network' } }, sent];
      case 'waiting':
        return [{ type: 'live.reconnected' }];
      case 'resending':
        return [{ type: 'live.message', own: true }, sent];
      case 'resendingShown':
        return [sent];
      case 'sentCatchingUp':
        return [{ type: 'xstate.done.actor.fetchMessages', output: caughtUp }];
      default:
        return [];
    }
  };
}

/** `value` with every SENT_CLIENT_ID replaced by `clientId`. */
export function withClientId<Value>(value: Value, clientId: string): Value {
  return JSON.parse(JSON.stringify(value).replaceAll(SENT_CLIENT_ID, clientId)) as Value;
}

/** Deferred actors whose outcomes carry the client id the composer really sent. */
export function sentClientIdActors(deferred: DeferredActors): DeferredActors {
  const lastClientId = () =>
    (deferred.inputs.sendMessage?.at(-1) as { clientId?: string } | undefined)?.clientId;
  return {
    ...deferred,
    settle: (event) => {
      const clientId = lastClientId();
      deferred.settle(clientId ? withClientId(event, clientId) : event);
    },
  };
}
