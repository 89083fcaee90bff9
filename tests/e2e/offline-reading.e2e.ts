import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type OpenedPage, setupBrowser, workerIsActive } from './support/browser';

/**
 * Reading on a poor connection, in Chromium against the real product with its service worker: pages read
 * once are there again offline or when the network hangs (marked as a saved copy), an unread page leads
 * to the offline page with the saved ones, and nothing asked for with a token is ever kept.
 */

const { openContext, allowProblems } = setupBrowser();

/** What failing requests log while offline (pictures, the app's refreshes): expected here. */
const OFFLINE_NOISE = /ERR_INTERNET_DISCONNECTED|ERR_FAILED|Failed to load resource/;

/** A fresh context on `/` with the worker the app registered active and controlling the page. */
async function controlledPage(): Promise<OpenedPage> {
  const entry = await openContext({ serviceWorkers: 'allow' });
  const { page } = entry;
  await page.goto('/', { waitUntil: 'networkidle' });
  await workerIsActive(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return entry;
}

async function visit(page: Page, path: string, heading: string) {
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

const savedCopy = (page: Page) =>
  page.evaluate(() => document.documentElement.getAttribute('data-saved-copy'));

/** Every cache's keys (URLs), by cache name. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const names = await caches.keys();
    return Object.fromEntries(
      await Promise.all(
        names.map(
          async (name) => [name, (await (await caches.open(name)).keys()).map((r) => r.url)] as const,
        ),
      ),
    ) as Record<string, string[]>;
  });

/** Leaves every page fetch of the worker (and any document request) unanswered: a network that hangs. */
async function hangPages(context: BrowserContext) {
  await context.route('**/*', (route) => {
    const request = route.request();
    const isPage =
      request.resourceType() === 'document' ||
      (request.serviceWorker() !== null && (request.headers().accept ?? '').includes('text/html'));
    if (isPage) return; // never answered
    return route.fallback();
  });
}

describe('reading offline with the service worker', () => {
  it('shows the pages read before, marked as saved copies; an unread one leads to the offline page', async () => {
    const entry = await controlledPage();
    const { page, context } = entry;
    await visit(page, '/members', 'Hub Members');
    await visit(page, '/projects', 'Explore our Projects');
    expect(await savedCopy(page)).toBeNull();

    await context.setOffline(true);
    for (const [path, heading] of [
      ['/members', 'Hub Members'],
      ['/projects', 'Explore our Projects'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      const saved = await savedCopy(page);
      expect(saved, `${path} is marked as a saved copy`).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(Date.parse(saved!)).toBeLessThanOrEqual(Date.now());
    }

    await page.goto('/blog');
    await page.getByRole('heading', { level: 1, name: 'You are offline' }).waitFor();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/offline?from=%2Fblog');
    await page.getByText('The page /blog is not saved on this device, and the device is offline.').waitFor();
    const saved = page.getByRole('list', { name: 'Pages saved on this device' });
    await saved.waitFor();
    const links = await saved.getByRole('link').evaluateAll((all) => all.map((a) => a.getAttribute('href')));
    expect(links).toEqual(expect.arrayContaining(['/members', '/projects']));
    expect(await page.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/blog');

    // In French, the French offline page.
    await page.goto('/fr/blog');
    await page.getByRole('heading', { level: 1, name: 'Vous êtes hors ligne' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/fr/offline');

    // A saved page opens from the list.
    await page.getByRole('link', { name: /Members · Hub/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Hub Members' }).waitFor();
    expect(await savedCopy(page)).not.toBeNull();
    allowProblems(entry, OFFLINE_NOISE);
  });

  it('shows the saved copy when the network hangs (the worker stops waiting after 2 s)', async () => {
    const entry = await controlledPage();
    const { page, context } = entry;
    await visit(page, '/projects', 'Explore our Projects');
    await hangPages(context);
    await page.goto('/projects');
    await page.getByRole('heading', { level: 1, name: 'Explore our Projects' }).waitFor();
    expect(await savedCopy(page)).not.toBeNull();
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    allowProblems(entry, OFFLINE_NOISE);
  });

  it('never keeps a request that carries Authorization, and never the account', async () => {
    const entry = await controlledPage();
    const { page } = entry;
    await visit(page, '/members', 'Hub Members');
    // The same public list asked for with and without a token (told apart by their page sizes).
    const statuses = await page.evaluate(async () => {
      const auth = { headers: { Authorization: 'Bearer not-a-real-token' } };
      const asked = [
        fetch('/api/members?page=1&limit=7', auth),
        fetch('/api/projects?page=1&limit=7', auth),
        fetch('/api/resources?page=1&limit=7', auth),
        fetch('/api/users/me', auth),
        fetch('/api/members/me', auth),
        fetch('/api/members?page=1&limit=8'),
      ];
      return (await Promise.all(asked)).map((response) => response.status);
    });
    expect(statuses.at(-1)).toBe(200);
    // The anonymous one is kept (stale-while-revalidate writes it behind the answer): wait for it.
    await expect
      .poll(async () =>
        Object.values(await cachedUrls(page))
          .flat()
          .some((url) => url.endsWith('limit=8')),
      )
      .toBe(true);
    const everyUrl = Object.values(await cachedUrls(page)).flat();
    expect(everyUrl.filter((url) => /limit=7|\/api\/users\/me|\/api\/members\/me/.test(url))).toEqual([]);
    // The made-up token is refused (401) where the answer is the account's: asked for on purpose.
    allowProblems(entry, /Failed to load resource/);
  });
});
