import type { Walker } from '../../support/model-paths';
import { PATIENCE_MS } from './patience';

/** Walks model paths in the browser: executors drive Playwright, assertions are retried until the page shows the state (or the test's patience runs out). */
export const browserWalker: Walker = {
  step: async (_event, execute) => {
    await execute();
  },
  check: async (assertion) => {
    const deadline = Date.now() + PATIENCE_MS;
    for (;;) {
      try {
        await assertion();
        return;
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  },
};
