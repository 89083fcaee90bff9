import {
  type ServiceWorkerEvent,
  type ServiceWorkerInput,
  serviceWorkerMachine,
} from '@machines/service-worker.machine';
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import {
  describePath,
  expectEveryEventTaken,
  leafStateKeys,
  type ModelPath,
  modelPaths,
  stateKeys,
} from '../support/model-paths';

/**
 * The service worker machine walked along its graph (every state, every transition) for each kind of start,
 * on a real actor whose worker and connection watchers are stand-ins: what the app is told to do (skip
 * waiting, reload) is recorded and checked against the path, above all that nothing reloads unless the
 * visitor clicked Reload.
 */
const workerEvents = [
  { type: 'worker.registered' },
  { type: 'worker.installing' },
  { type: 'worker.waiting' },
  { type: 'worker.activated' },
  { type: 'worker.controlling' },
  { type: 'worker.redundant' },
  { type: 'worker.failed', error: 'SecurityError' },
  { type: 'connection.online' },
  { type: 'connection.offline' },
  { type: 'update.reload' },
  { type: 'page.reload' },
] as const;

const starts: { name: string; input: ServiceWorkerInput }[] = [
  { name: 'online, from the network', input: { supported: true, online: true, savedAt: null } },
  { name: 'offline', input: { supported: true, online: false, savedAt: null } },
  {
    name: 'a saved copy',
    input: { supported: true, online: true, savedAt: '2026-11-28T10:00:00.000Z' },
  },
  { name: 'no service worker', input: { supported: false, online: true, savedAt: null } },
];

function recordingMachine() {
  const record = { skipWaiting: 0, reloads: 0 };
  const machine = serviceWorkerMachine.provide({
    actors: {
      watchWorker: fromCallback(({ receive }) => {
        receive(() => {
          record.skipWaiting += 1;
        });
      }),
      watchConnection: fromCallback(() => {}),
    },
    actions: {
      reloadPage: () => {
        record.reloads += 1;
      },
    },
  });
  return { machine, record };
}

/** The reloads a path may cause: each Reload clicked on a stale page, each takeover after Reload. */
function expectedReloads(path: ModelPath): number {
  let reloads = 0;
  let reloadChosen = false;
  for (const { event, state } of path.steps.slice(1)) {
    const keys = stateKeys(state.value);
    if (event.type === 'update.reload') reloadChosen = true;
    if (event.type === 'worker.controlling' && reloadChosen && keys.includes('worker.running.reloading'))
      reloads += 1;
    if (event.type === 'page.reload' && keys.includes('connection.online.stale')) reloads += 1;
    if (!keys.includes('worker.running.reloading')) reloadChosen = false;
  }
  return reloads;
}

describe('service worker machine', () => {
  const allPaths: ModelPath[] = [];
  for (const { name, input } of starts) {
    const { machine } = recordingMachine();
    const paths = modelPaths(machine, { events: workerEvents, input });
    allPaths.push(...paths);
    describe(name, () => {
      it.each(paths.map((path) => [describePath(path), path] as const))('%s', (_, path) => {
        const { machine: walked, record } = recordingMachine();
        const actor = createActor(walked, { input }).start();
        for (const step of path.steps.slice(1)) actor.send(step.event as ServiceWorkerEvent);
        const snapshot = actor.getSnapshot();
        expect(snapshot.value).toEqual(path.state.value);
        const keys = stateKeys(snapshot.value);
        // Reload is only ever the visitor's choice, never automatic.
        expect(record.reloads).toBe(expectedReloads(path));
        const reloadClicks = path.steps.filter(
          (step, index) =>
            step.event.type === 'update.reload' &&
            stateKeys(step.state.value).includes('worker.running.reloading') &&
            !stateKeys(path.steps[index - 1]!.state.value).includes('worker.running.reloading'),
        ).length;
        expect(record.skipWaiting).toBe(reloadClicks);
        if (keys.includes('worker.failed')) expect(snapshot.context.error).toBe('SecurityError');
        else expect(snapshot.context.error).toBeNull();
        if (!input.supported) expect(keys).toContain('worker.unsupported');
        if (input.savedAt === null) expect(keys).not.toContain('connection.online.stale');
        actor.stop();
      });
    });
  }

  it('reaches every state and takes every event over its starts', () => {
    const reached = new Set(allPaths.flatMap((path) => stateKeys(path.state.value)));
    const leaves = leafStateKeys(serviceWorkerMachine).filter((key) => !key.endsWith('starting'));
    expect(leaves.filter((key) => !reached.has(key))).toEqual([]);
    // These two only run an action (the reload) and change no state, so the graph has no edge for them:
    // the two tests below take them.
    expectEveryEventTaken(serviceWorkerMachine, allPaths, ['page.reload', 'worker.controlling']);
  });

  it('starts offline on a saved copy even when the browser says online, and back online it offers Reload', () => {
    const { machine, record } = recordingMachine();
    const actor = createActor(machine, { input: starts[2]!.input }).start();
    expect(actor.getSnapshot().matches({ connection: 'offline' })).toBe(true);
    actor.send({ type: 'connection.online' });
    expect(actor.getSnapshot().matches({ connection: { online: 'stale' } })).toBe(true);
    expect(record.reloads).toBe(0);
    actor.send({ type: 'page.reload' });
    expect(record.reloads).toBe(1);
  });

  it('a waiting update never reloads the page by itself, even when the new worker takes over from another tab', () => {
    const { machine, record } = recordingMachine();
    const actor = createActor(machine, { input: starts[0]!.input }).start();
    actor.send({ type: 'worker.registered' });
    actor.send({ type: 'worker.waiting' });
    actor.send({ type: 'worker.controlling' });
    actor.send({ type: 'worker.activated' });
    expect(actor.getSnapshot().matches({ worker: { running: 'updateWaiting' } })).toBe(true);
    expect(record).toEqual({ skipWaiting: 0, reloads: 0 });
    actor.send({ type: 'update.reload' });
    expect(record).toEqual({ skipWaiting: 1, reloads: 0 });
    actor.send({ type: 'worker.controlling' });
    expect(record).toEqual({ skipWaiting: 1, reloads: 1 });
  });
});
