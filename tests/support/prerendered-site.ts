import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SOURCE_LANGUAGE } from '@contracts/languages';
import { prerenderedFileOf } from '@lib/app-routes';
import { languageOfPath } from '@lib/language-paths';
import { languageHead } from '../../scripts/page-head';

/**
 * The public pages as the build prerenders them (`scripts/prerender.ts` calls the same `prerenderPage` and
 * `languageHead`), for server tests that need the real markup without a build: the app's HTML inside a
 * template shaped like the built index.html (the empty settings tag, its module script and stylesheet in the
 * head, `#root` in the body), with the page's language and its addresses in every language.
 */
export async function prerenderedPage(url: string, data: Record<string, unknown> = {}): Promise<string> {
  const { prerenderPage } = await import('@/app/prerender-page');
  const { language, rest } = languageOfPath(url);
  return languageHead(pageTemplate(await prerenderPage(url, data)), rest, language ?? SOURCE_LANGUAGE);
}

export function pageTemplate(appHtml: string): string {
  return [
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Hub</title>',
    '<meta name="hub-config" content="" />',
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
