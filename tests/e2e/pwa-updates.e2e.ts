import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, setupBrowser } from './support/browser';

const { openContext, baseUrl } = setupBrowser();

/**
 * A stand-in for the site's worker (src/sw/service-worker.ts is another change): it keeps to the same
 * contract (waits after install, activates on {type:'SKIP_WAITING'}, takes the open pages once active) and
 * answers {type:'VERSION'} with its version, so the test can tell which one controls the page.
 */
const standInWorker = (version: number) => `// stand-in worker, version ${version}
self.addEventListener('install', () => {});
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
  if (event.data && event.data.type === 'VERSION') event.ports[0].postMessage(${version});
});
self.addEventListener('fetch', () => {});
`;

/**
 * The site behind a small proxy of the test's own that answers /sw.js with the stand-in worker's current
 * version. Neither Playwright's routes nor the DevTools protocol see the browser's update check (it fetches
 * the script for the registration, not for a page), so the version has to come from a real server.
 */
async function siteWithWorker(target: string) {
  let version = 1;
  const server = createServer((request, response) => {
    if (request.url?.startsWith('/sw.js')) {
      response.writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'no-cache' });
      response.end(standInWorker(version));
      return;
    }
    const upstream = httpRequest(
      new URL(request.url ?? '/', target),
      { method: request.method, headers: { ...request.headers, host: new URL(target).host } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    release: (next: number) => {
      version = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The version of the worker that controls the page. */
const controllingVersion = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number | null>((resolve) => {
        const controller = navigator.serviceWorker.controller;
        if (!controller) return resolve(null);
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(event.data as number);
        controller.postMessage({ type: 'VERSION' }, [channel.port2]);
      }),
  );

describe('a new version of the worker', () => {
  it('waits with "A new version is ready — Reload": typing is kept until Reload is clicked, which brings the new version', async () => {
    const worker = await siteWithWorker(baseUrl);
    const { page } = await openContext({ baseURL: worker.origin, serviceWorkers: 'allow' });
    await page.goto('/login', { waitUntil: 'networkidle' });
    // Registered once the page is idle; the first version takes the page at once.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    expect(await controllingVersion(page)).toBe(1);

    const email = page.getByLabel('Email');
    await email.fill('half-typed@exam');
    // Version 2 is released; the browser's update check finds it.
    worker.release(2);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const notice = page.getByRole('status').filter({ hasText: 'A new version is ready' });
    await notice.waitFor();
    // Nothing reloads by itself, and the notice took no focus: typing goes on in the field.
    await page.waitForTimeout(1_000);
    expect(await email.inputValue()).toBe('half-typed@exam');
    await email.pressSequentially('ple.com');
    expect(await email.inputValue()).toBe('half-typed@example.com');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(await email.getAttribute('id'));
    expect(await controllingVersion(page)).toBe(1);
    await expectAccessible(page);

    const reloaded = page.waitForEvent('load');
    await notice.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    expect(await controllingVersion(page)).toBe(2);
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting),
    ).toBeNull();
    await worker.close();
  });
});
