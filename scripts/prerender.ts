/**
 * `npm run build`'s second step (after `vite build`): renders every public page of `PRERENDERED_PAGES`
 * with React's server renderer into `dist/pages/<path>.html`, so its text and layout are in the first HTML.
 * - Vite's SSR build of `src/app/prerender-page.tsx` (same plugins, so the same class names as the app);
 * - the real server on a fresh embedded database (the seed) answers the API paths each page starts from,
 *   or, with PRERENDER_API_ORIGIN=https://hub.example, the deployed one (its current lists); they are
 *   embedded in the page as JSON (`<script id="prerendered-data">`), which its lists take over;
 * - each page is `dist/index.html` with the rendered app in `#root`, its `<title>` in the head, and a
 *   stylesheet link for every built CSS file whose classes the page uses (the route chunks' own styles,
 *   which the SPA loads with their chunk: without them the first paint is unstyled and shifts once they
 *   arrive).
 * The server serves a page's file for its path (no query string), and the SPA's index.html otherwise.
 * Last, the service worker's precache list is written into `sw.js` (`injectPrecache`): it holds the offline
 * pages, which exist only now.
 */

import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LANGUAGES } from '@contracts/languages';
import { OFFLINE_PATH, prerenderedFileOf } from '@lib/app-routes';
import { localizedPath } from '@lib/language-paths';
import { build } from 'vite';
import { injectManifest } from 'workbox-build';
import { freePort, root, startServer, stopServer } from './bench/support';
import { languageHead } from './page-head';
import { publicAssetFiles } from './public-assets';
import { readManifest, routeChunks } from './route-chunks';

type PrerenderModule = typeof import('../src/app/prerender-page');

/** The built web app: `dist/`, or the folder given as the first argument (the e2e setup's own build). */
const dist = path.resolve(process.argv[2] ?? path.join(root, 'dist'));
// Inside node_modules so the bundle resolves its packages; one folder per built site, so builds of two sites at
// the same time (the e2e setup's own beside a developer's dist/) never overwrite each other's bundle. It is
// kept after the run: lazy route chunks the pages started loading may still be imported as the process ends.
const serverBuild = path.join(
  root,
  'node_modules/.cache',
  `hub-prerender-${createHash('sha256').update(dist).digest('hex').slice(0, 12)}`,
);
const ROOT_ELEMENT = '<div id="root"></div>';

async function buildPrerenderModule(): Promise<PrerenderModule> {
  await build({
    root,
    logLevel: 'warn',
    build: {
      ssr: 'src/app/prerender-page.tsx',
      outDir: serverBuild,
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
      rollupOptions: {
        // The page list imports the API modules the routes load lazily: one bundle on the server anyway.
        onLog: (level, log, handler) => {
          if (log.code !== 'INEFFECTIVE_DYNAMIC_IMPORT') handler(level, log);
        },
      },
    },
  });
  return import(pathToFileURL(path.join(serverBuild, 'prerender-page.js')).href);
}

async function readAnswer(origin: string, apiPath: string): Promise<unknown> {
  const response = await fetch(`${origin}/api/${apiPath}`);
  if (!response.ok) throw new Error(`GET /api/${apiPath} answered ${response.status}`);
  return response.json();
}

/** Every API answer the pages start from, read once from the running server. */
async function readAnswers(origin: string, apiPaths: Iterable<string>): Promise<Map<string, unknown>> {
  const answers = new Map<string, unknown>();
  for (const apiPath of new Set(apiPaths)) answers.set(apiPath, await readAnswer(origin, apiPath));
  return answers;
}

