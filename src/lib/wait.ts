import { fromPromise } from 'xstate';

/** Waits `input.ms` milliseconds; stopping the actor (a newer keystroke, the machine leaving the state) clears the timer. */
export const waitMs = fromPromise<void, { ms: number }>(
  ({ input, signal }) =>
    new Promise((resolve) => {
      const timer = setTimeout(resolve, input.ms);
      signal.addEventListener('abort', () => clearTimeout(timer));
    }),
);
