import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { prerenderedFileOf } from '@lib/app-routes';

/**
 * The public pages as the build prerenders them (`scripts/prerender.ts` calls the same `prerenderPage`),
 * for server tests that need the real markup without a build: the app's HTML inside a template shaped like
 * the built index.html (its module script and stylesheet in the head, `#root` in the body).
 */
export async function prerenderedPage(url: string, data: Record<string, unknown> = {}): Promise<string> {
  const { prerenderPage } = await import('@/app/prerender-page');
  return pageTemplate(await prerenderPage(url, data));
}

export function pageTemplate(appHtml: string): string {
  return [
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Hub</title>',
    '<script type="module" crossorigin src="/assets/index-test.js"></script>',
    '<link rel="modulepreload" crossorigin href="/assets/framework-test.js">',
    '<link rel="stylesheet" crossorigin href="/assets/index-test.css">',
    `</head><body><div id="root">${appHtml}</div></body></html>`,
  ].join('');
}

/** A built web app folder with the SPA shell and the prerendered pages of `urls`. */
export async function writePrerenderedSite(dist: string, urls: readonly string[]): Promise<void> {
  writeFileSync(path.join(dist, 'index.html'), pageTemplate(''));
  for (const url of urls) {
    const file = path.join(dist, prerenderedFileOf(url));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, await prerenderedPage(url));
  }
}
