import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { securityHeaders } from '@server/http/security-headers';
import { createStaticSite } from '@server/http/static';
import react from '@vitejs/plugin-react';
import { Hono } from 'hono';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { renderFloor } from './floor/render-floor';
import { root } from './support';

/**
 * The floor app (`scripts/bench/floor/`), built fresh for each bench run: Vite's production build of its
 * client into a temporary folder, its page rendered by React's server renderer into the HTML's #root, and
 * served by the site's own static handler (compressed once at start, picked by Accept-Encoding) behind the
 * site's security headers, so the floor's page reaches the browser as the site's pages do.
 */

const floorSource = path.join(root, 'scripts/bench/floor');
const ROOT_ELEMENT = '<div id="root"></div>';

export interface Floor {
  base: string;
  /** The JS the page loads before it is interactive (its scripts and module preloads), gzip level 9, bytes. */
  firstLoadJsGzip: number;
}

async function buildClient(outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: floorSource,
    logLevel: 'warn',
    publicDir: false,
    plugins: [react()],
    build: { outDir, emptyOutDir: true },
  });
}

/** Every script the page names (module entry and preloads), as paths inside the built folder. */
function scriptsOf(html: string): string[] {
  const references = html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="(\/assets\/[^"]+\.js)"/g);
  return [...new Set([...references].map((match) => match[1]!))];
}

function gzipBytes(outDir: string, scripts: string[]): number {
  return scripts.reduce(
    (sum, script) => sum + gzipSync(readFileSync(path.join(outDir, script)), { level: 9 }).byteLength,
    0,
  );
}

async function prerender(outDir: string): Promise<string> {
  const file = path.join(outDir, 'index.html');
  const html = readFileSync(file, 'utf8');
  if (!html.includes(ROOT_ELEMENT)) throw new Error(`the floor's index.html has no ${ROOT_ELEMENT}`);
  const page = html.replace(ROOT_ELEMENT, `<div id="root">${await renderFloor()}</div>`);
  writeFileSync(file, page);
  return page;
}

function listen(outDir: string): Promise<{ base: string; close: () => Promise<void> }> {
  const site = createStaticSite(outDir, { configTag: '', siteOrigin: '' });
  if (!site) throw new Error(`the floor's build in ${outDir} has no index.html`);
  const app = new Hono();
  app.use('*', securityHeaders({ chatbotUrl: 'http://127.0.0.1' }));
  app.use('*', site.handler);
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve({
        base: `http://127.0.0.1:${info.port}`,
        close: () => new Promise((closed) => server.close(() => closed())),
      }),
    );
    server.once('error', reject);
  });
}

/**
 * Fails unless the served floor hydrates: its switch turns on when pressed, with no error in the console.
 * A floor that never became interactive would cost less than the stack does and flatter every ratio.
 */
async function expectInteractive(base: string): Promise<void> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${base}/`);
    await page.getByRole('button', { name: 'Off' }).click();
    await page.getByRole('button', { name: 'On', pressed: true }).waitFor({ timeout: 10_000 });
    if (errors.length > 0) throw new Error(`the floor logged errors: ${errors.join('; ')}`);
  } finally {
    await browser.close();
  }
}

/** Builds and serves the floor (checked interactive), runs `use` with it, then stops the server and removes the build. */
export async function withFloor<T>(use: (floor: Floor) => Promise<T>): Promise<T> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'hub-floor-'));
  try {
    await buildClient(outDir);
    const page = await prerender(outDir);
    const firstLoadJsGzip = gzipBytes(outDir, scriptsOf(page));
    const server = await listen(outDir);
    try {
      await expectInteractive(server.base);
      return await use({ base: server.base, firstLoadJsGzip });
    } finally {
      await server.close();
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
