import type { Browser, Page } from 'playwright-core';
import { PHONE_SCREEN } from './browser-runs';
import { recordNetwork, type TimedRequest } from './network-timeline';
import { markPage, type PageMarks } from './page-marks';
import { SLOW_PHONE, throttle } from './phone-profile';
import type { TimedForm } from './slow-phone-forms';

/** One fresh visit of a form page on the slow phone: when its request left, and what led up to it. */
export interface FormRun {
  /** ms from navigation start to the form's POST leaving the browser (undefined: it never left). */
  sentAt?: number;
  /** Document (the browser posted the form itself) or Fetch (the app sent it). */
  sentBy?: string;
  buttonShownAt: number;
  marks: PageMarks;
  /** The form's POSTs: exactly one is right. */
  posts: TimedRequest[];
  /** The page's documents, styles and scripts, in the order they were sent. */
  timeline: TimedRequest[];
  /** What went wrong: no request, more than one, or the page not ending where it should. */
  problems: string[];
}

/** How long one step may take on the slow phone before the run is reported as stuck. */
const STEP_TIMEOUT_MS = 30_000;

/** The address a run ended at and what the page said there (its alerts and status messages). */
async function whereItEnded(page: Page): Promise<string> {
  const said = await page.locator('[role="alert"], [role="status"]').allTextContents();
  const text = said
    .map((line) => line.trim())
    .filter(Boolean)
    .join(' / ');
  return `ended at ${new URL(page.url()).pathname}${text ? ` saying "${text}"` : ''}`;
}

const pathOf = (url: string) => new URL(url).pathname;

/**
 * Opens `form.path` in a new context (empty cache) on the slow phone, waits for the submit button to be
 * visible, fills the fields and presses it at once, then waits for the state the form leads to and the
 * network to be quiet (a second POST would show by then).
 */
export async function sendFormOnce(browser: Browser, base: string, form: TimedForm, run: number) {
  const context = await browser.newContext(PHONE_SCREEN);
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    await throttle(page, SLOW_PHONE);
    const network = await recordNetwork(page);
    const marks = await markPage(page);
    await page.goto(`${base}${form.path}`, { waitUntil: 'commit' });
    const origin = await page.evaluate(() => performance.timeOrigin);
    await form.submit(page).waitFor({ state: 'visible' });
    const buttonShownAt = await page.evaluate(() => performance.now());
    await form.fill(page, run);
    await form.submit(page).tap();
    const problems: string[] = [];
    await form.next.reached(page).catch(async () => {
      problems.push(
        `did not reach ${form.next.name} in ${STEP_TIMEOUT_MS / 1000} s; ${await whereItEnded(page)}`,
      );
    });
    await page.waitForLoadState('networkidle');
    network.settle(origin);
    return summarise(form, network.requests, { buttonShownAt, marks, problems });
  } finally {
    await context.close();
  }
}

function summarise(
  form: TimedForm,
  requests: TimedRequest[],
  seen: { buttonShownAt: number; marks: PageMarks; problems: string[] },
): FormRun {
  const posts = requests.filter(
    (request) => request.method === 'POST' && form.posts.includes(pathOf(request.url)),
  );
  const problems = [...seen.problems];
  if (posts.length !== 1) problems.push(`${posts.length} form requests sent where one was due`);
  const timeline = requests.filter((request) => ['Document', 'Script', 'Stylesheet'].includes(request.type));
  return { ...seen, sentAt: posts[0]?.sentAt, sentBy: posts[0]?.type, posts, timeline, problems };
}
