/**
 * How long after the app has started a page counts as settled: its own lazy chunks (a route's, its
 * catalogs, what the start loads after the paint) still arrive for a moment after the first render.
 */
const SETTLE_AFTER_START_MS = 1_500;

let settle: () => void;
const settled = new Promise<void>((resolve) => {
  settle = resolve;
});

/**
 * The start says the page is React's (its first render committed): the page settles SETTLE_AFTER_START_MS
 * later, past its load event, in an idle period.
 */
export function appStarted(): void {
  const later = () =>
    setTimeout(() => (self.requestIdleCallback ?? setTimeout)(() => settle()), SETTLE_AFTER_START_MS);
  if (document.readyState === 'complete') later();
  else addEventListener('load', later, { once: true });
}

/**
 * Resolves once the page has settled (`appStarted`). What a page can do without while it loads waits for
 * it: the service worker's side of the page, and fetching again the answers a prerendered page already
 * shows. A page's first load is then what it shows and what makes it work.
 */
export const pageSettled = (): Promise<void> => settled;
