/**
 * `npm run bench:lighthouse`: Lighthouse 12 (mobile preset, simulated throttling, one run per route, all four
 * categories) on every public route of the built product (run `npm run build` first), served by the real
 * server on a fresh embedded database and opened in Debian's Chromium, one route after another.
 * Prints one Markdown table (scores, LCP, CLS, TBT), then each route's failed audits (id and title), then
 * the budgets met / not met; exits 1 when a budget is not met unless BENCH_REPORT_ONLY=1.
 * Every route is audited at its address in each language (`/fr/members`…). BENCH_ROUTES=/,/members and
 * BENCH_LANGUAGES=en,fr run a subset; CHROMIUM_PATH overrides /usr/bin/chromium.
 * The routes are the public route table (`scripts/bench/public-routes.ts`).
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { isLanguage, LANGUAGES } from '@contracts/languages';
import { localizedPath } from '@lib/language-paths';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type Result from 'lighthouse/types/lhr/lhr';
import { PUBLIC_ROUTES } from './bench/public-routes';
import { root, withFreshServer } from './bench/support';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const BUDGET = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  cls: 0.02,
  lcpSeconds: 2,
};
/** Lighthouse's own line between a passed and a failed audit (its report shows ≥ 0.9 as passed). */
const PASSING_SCORE = 0.9;

interface RouteResult {
  route: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpSeconds: number;
  cls: number;
  tbtMs: number;
  failed: { id: string; title: string; detail: string }[];
  /** Why Lighthouse could not audit the route (then the figures are zero and every budget is missed). */
  error?: string;
}

const englishRoutes = process.env.BENCH_ROUTES
  ? process.env.BENCH_ROUTES.split(',').map((route) => route.trim())
  : PUBLIC_ROUTES;
/** Each route at its address in every language (BENCH_LANGUAGES=en,fr runs a subset). */
const languages = (process.env.BENCH_LANGUAGES?.split(',') ?? LANGUAGES).filter(isLanguage);
const routes = languages.flatMap((language) => englishRoutes.map((route) => localizedPath(route, language)));

/** The audits of the four categories that scored below the passing line (each once, in category order). */
function failedAudits(lhr: Result): RouteResult['failed'] {
  const ids = new Set(
    CATEGORIES.flatMap((category) => lhr.categories[category]?.auditRefs ?? []).map((ref) => ref.id),
  );
  return [...ids]
    .map((id) => lhr.audits[id]!)
    .filter((audit) => audit.score !== null && audit.score < PASSING_SCORE)
    .map((audit) => ({
      id: audit.id,
      title: audit.title,
      detail: [audit.displayValue, ...whereFailed(audit)].filter(Boolean).join('; '),
    }));
}

/** The first few elements (CSS selector) or files (URL path) an audit names, so the fix can be found. */
function whereFailed(audit: Result['audits'][string]): string[] {
  const details = audit.details as { items?: Record<string, unknown>[] } | undefined;
  return (details?.items ?? []).slice(0, 3).flatMap((item) => {
    const node = item.node as { selector?: string } | undefined;
    if (node?.selector) return [node.selector];
    if (typeof item.url !== 'string') return [];
    // Lighthouse also lists entries such as 'Unattributable' (work no script owns) under `url`.
    return [URL.canParse(item.url) ? new URL(item.url).pathname : item.url];
  });
}

function summarise(route: string, lhr: Result): RouteResult {
  const score = (category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    route,
    scores: Object.fromEntries(
      CATEGORIES.map((category) => [category, score(category)]),
    ) as RouteResult['scores'],
    lcpSeconds: metric('largest-contentful-paint') / 1000,
    cls: metric('cumulative-layout-shift'),
    tbtMs: metric('total-blocking-time'),
    failed: failedAudits(lhr),
  };
}

/** The budgets a route misses, as sentences. */
function missedBudgets(result: RouteResult): string[] {
  if (result.error) return [`not audited (${result.error})`];
  const missed: string[] = [];
  for (const category of CATEGORIES) {
    if (result.scores[category] < BUDGET[category])
      missed.push(`${category} ${result.scores[category]} < ${BUDGET[category]}`);
  }
  if (!(result.cls <= BUDGET.cls)) missed.push(`CLS ${result.cls.toFixed(3)} > ${BUDGET.cls}`);
  if (!(result.lcpSeconds <= BUDGET.lcpSeconds))
    missed.push(`LCP ${result.lcpSeconds.toFixed(2)} s > ${BUDGET.lcpSeconds} s`);
  return missed;
}

