import type { Locator, Page } from 'playwright-core';

/**
 * Event Timing reports an interaction only when it lasts 16 ms or more (the smallest threshold it takes);
 * a tap with no entry but counted by `performance.interactionCount` was quicker, and counts as this.
 */
export const BELOW_THRESHOLD_MS = 16;

/** How long after a tap its entry may take to be reported (it comes after the next frame is painted). */
const ENTRY_WAIT_MS = 3_000;

/** How long to wait, once one of the tap's entries is in, for the rest of its events' entries. */
const SIBLINGS_WAIT_MS = 300;

/**
 * Taps `target` with a real touch once the page is idle and answers the interaction's duration from Event
 * Timing: the longest entry sharing the tap's interactionId (pointerdown, pointerup and click are one
 * interaction), from the input to the next frame painted after its handlers.
 */
export async function timedTap(page: Page, target: Locator): Promise<number> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error(`nothing to tap: ${target}`);
  // A string: tsx's name-keeping helper does not exist in the page.
  await page.evaluate(`new Promise((resolve) => {
    window.tapEntries = [];
    window.interactionsBefore = performance.interactionCount;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.interactionId) window.tapEntries.push(entry.toJSON());
    }).observe({ type: 'event', durationThreshold: ${BELOW_THRESHOLD_MS} });
    requestIdleCallback(() => resolve(undefined));
  })`);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  return page.evaluate(`new Promise((resolve) => {
    const started = performance.now();
    let firstSeen;
    const read = () => {
      const durations = window.tapEntries.map((entry) => entry.duration);
      const counted = performance.interactionCount > window.interactionsBefore;
      if (durations.length > 0) firstSeen ??= performance.now();
      if (firstSeen !== undefined && performance.now() - firstSeen >= ${SIBLINGS_WAIT_MS})
        resolve(Math.max(...durations));
      else if (performance.now() - started > ${ENTRY_WAIT_MS})
        resolve(counted ? ${BELOW_THRESHOLD_MS} : Number.NaN);
      else setTimeout(read, 50);
    };
    read();
  })`);
}
