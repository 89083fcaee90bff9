/**
 * `npm run bench:chains`: how many import levels after the HTML each public page's scripts are discovered
 * (run `npm run build` first). The built product on a fresh embedded database, in Debian's Chromium, each
 * route at its address in every language, each in a fresh context whose browser prefers that language.
 * Every script request's initiator is read from the DevTools protocol (`Network.requestWillBeSent`): the
 * HTML is level 0, a script its parser or a modulepreload link of it requested is level 1, a script a
 * level-n script requested is level n + 1 (`scripts/bench/import-levels.ts`).
 * A page's needed scripts are those requested before it settled: the app imports the service worker's side
 * of the page (`src/pwa/pwa-root.tsx`) at `pageSettled` (src/lib/page-settled.ts), so that request marks
 * the moment, and it and everything after it (the worker, the HTTP client of the lists' refresh) is what
 * deliberately waits. Budget: every needed script at level ≤ 1, as the page can then ask for all of them
 * at once. Prints a Markdown table; exits 1 when the budget is missed unless BENCH_REPORT_ONLY=1.
 * BENCH_ROUTES=/,/login and BENCH_LANGUAGES=en,fr run a subset; CHROMIUM_PATH overrides /usr/bin/chromium.
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { isLanguage, LANGUAGES, type Language } from '@contracts/languages';
import { localizedPath } from '@lib/language-paths';
import { type Browser, chromium } from 'playwright-core';
import { countsPerLevel, importLevels, type SeenRequest } from './bench/import-levels';
import { PUBLIC_ROUTES } from './bench/public-routes';
import { recordScripts, withPreloadInserters } from './bench/record-scripts';
import { root, withFreshServer } from './bench/support';

const BUDGET_LEVEL = 1;
/** Quiet network (no new script) for this long after the settle signal ends a page's recording. */
const QUIET_MS = 1_000;
/** A page that never settles is recorded this long (a busy machine is slow, not broken). */
const PATIENCE_MS = 60_000;

const englishRoutes = process.env.BENCH_ROUTES?.split(',').map((route) => route.trim()) ?? PUBLIC_ROUTES;
const languages = (process.env.BENCH_LANGUAGES?.split(',') ?? LANGUAGES).filter(isLanguage);

/** The file the app imports once the page has settled, from the build's manifest. */
const manifest = JSON.parse(readFileSync(path.join(root, 'dist/.vite/manifest.json'), 'utf8')) as Record<
  string,
  { file: string }
>;
const settleMarker = `/${manifest['src/pwa/pwa-root.tsx']!.file}`;

interface PageLevels {
  address: string;
  levels: Map<string, number | undefined>;
  /** Scripts requested once the page had settled (not counted). */
  deferred: number;
  settled: boolean;
}

/** Resolves once the settle marker was requested and no script followed for QUIET_MS, or after PATIENCE_MS. */
async function untilSettled(requests: SeenRequest[]): Promise<boolean> {
  const started = Date.now();
  let count = -1;
  let quietSince = Date.now();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    if (requests.length !== count) [count, quietSince] = [requests.length, Date.now()];
    const settled = requests.some((request) => new URL(request.url).pathname === settleMarker);
    if (settled && Date.now() - quietSince >= QUIET_MS) return true;
    if (Date.now() - started > PATIENCE_MS) return false;
  }
}

async function measure(browser: Browser, base: string, address: string, language: Language) {
  const context = await browser.newContext({ baseURL: base, locale: language });
  try {
    const page = await context.newPage();
    const requests = await recordScripts(context, page);
    await page.goto(address);
    const settled = await untilSettled(requests);
    const marker = requests.find((request) => new URL(request.url).pathname === settleMarker);
    const seen = await withPreloadInserters(page, requests);
    const needed = seen.filter((request) => !marker || request.at < marker.at);
    const levels = importLevels(needed);
    const deferred = new Set(seen.filter((r) => r.kind === 'script').map((r) => r.url)).size - levels.size;
    return { address, levels, deferred, settled } satisfies PageLevels;
  } finally {
    await context.close();
  }
}

function measureAll(): Promise<PageLevels[]> {
  return withFreshServer('chains', async (base) => {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
    });
    try {
      const results: PageLevels[] = [];
      for (const language of languages)
        for (const route of englishRoutes) {
          const address = localizedPath(route, language);
          results.push(await measure(browser, base, address, language));
          console.error(`${address}: ${countsPerLevel(results.at(-1)!.levels.values())}`);
        }
      return results;
    } finally {
      await browser.close();
    }
  });
}

const deepest = (levels: PageLevels['levels']) =>
  [...levels.values()].some((level) => level === undefined)
    ? undefined
    : Math.max(0, ...(levels.values() as Iterable<number>));

/** The scripts past the budget's level, by file name, for finding what discovers them late. */
const lateScripts = (levels: PageLevels['levels']) =>
  [...levels]
    .filter(([, level]) => level === undefined || level > BUDGET_LEVEL)
    .map(([url, level]) => `${new URL(url).pathname.replace('/assets/', '')} L${level ?? '?'}`);

const loadBefore = loadavg()[0]!;
const results = await measureAll();
console.log('| Page | Deepest level | Scripts per level | Later (not counted) | Budget |');
console.log('| --- | ---: | --- | ---: | --- |');
for (const { address, levels, deferred, settled } of results) {
  const level = deepest(levels);
  const met = level !== undefined && level <= BUDGET_LEVEL && settled;
  const note = settled ? '' : ' (never settled)';
  console.log(
    `| ${address} | ${level ?? '?'} | ${countsPerLevel(levels.values())} | ${deferred} | ${met ? 'met' : 'not met'}${note} |`,
  );
}
if (process.env.BENCH_CHAINS_FILES)
  for (const { address, levels } of results) console.log(`- ${address}: ${lateScripts(levels).join(', ')}`);
const missed = results.filter(({ levels, settled }) => !settled || (deepest(levels) ?? 99) > BUDGET_LEVEL);
console.log(
  `\nChromium, no throttling (levels do not depend on speed); load average ${loadBefore.toFixed(1)} before, ${loadavg()[0]!.toFixed(1)} after. Budget: every script a page needs before it settles at level ≤ ${BUDGET_LEVEL}: ${missed.length === 0 ? 'met' : `not met on ${missed.length} of ${results.length} pages`}.`,
);
if (missed.length > 0 && process.env.BENCH_REPORT_ONLY !== '1') process.exit(1);
