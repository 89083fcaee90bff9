import AxeBuilder from '@axe-core/playwright';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { PATIENCE_MS } from './patience';

/** Debian's Chromium with the flags this closed network needs. */
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
  ],
};

/** What a context starts with: e.g. a signed-in session's token in localStorage (`signedInStorage`). */
export type StorageState = Exclude<NonNullable<BrowserContextOptions['storageState']>, string>;

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors, page errors and CSP violations seen so far. */
  problems: string[];
}

/**
 * One browser per test file; `openPage(path)` gives a fresh context (empty storage) at `path` and
 * records console errors and CSP violations, which fail the test when it ends.
 */
export function setupBrowser() {
  let browser: Browser;
  const opened: OpenedPage[] = [];
  const baseUrl = inject('baseUrl');

  beforeAll(async () => {
    browser = await chromium.launch(launchOptions);
  });

  afterEach(async () => {
    const problems = opened.flatMap((entry) => entry.problems);
    await Promise.all(opened.splice(0).map((entry) => entry.context.close()));
    expect(problems, 'console errors or CSP violations').toEqual([]);
  });

  afterAll(async () => {
    await browser?.close();
  });

  /**
   * A fresh context (empty storage) with `options` (JavaScript off, another origin…) and its page, not yet
   * on any address, watched for problems like `openPage`'s.
   */
  async function openContext(options: BrowserContextOptions = {}): Promise<OpenedPage> {
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: { width: 1280, height: 900 },
      // A first visit, before the service worker has taken over: the tests of the pages and flows see the
      // server's own answers (a route they fake is what the page gets). The tests of offline reading,
      // updates and what is kept on the device ask for the worker (`serviceWorkers: 'allow'`).
      serviceWorkers: 'block',
      ...options,
    });
    // Every wait (an action, a navigation, a locator) ends on the app's own signal; see patience.ts.
    context.setDefaultTimeout(PATIENCE_MS);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    const entry = { page, context, problems };
    opened.push(entry);
    return entry;
  }

  async function openPage(
    path = '/',
    options: {
      viewport?: { width: number; height: number };
      storageState?: StorageState;
      serviceWorkers?: 'allow' | 'block';
    } = {},
  ) {
    const entry = await openContext({
      ...(options.viewport && { viewport: options.viewport }),
      ...(options.storageState && { storageState: options.storageState }),
      ...(options.serviceWorkers && { serviceWorkers: options.serviceWorkers }),
    });
    const { page } = entry;
    // A prerendered page shows its controls before its JavaScript has hydrated them: wait for the app
    // (its chunks and first requests) before acting, as a person does once the page has settled, and
    // for React to have taken over a prerendered page's #root (a click from then on is handled, or replayed).
    const response = await page.goto(path, { waitUntil: 'networkidle' });
    if ((await response?.text())?.includes('<div id="root"><')) await appHasStarted(page);
    return entry;
  }

  /** Forgets console errors the test provoked on purpose (e.g. a 401 it asked for). */
  function allowProblems(entry: OpenedPage, pattern: RegExp) {
    entry.problems.splice(
      0,
      entry.problems.length,
      ...entry.problems.filter((problem) => !pattern.test(problem)),
    );
  }

  return { openPage, openContext, allowProblems, baseUrl };
}

/**
 * A browser context's options for a file of its own client address: the test server believes one proxy
 * (TRUST_PROXY=1), so its limits count this file's requests, its page's and its API calls', under `address`
 * (take one of 198.51.100.0/24, the documentation addresses) and none of the other files' hourly budgets.
 * Loopback addresses would not do: a connection to 127.0.0.2 comes from 127.0.0.1.
 */
export function clientAddress(address: string): BrowserContextOptions {
  return { extraHTTPHeaders: { 'X-Forwarded-For': address } };
}

/** Waits for React to have taken over the page's #root (a prerendered page is hydrated from then on). */
export async function appHasStarted(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}

/**
 * Waits for the app's service-worker side (imported once the page has settled, src/pwa/pwa-root.tsx) to
 * have mounted its notices: a test that goes offline before would cut off the download of its chunk and
 * styles, which the browser reports as an error. Where the context blocks workers, that is all there is to
 * wait for.
 */
export async function pwaHasStarted(page: Page): Promise<void> {
  await page.waitForSelector('html[data-pwa-notices]', { state: 'attached' });
}

/**
 * Waits for the app's own service worker to be active. The app registers it once the page is idle, so on
 * a loaded machine that can come late: a test that goes offline first would cut off the worker script's
 * download, which the browser reports as a console error.
 */
export async function workerIsActive(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

/** axe WCAG 2.0/2.1 A and AA: no violations allowed. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}
