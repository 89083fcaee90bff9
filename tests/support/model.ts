import { act, waitFor } from '@testing-library/react';
import type { EventObject } from 'xstate';
import type { DeferredActors } from './deferred-actors';
import { type EventExecutors, type ModelPath, type StateAssertions, walkPath } from './model-paths';

// The path functions live in model-paths.ts (no DOM) so the browser tests walk the same paths.
export {
  describePath,
  type EventExecutors,
  expectEveryEventExecuted,
  expectEveryStateAsserted,
  type ModelPath,
  modelPaths,
  type StateAssertions,
} from './model-paths';

/**
 * Walks one path against the real view in jsdom: each user event runs its executor (what a person
 * does), each actor outcome settles the deferred actor, and after every step the UI must show that state.
 */
export async function runPath(
  path: ModelPath,
  {
    states,
    events,
    deferred,
    afterStep,
  }: {
    states: StateAssertions;
    events: EventExecutors;
    deferred?: DeferredActors;
    afterStep?: (index: number) => void | Promise<void>;
  },
): Promise<void> {
  await walkPath(path, {
    states,
    events,
    afterStep,
    ...(deferred && { settleActor: (event: EventObject) => deferred.settle(event) }),
    walker: {
      step: async (event, execute) => {
        if (event.type.startsWith('xstate.')) await act(async () => execute());
        else await execute();
      },
      check: (assertion) => waitFor(assertion),
    },
  });
}