/** JSON safe inside a <script> element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Each built stylesheet (path under the site root) with the class names it defines. */
function builtStylesheets(): { href: string; classes: Set<string> }[] {
  const assets = path.join(dist, 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.css'))
    .map((file) => ({
      href: `/assets/${file}`,
      classes: new Set(
        [...readFileSync(path.join(assets, file), 'utf8').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(
          (m) => m[1]!,
        ),
      ),
    }));
}

/** The stylesheets a rendered page needs beyond those the template already links. */
function stylesheetLinks(template: string, appHtml: string, sheets: ReturnType<typeof builtStylesheets>) {
  const used = new Set(
    [...appHtml.matchAll(/\bclass="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/).filter(Boolean)),
  );
  return sheets
    .filter((sheet) => !template.includes(sheet.href) && [...sheet.classes].some((name) => used.has(name)))
    .map((sheet) => `<link rel="stylesheet" crossorigin href="${sheet.href}">`)
    .join('');
}

/**
 * What the first paint waits for goes first in the head: the stylesheets (render-blocking), then the image
 * preloads React's server render puts first in its output (the hero, `fetchPriority="high"`: the largest
 * paint), then the scripts (hydration, after the paint). A browser opens six connections to a server
 * speaking HTTP/1.1; in Vite's order the framework's scripts took them first and the styles waited.
 */
const LEADING_PRELOADS = /^(?:<link rel="preload" as="image"[^>]*\/>)+/;
const TEMPLATE_STYLESHEET = /\s*<link rel="stylesheet"[^>]*>/g;
const MODULE_SCRIPT = '<script type="module"';

/**
 * A modulepreload link for every script the page needs but the entry's own (its script tag names it): the
 * browser asks for all of them with the HTML, instead of one import level after another, each a round trip.
 */
function modulePreloads(template: string, files: string[]): string {
  return files
    .filter((file) => !template.includes(`src="/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
}

/** The SPA's index.html with the rendered app in #root, its title and styles in the head, its data embedded. */
function pageHtml(
  template: string,
  renderedHtml: string,
  data: Record<string, unknown>,
  sheets: ReturnType<typeof builtStylesheets>,
  scripts: string[],
): string {
  const preloads = LEADING_PRELOADS.exec(renderedHtml)?.[0] ?? '';
  const appHtml = renderedHtml.slice(preloads.length);
  const title = /<title>[^<]*<\/title>/.exec(appHtml)?.[0];
  const styles = [...template.matchAll(TEMPLATE_STYLESHEET)].map((m) => m[0].trim()).join('');
  let html = template
    .replace(TEMPLATE_STYLESHEET, '')
    .replace(ROOT_ELEMENT, `<div id="root">${appHtml}</div>`);
  html = html.replace(
    MODULE_SCRIPT,
    `${styles}${stylesheetLinks(template, appHtml, sheets)}${preloads}${modulePreloads(template, scripts)}\n    ${MODULE_SCRIPT}`,
  );
  if (title) html = html.replace(/<title>[^<]*<\/title>/, title);
  // A page kept from search engines says so in the head too (the offline page), where every crawler reads it.
  const robots = /<meta name="robots"[^>]*>/.exec(appHtml)?.[0];
  if (robots) html = html.replace('</head>', `${robots}</head>`);
  if (Object.keys(data).length > 0)
    html = html.replace(
      '</body>',
      `<script type="application/json" id="prerendered-data">${scriptJson(data)}</script></body>`,
    );
  return html;
}

async function main() {
  const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
  for (const part of [ROOT_ELEMENT, MODULE_SCRIPT])
    if (!template.includes(part)) throw new Error(`dist/index.html has no ${part}`);
  const { prerenderPage, PRERENDERED_PAGES, prerenderedItemPages } = await buildPrerenderModule();

  const sheets = builtStylesheets();
  const manifest = readManifest(dist);
  const { pages, answers } = await withApi(async (origin) => {
    const pages = {
      ...PRERENDERED_PAGES,
      ...(await prerenderedItemPages((apiPath) => readAnswer(origin, apiPath))),
    };
    return { pages, answers: await readAnswers(origin, Object.values(pages).flat()) };
  });
  let written = 0;
  for (const language of LANGUAGES)
    for (const [url, apiPaths] of Object.entries(pages)) {
      const data = Object.fromEntries(apiPaths.map((apiPath) => [apiPath, answers.get(apiPath)]));
      const { pathname, search } = new URL(url, 'http://prerender');
      const address = localizedPath(pathname, language);
      const head = languageHead(template, pathname, language);
      const scripts = routeChunks(manifest, root, pathname, language);
      const rendered = await prerenderPage(`${address}${search}`, data);
      const html = pageHtml(head, rendered, data, sheets, scripts);
      const file = path.join(dist, prerenderedFileOf(address));
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, html);
      written += 1;
    }
  console.log(
    `prerendered ${written} pages (${LANGUAGES.length} languages) into ${path.join(dist, 'pages')}`,
  );
  await injectPrecache();
}

/**
 * Writes the precache list into the service worker vite-plugin-pwa compiled (`sw.js`, which still holds
 * `self.__WB_MANIFEST`): the built JS and CSS the public site loads (hashed: no revision needed; not the
 * member and admin areas', `publicAssetFiles`), the fonts, the icons and the
 * offline page in every language, under its address (`/fr/offline`, the file `pages/fr/offline.html`),
 * with a revision hashed from its content. Not the other prerendered pages (the worker saves those the
 * visitor reads) nor the images.
 */
async function injectPrecache() {
  const worker = path.join(dist, 'sw.js');
  if (!readFileSync(worker, 'utf8').includes('self.__WB_MANIFEST'))
    throw new Error(`${worker} has no precache placeholder: it was written already; run vite build first`);
  const offlinePages = new Map(
    LANGUAGES.map((language) => {
      const address = localizedPath(OFFLINE_PATH, language);
      return [prerenderedFileOf(address).slice(1), address] as const;
    }),
  );
  for (const file of offlinePages.keys())
    if (!existsSync(path.join(dist, file))) throw new Error(`No offline page to precache: ${file}`);
  const publicAssets = publicAssetFiles(dist);
  const { count, size, warnings } = await injectManifest({
    swSrc: worker,
    swDest: worker,
    globDirectory: dist,
    globPatterns: ['assets/**/*.{js,css,woff,woff2}', 'icons/*.png', 'favicon.svg', ...offlinePages.keys()],
    dontCacheBustURLsMatching: /^assets\//,
    manifestTransforms: [
      (entries) => ({
        manifest: entries
          .filter((entry) => !entry.url.startsWith('assets/') || publicAssets.has(entry.url))
          .map((entry) => ({ ...entry, url: offlinePages.get(entry.url) ?? `/${entry.url}` })),
        warnings: [],
      }),
    ],
  });
  for (const warning of warnings) console.warn(warning);
  console.log(`precache: ${count} files, ${Math.round(size / 1024)} KiB, in ${path.relative(root, worker)}`);
}

/** Runs `read` against PRERENDER_API_ORIGIN, or else the app on a fresh embedded database (the seed). */
async function withApi<T>(read: (origin: string) => Promise<T>): Promise<T> {
  const deployed = process.env.PRERENDER_API_ORIGIN;
  if (deployed) return read(deployed.replace(/\/$/, ''));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hub-prerender-'));
  const port = await freePort();
  const server = await startServer(dataDir, port, await freePort());
  try {
    return await read(`http://127.0.0.1:${port}`);
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
