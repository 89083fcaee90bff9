import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { setupBrowser } from './support/browser';

/**
 * The site installs as an app: Chromium finds nothing missing (`Page.getInstallabilityErrors` of the
 * DevTools protocol), and the manifest every page links says what the installed app is.
 */

const { openContext } = setupBrowser();

describe('installable', () => {
  it('Chromium reports no installability error on /', async () => {
    // An ordinary profile: Playwright's contexts are incognito ones, where Chromium never offers to install.
    const profile = mkdtempSync(path.join(tmpdir(), 'hub-install-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-dev-shm-usage'],
      baseURL: inject('baseUrl'),
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/', { waitUntil: 'networkidle' });
      await page.evaluate(async () => {
        await navigator.serviceWorker.register('/sw.js', { scope: '/' });
        await navigator.serviceWorker.ready;
      });
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
      const { url, errors, data } = await cdp.send('Page.getAppManifest');
      expect({ url: new URL(url).pathname, errors, parsed: data !== undefined }).toEqual({
        url: '/manifest.webmanifest',
        errors: [],
        parsed: true,
      });
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  it.each(['/', '/members', '/fr/projects', '/offline'])(
    '%s links the manifest, the theme colour and the touch icon',
    async (path) => {
      const { page } = await openContext();
      await page.goto(path);
      const head = await page.evaluate(() => ({
        manifest: document.querySelector('link[rel="manifest"]')?.getAttribute('href'),
        themeColor: document.querySelector('meta[name="theme-color"]')?.getAttribute('content'),
        touchIcon: document.querySelector('link[rel="apple-touch-icon"]')?.getAttribute('href'),
      }));
      expect(head).toEqual({
        manifest: '/manifest.webmanifest',
        themeColor: '#05274C',
        touchIcon: '/icons/apple-touch-icon.png',
      });
    },
  );

  it('the manifest names the app, its start, scope, display, colours and icons (192, 512, maskable 512)', async () => {
    const { page } = await openContext();
    const response = await page.request.get('/manifest.webmanifest');
    expect(response.headers()['content-type']).toBe('application/manifest+json; charset=utf-8');
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      name: 'Hub',
      short_name: 'Hub',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#05274C',
      background_color: '#ffffff',
    });
    expect(manifest.icons).toEqual([
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512-maskable.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ]);
    for (const icon of manifest.icons as { src: string }[]) {
      const file = await page.request.get(icon.src);
      expect(file.status(), icon.src).toBe(200);
      expect(file.headers()['content-type']).toBe('image/png');
    }
  });
});
