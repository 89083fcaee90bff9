import { liveMessages } from '@contracts/live';
import { type LiveEvent, liveMachine } from '@machines/live.machine';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, type EventObject, fromCallback } from 'xstate';
import { OfflineBanner } from '@/shared/live/offline-banner';
import { createDeferredActors } from '../support/deferred-actors';
import { modelSuite } from '../support/model-suite';

const ready = { type: 'live.message', message: { type: 'ready', data: { accountId: 'a' } } } as const;
const notification = {
  type: 'live.message',
  message: { type: 'notification.created', data: { text: 'Your project was published' } },
} as const;

const events: (EventObject & Record<string, unknown>)[] = [
  ready,
  notification,
  { type: 'live.ended', reason: 'session' },
  { type: 'live.ended', reason: 'closing' },
  { type: 'live.ended', reason: 'dropped' },
  { type: 'live.failed' },
  { type: 'live.retry' },
  { type: 'live.stop' },
  { type: 'xstate.done.actor.waitBackoff' },
  { type: 'xstate.error.actor.waitBackoff', error: new Error('aborted') },
];

/** One walk's live actor, what it relayed and how to speak for the server. */
let walk: {
  actor: ReturnType<typeof startLive>['actor'];
  received: unknown[];
  reconnects: () => number;
  connections: () => number;
  fromServer: (event: EventObject & Record<string, unknown>) => Promise<void>;
};

function startLive(actors: Record<string, unknown>) {
  let sendBack: ((event: LiveEvent) => void) | undefined;
  let connections = 0;
  const connectLive = fromCallback<LiveEvent>(({ sendBack: send }) => {
    connections += 1;
    sendBack = send;
  });
  const actor = createActor(liveMachine.provide({ actors: { connectLive, ...actors } })).start();
  const received: unknown[] = [];
  actor.on('live.received', (event) => received.push(event.message));
  let reconnects = 0;
  actor.on('live.reconnected', () => {
    reconnects += 1;
  });
  render(<OfflineBanner live={actor} />);
  const fromServer = (event: EventObject & Record<string, unknown>) =>
    act(async () => sendBack!(event as LiveEvent));
  return { actor, received, reconnects: () => reconnects, connections: () => connections, fromServer };
}

// Each test's live actor stops after it (a model path's end checks may run midway through a longer walk).
afterEach(() => walk?.actor.stop());

const banner = () => screen.queryByRole('status');
const isOnline = (value: unknown) => typeof value === 'object' && value !== null && 'online' in value;

modelSuite(liveMachine, {
  title: 'live machine: the offline banner and the relayed events',
  events,
  /**
   * The attempt count only lengthens the wait (tested below): the graph keeps "none" vs "some", and whether
   * a stream was open before (the next ready is a reconnect).
   */
  serializeState: (snapshot) => {
    const { attempt, wasOpen } = snapshot.context as { attempt: number; wasOpen: boolean };
    return `${JSON.stringify(snapshot.value)}${attempt > 0 ? '+retrying' : ''}${wasOpen ? '+wasOpen' : ''}`;
  },
  deferredActors: ['waitBackoff'],
  render: ({ deferred }) => {
    walk = startLive(deferred!.actors);
  },
  states: {
    'online.connecting': () => expect(banner()).toBeNull(),
    'online.open': () => expect(banner()).toBeNull(),
    offline: () => {
      expect(banner()?.textContent).toContain(liveMessages.offline);
      expect(screen.getByRole('button', { name: 'Retry now' })).toBeTruthy();
    },
    stopped: () => {
      expect(banner()).toBeNull();
      expect(walk.actor.getSnapshot().status).toBe('done');
    },
  },
  executors: {
    'live.message': (event) => walk.fromServer(event as EventObject & Record<string, unknown>),
    'live.ended': (event) => walk.fromServer(event as EventObject & Record<string, unknown>),
    'live.failed': (event) => walk.fromServer(event as EventObject & Record<string, unknown>),
    'live.retry': () => userEvent.click(screen.getByRole('button', { name: 'Retry now' })),
    'live.stop': () => act(async () => walk.actor.send({ type: 'live.stop' })),
  },
  afterWalk: ({ path }) => {
    // Every entry to `online` (the start included) opened a connection of its own.
    const entries = path.steps.filter(
      (step, index) =>
        isOnline(step.state.value) && (index === 0 || !isOnline(path.steps[index - 1]!.state.value)),
    ).length;
    expect(walk.connections()).toBe(entries);
    // Every open after the first is a reconnect: the pages listening read what they missed.
    const opens = path.steps.filter(
      (step, index) =>
        JSON.stringify(step.state.value) === '{"online":"open"}' &&
        JSON.stringify(path.steps[index - 1]?.state.value) === '{"online":"connecting"}',
    ).length;
    expect(walk.reconnects()).toBe(Math.max(opens - 1, 0));
    // Nothing but ready arrives on these paths, and ready itself is not relayed.
    expect(walk.received).toEqual([]);
  },
});

describe('live machine: relaying and backoff', () => {
  it('relays every event after ready, and none before it', async () => {
    walk = startLive(createDeferredActors(['waitBackoff']).actors);
    await walk.fromServer(notification);
    expect(walk.received).toEqual([]);
    await walk.fromServer(ready);
    await walk.fromServer(notification);
    await walk.fromServer(notification);
    expect(walk.received).toEqual([notification.message, notification.message]);
  });

  it('waits longer after each failure, at most 30 s, and starts over once connected', async () => {
    const deferred = createDeferredActors(['waitBackoff']);
    walk = startLive(deferred.actors);
    const waits = () => (deferred.inputs.waitBackoff as { ms: number }[]).map((input) => input.ms);
    for (let failure = 0; failure < 7; failure++) {
      await walk.fromServer({ type: 'live.failed' });
      await act(async () => deferred.settle({ type: 'xstate.done.actor.waitBackoff' }));
    }
    expect(waits()).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
    await walk.fromServer(ready);
    await walk.fromServer({ type: 'live.ended', reason: 'dropped' });
    expect(waits().at(-1)).toBe(1_000);
  });
});
