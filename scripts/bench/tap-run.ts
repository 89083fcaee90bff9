import type { Browser, BrowserContextOptions } from 'playwright-core';
import { appHasStarted, pwaHasStarted } from '../../tests/e2e/support/browser';
import { PHONE_SCREEN } from './browser-runs';
import { timedTap } from './event-timing';
import { MOBILE, throttle } from './phone-profile';
import type { TappedControl } from './tap-controls';

/** How long a tap may take to do what it is for before the run reports it did not. */
const DONE_TIMEOUT_MS = 15_000;

/** One tap's interaction duration (ms), or what went wrong. */
export type TapRun = { duration: number; problem?: string };

/**
 * Opens `control.path` in a fresh context, waits until the page is idle (React has the page and it has
 * settled: the worker's side of the page, loaded then, has mounted), throttles the CPU 4× (the mobile
 * profile), does the untimed steps, taps, and checks the tap did its job. A run that breaks answers why.
 */
export async function tapOnce(
  browser: Browser,
  base: string,
  control: TappedControl,
  signedIn: BrowserContextOptions['storageState'],
): Promise<TapRun> {
  return tapInFreshPage(browser, base, control, signedIn).catch((error: unknown) => ({
    duration: Number.NaN,
    problem: String(error).split('\n')[0],
  }));
}

async function tapInFreshPage(
  browser: Browser,
  base: string,
  control: TappedControl,
  signedIn: BrowserContextOptions['storageState'],
): Promise<TapRun> {
  const context = await browser.newContext({
    ...PHONE_SCREEN,
    ...(control.signedIn && { storageState: signedIn }),
  });
  try {
    const page = await context.newPage();
    // Not 'networkidle': a signed-in page keeps its live stream open.
    await page.goto(`${base}${control.path}`, { waitUntil: 'load' });
    await appHasStarted(page);
    await pwaHasStarted(page);
    await throttle(page, MOBILE);
    await control.prepare?.(page);
    const duration = await timedTap(page, control.target(page));
    page.setDefaultTimeout(DONE_TIMEOUT_MS);
    const problem = await control
      .done(page)
      .then(() => undefined)
      .catch(() => `the tap did not do its job within ${DONE_TIMEOUT_MS / 1000} s`);
    return { duration, problem };
  } finally {
    await context.close();
  }
}
