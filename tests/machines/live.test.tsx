import { liveMessages } from '@contracts/live';
import { type LiveEvent, liveMachine } from '@machines/live.machine';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, type EventObject, fromCallback } from 'xstate';
import { OfflineBanner } from '@/features/live/offline-banner';
import { createDeferredActors } from '../support/deferred-actors';
import {
  describePath,
  type EventExecutors,
  expectEveryEventExecuted,
  expectEveryStateAsserted,
  modelPaths,
  runPath,
  type StateAssertions,
} from '../support/model';

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

/** The attempt count only lengthens the wait (tested below): the graph keeps "none" vs "some". */
const paths = modelPaths(liveMachine, {
  events,
  serializeState: (snapshot) =>
    `${JSON.stringify(snapshot.value)}${(snapshot.context as { attempt: number }).attempt > 0 ? '+retrying' : ''}`,
});

describe('live machine: the offline banner and the relayed events', () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  function setUp() {
    const deferred = createDeferredActors(['waitBackoff']);
    let sendBack: ((event: LiveEvent) => void) | undefined;
    let connections = 0;
    const connectLive = fromCallback<LiveEvent>(({ sendBack: send }) => {
      connections += 1;
      sendBack = send;
    });
    const actor = createActor(liveMachine.provide({ actors: { connectLive, ...deferred.actors } })).start();
    stop = () => actor.stop();
    const received: unknown[] = [];
    actor.on('live.received', (event) => received.push(event.message));
    render(<OfflineBanner live={actor} />);
    const fromServer = (event: EventObject & Record<string, unknown>) =>
      act(() => sendBack!(event as LiveEvent));
    return { actor, deferred, received, fromServer, connections: () => connections };
  }

  for (const path of paths) {
    it(describePath(path), async () => {
      const { actor, deferred, received, fromServer, connections } = setUp();
      const user = userEvent.setup();
      const banner = () => screen.queryByRole('status');
      const states: StateAssertions = {
        'online.connecting': () => expect(banner()).toBeNull(),
        'online.open': () => expect(banner()).toBeNull(),
        offline: () => {
          expect(banner()?.textContent).toContain(liveMessages.offline);
          expect(screen.getByRole('button', { name: 'Retry now' })).toBeTruthy();
        },
        stopped: () => {
          expect(banner()).toBeNull();
          expect(actor.getSnapshot().status).toBe('done');
        },
      };
      const executors: EventExecutors = {
        'live.message': (event) => fromServer(event),
        'live.ended': (event) => fromServer(event),
        'live.failed': (event) => fromServer(event),
        'live.retry': () => user.click(screen.getByRole('button', { name: 'Retry now' })),
        'live.stop': () => act(() => actor.send({ type: 'live.stop' })),
      };
      expectEveryStateAsserted(liveMachine, states);
      await runPath(path, { states, events: executors, deferred });
      // Every entry to `online` (the start included) opened a connection of its own.
      const isOnline = (value: unknown) => typeof value === 'object' && value !== null && 'online' in value;
      const entries = path.steps.filter(
        (step, index) =>
          isOnline(step.state.value) && (index === 0 || !isOnline(path.steps[index - 1]!.state.value)),
      ).length;
      expect(connections()).toBe(entries);
      // Nothing is relayed on these paths: no event other than ready arrives while open.
      expect(received).toEqual([]);
    });
  }

  it('relays every event after ready, and none before it', async () => {
    const { received, fromServer } = setUp();
    await fromServer(notification);
    expect(received).toEqual([]);
    await fromServer(ready);
    await fromServer(notification);
    await fromServer(notification);
    expect(received).toEqual([notification.message, notification.message]);
  });

  it('waits longer after each failure, at most 30 s, and starts over once connected', async () => {
    const { deferred, fromServer } = setUp();
    const waits = () => (deferred.inputs.waitBackoff as { ms: number }[]).map((input) => input.ms);
    for (let failure = 0; failure < 7; failure++) {
      await fromServer({ type: 'live.failed' });
      await act(async () => deferred.settle({ type: 'xstate.done.actor.waitBackoff' }));
    }
    expect(waits()).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 16_000, 16_000]);
    await fromServer(ready);
    await fromServer({ type: 'live.ended', reason: 'dropped' });
    expect(waits().at(-1)).toBe(1_000);
  });

  it('covers every event it is given', () => {
    expectEveryEventExecuted(paths, {
      'live.message': () => {},
      'live.ended': () => {},
      'live.failed': () => {},
      'live.retry': () => {},
      'live.stop': () => {},
    });
  });
});
