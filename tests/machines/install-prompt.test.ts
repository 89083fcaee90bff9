import { installPromptMachine } from '@machines/install-prompt.machine';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  describePath,
  expectEveryEventTaken,
  leafStateKeys,
  type ModelPath,
  modelPaths,
} from '../support/model-paths';

/**
 * The install offer's machine walked along its graph for each kind of start, on a real actor whose browser
 * dialog is a stand-in: never offered on a first visit's first screen, never again once dismissed, and every
 * no remembered.
 */
const installEvents = [
  { type: 'install.available' },
  { type: 'page.view' },
  { type: 'install.accept' },
  { type: 'install.dismiss' },
  { type: 'app.installed' },
  { type: 'xstate.done.actor.showInstallPrompt', output: 'accepted' },
  { type: 'xstate.done.actor.showInstallPrompt', output: 'dismissed' },
  { type: 'xstate.error.actor.showInstallPrompt', error: new Error('prompt() used') },
] as const;

describe('install prompt machine', () => {
  const installStarts = [
    { name: 'a first visit', input: { laterVisit: false, dismissedBefore: false } },
    { name: 'a later visit', input: { laterVisit: true, dismissedBefore: false } },
    { name: 'dismissed before', input: { laterVisit: true, dismissedBefore: true } },
  ];
  const allPaths: ModelPath[] = [];
  for (const { name, input } of installStarts) {
    const paths = modelPaths(installPromptMachine, {
      events: (snapshot) =>
        installEvents.filter(
          (event) =>
            !event.type.startsWith('xstate.') ||
            (snapshot as unknown as { value: string }).value === 'prompting',
        ),
      input,
    });
    allPaths.push(...paths);
    describe(name, () => {
      it.each(paths.map((path) => [describePath(path), path] as const))('%s', (_, path) => {
        let remembered = 0;
        let prompt = { resolve: (_: 'accepted' | 'dismissed') => {}, reject: (_: unknown) => {} };
        const actor = createActor(
          installPromptMachine.provide({
            actors: {
              showInstallPrompt: fromPromise(
                () =>
                  new Promise<'accepted' | 'dismissed'>((resolve, reject) => {
                    prompt = { resolve, reject };
                  }),
              ),
            },
            actions: {
              rememberDismissal: () => {
                remembered += 1;
              },
            },
          }),
          { input },
        ).start();
        const offeredAt: number[] = [];
        path.steps.slice(1).forEach((step, index) => {
          if (step.event.type === 'xstate.done.actor.showInstallPrompt')
            prompt.resolve((step.event as unknown as { output: 'accepted' | 'dismissed' }).output);
          else if (step.event.type === 'xstate.error.actor.showInstallPrompt')
            prompt.reject(new Error('used'));
          else actor.send(step.event as never);
          if (step.state.value === 'offered') offeredAt.push(index);
        });
        return Promise.resolve().then(() => {
          const snapshot = actor.getSnapshot();
          expect(snapshot.value).toEqual(path.state.value);
          // Never on the first screen of a first visit: the offer needs a page view first.
          if (!input.laterVisit && offeredAt.length > 0)
            expect(
              path.steps.slice(1, offeredAt[0]! + 2).some((step) => step.event.type === 'page.view'),
            ).toBe(true);
          if (input.dismissedBefore) expect(['dismissed', 'installed']).toContain(snapshot.value);
          const dismissals = path.steps.filter(
            (step) =>
              step.event.type === 'install.dismiss' ||
              (step.event.type === 'xstate.done.actor.showInstallPrompt' &&
                (step.event as unknown as { output: string }).output === 'dismissed'),
          ).length;
          expect(remembered).toBe(dismissals);
          actor.stop();
        });
      });
    });
  }

  it('reaches every state and takes every event', () => {
    const reached = new Set(allPaths.map((path) => path.state.value as string));
    expect(
      leafStateKeys(installPromptMachine).filter((key) => key !== 'starting' && !reached.has(key)),
    ).toEqual([]);
    expectEveryEventTaken(installPromptMachine, allPaths);
  });
});
