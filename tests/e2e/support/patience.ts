/**
 * How long a browser test waits for the app's own signal (an element, a stored row, a mail) before it
 * gives up. The waits end as soon as the signal comes; this bound only stops a test that would hang, so it
 * is as long as a busy machine can need, and shorter than the test's own timeout (vite.config.ts) so the
 * failure names the signal that never came.
 */
export const PATIENCE_MS = 240_000;
