import type { Walker } from '../../support/model-paths';

/** Walks model paths in the browser: executors drive Playwright, assertions are retried for a while. */
export const browserWalker: Walker = {
  step: async (_event, execute) => {
    await execute();
  },
  check: async (assertion) => {
    const deadline = Date.now() + 5_000;
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