/** Lighthouse's trace sometimes breaks on a busy machine (NO_NAVSTART, NO_FCP): a route gets three tries. */
const ATTEMPTS = 3;

async function auditRoute(url: string, port: number): Promise<Result | string> {
  let lastError = '';
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const runnerResult = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    const lhr = runnerResult?.lhr;
    if (lhr && !lhr.runtimeError) return lhr;
    lastError = lhr?.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : 'no result';
    console.error(`  try ${attempt} of ${ATTEMPTS} failed (${lastError})`);
  }
  return lastError;
}

/** BENCH_LHR_DIR=<dir>: each route's whole Lighthouse report is kept there as JSON (LCP element, phases…). */
function keepReport(route: string, lhr: Result): void {
  const dir = process.env.BENCH_LHR_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const name = route.replace(/^\//, '').replace(/[^\w-]+/g, '_') || 'home';
  writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(lhr));
}

function unaudited(route: string, error: string): RouteResult {
  const scores = Object.fromEntries(CATEGORIES.map((category) => [category, 0])) as RouteResult['scores'];
  return { route, scores, lcpSeconds: Number.NaN, cls: Number.NaN, tbtMs: Number.NaN, failed: [], error };
}

async function audit(base: string): Promise<RouteResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage'],
  });
  try {
    const results: RouteResult[] = [];
    for (const route of routes) {
      console.error(`Lighthouse ${route} …`);
      const lhr = await auditRoute(`${base}${route}`, chrome.port);
      if (typeof lhr !== 'string') keepReport(route, lhr);
      results.push(typeof lhr === 'string' ? unaudited(route, lhr) : summarise(route, lhr));
    }
    return results;
  } finally {
    chrome.kill();
  }
}

function printReport(results: RouteResult[]): string[] {
  console.log('| Route | Performance | Accessibility | Best practices | SEO | LCP (s) | CLS | TBT (ms) |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const { route, scores, lcpSeconds, cls, tbtMs } of results) {
    console.log(
      `| ${route} | ${scores.performance} | ${scores.accessibility} | ${scores['best-practices']} | ${scores.seo} | ${lcpSeconds.toFixed(1)} | ${cls.toFixed(3)} | ${Math.round(tbtMs)} |`,
    );
  }
  console.log('\nFailed audits (id: title — value):');
  for (const { route, failed, error } of results) {
    if (error) console.log(`- ${route}: not audited (${error})`);
    if (failed.length === 0) continue;
    console.log(`- ${route}`);
    for (const { id, title, detail } of failed)
      console.log(`  - ${id}: ${title}${detail ? ` — ${detail}` : ''}`);
  }
  const [load] = loadavg();
  console.log(
    `\nLighthouse 12 mobile, simulated throttling, one run per route; Node ${process.version}; load average ${load!.toFixed(1)} (performance and LCP move with the machine's load; accessibility, best practices, SEO and CLS do not).`,
  );
  console.log(
    `Budgets: performance ≥ ${BUDGET.performance}, accessibility / best practices / SEO ${BUDGET.seo}, CLS ≤ ${BUDGET.cls}, LCP ≤ ${BUDGET.lcpSeconds} s.`,
  );
  const missed = results.flatMap((result) => missedBudgets(result).map((text) => `${result.route}: ${text}`));
  for (const result of results) {
    const misses = missedBudgets(result);
    console.log(`- ${result.route}: ${misses.length === 0 ? 'met' : `not met (${misses.join(', ')})`}`);
  }
  return missed;
}

if (!existsSync(path.join(root, 'dist/index.html'))) {
  console.error('No build in dist/: run `npm run build` first.');
  process.exit(1);
}
const results = await withFreshServer('lighthouse', audit);
const missed = printReport(results);
if (missed.length > 0 && process.env.BENCH_REPORT_ONLY !== '1') {
  console.error(`\n${missed.length} budgets not met (BENCH_REPORT_ONLY=1 reports without failing).`);
  process.exit(1);
}
console.log(missed.length === 0 ? '\nAll budgets met.' : `\n${missed.length} budgets not met (report only).`);
