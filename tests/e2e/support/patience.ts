/**
 * How long a browser test waits for the app's own signal (an element, a stored row, a mail) before it
 * gives up. The waits end as soon as the signal comes; this bound only stops a test that would hang, so it
 * is as long as a busy machine can need, and shorter than the test's own timeout (vite.config.ts) so the
 * failure names the signal that never came.
 */
export const PATIENCE_MS = 240_000;

/**
 * Asks `find` every `intervalMs` until it gives a value (anything but undefined) and returns it; after
 * PATIENCE_MS without one, fails saying `what` never came.
 */
export async function patiently<T>(
  what: string,
  find: () => T | undefined | Promise<T | undefined>,
  intervalMs = 200,
): Promise<T> {
  const deadline = Date.now() + PATIENCE_MS;
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`${what}, within ${PATIENCE_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
