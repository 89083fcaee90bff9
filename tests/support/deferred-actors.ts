import { type EventObject, fromPromise } from 'xstate';

interface Pending {
  input: unknown;
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

export interface DeferredActors {
  /** Actor implementations to pass to `machine.provide({ actors })`. */
  actors: Record<string, ReturnType<typeof fromPromise<unknown, unknown>>>;
  /** The inputs each actor was started with, oldest first. */
  inputs: Record<string, unknown[]>;
  /** Settles the oldest pending run of the actor named in an `xstate.done.actor.X` / `xstate.error.actor.X` event. */
  settle(event: EventObject & { output?: unknown; error?: unknown }): void;
}

/**
 * Replaces invoked promise actors with ones the test settles by hand, so a model path can say
 * "the login request succeeded with this output" as one of its events.
 */
export function createDeferredActors(names: readonly string[]): DeferredActors {
  const pending = new Map<string, Pending[]>(names.map((name) => [name, []]));
  const inputs: Record<string, unknown[]> = Object.fromEntries(names.map((name) => [name, []]));
  const actors = Object.fromEntries(
    names.map((name) => [
      name,
      fromPromise<unknown, unknown>(
        ({ input, signal }) =>
          new Promise((resolve, reject) => {
            inputs[name]!.push(input);
            const run = { input, resolve, reject };
            pending.get(name)!.push(run);
            // A stopped actor (its state was left) can no longer be settled: forget its run.
            signal.addEventListener('abort', () => {
              const runs = pending.get(name)!;
              if (runs.includes(run)) runs.splice(runs.indexOf(run), 1);
            });
          }),
      ),
    ]),
  );
  return {
    actors,
    inputs,
    settle(event) {
      const match = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
      if (!match) throw new Error(`${event.type} is not an actor outcome`);
      const [, outcome, name] = match as unknown as [string, 'done' | 'error', string];
      const run = pending.get(name)?.shift();
      if (!run) throw new Error(`Actor ${name} has no pending run to settle`);
      if (outcome === 'done') run.resolve(event.output);
      else run.reject(event.error);
    },
  };
}
