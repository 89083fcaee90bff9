import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type Result from 'lighthouse/types/lhr/lhr';

/** One Lighthouse run of one address, reduced to the figures the bench reports. */

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/** Lighthouse's own line between a passed and a failed audit (its report shows ≥ 0.9 as passed). */
const PASSING_SCORE = 0.9;

export interface FailedAudit {
  id: string;
  title: string;
  detail: string;
}

export interface RunFigures {
  scores: Record<Category, number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  interactiveMs: number;
  /** `mainthread-work-breakdown`: all the main thread's work, in ms of the simulated phone's CPU. */
  mainThreadMs: number;
  /** The same work by kind (Script Evaluation, Style & Layout…), ms. */
  groups: Record<string, number>;
  /** `bootup-time`: each script's total main-thread time, by its URL's path, ms. */
  scripts: Record<string, number>;
  failed: FailedAudit[];
}

/** Debian's Chromium (CHROMIUM_PATH overrides it), headless, for Lighthouse to drive. */
export function launchChromium(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage'],
  });
}

/** Lighthouse's trace sometimes breaks on a busy machine (NO_NAVSTART, NO_FCP): an address gets three tries. */
const ATTEMPTS = 3;

/** Lighthouse 12 with its defaults (mobile, simulated throttling), the four categories; an error as text. */
export async function auditUrl(url: string, port: number): Promise<Result | string> {
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

type TableItems = Record<string, unknown>[];

function itemsOf(lhr: Result, id: string): TableItems {
  return (lhr.audits[id]?.details as { items?: TableItems } | undefined)?.items ?? [];
}

/** A script's URL as its path (the origin is the bench's own); Lighthouse's 'Unattributable' as it is. */
function scriptName(url: unknown): string {
  if (typeof url !== 'string') return String(url);
  return URL.canParse(url) ? new URL(url).pathname : url;
}

function groupsOf(lhr: Result): Record<string, number> {
  const items = itemsOf(lhr, 'mainthread-work-breakdown');
  return Object.fromEntries(items.map((item) => [String(item.groupLabel), Number(item.duration)]));
}

function scriptsOf(lhr: Result): Record<string, number> {
  const items = itemsOf(lhr, 'bootup-time');
  return Object.fromEntries(items.map((item) => [scriptName(item.url), Number(item.total)]));
}

/** The first few elements (CSS selector) or files (URL path) an audit names, so the fix can be found. */
function whereFailed(audit: Result['audits'][string]): string[] {
  const details = audit.details as { items?: TableItems } | undefined;
  return (details?.items ?? []).slice(0, 3).flatMap((item) => {
    const node = item.node as { selector?: string } | undefined;
    if (node?.selector) return [node.selector];
    // Lighthouse also lists entries such as 'Unattributable' (work no script owns) under `url`.
    return typeof item.url === 'string' ? [scriptName(item.url)] : [];
  });
}

/** The audits of the four categories that scored below the passing line (each once, in category order). */
function failedAudits(lhr: Result): FailedAudit[] {
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

export function figuresOf(lhr: Result): RunFigures {
  const score = (category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((category) => [category, score(category)]),
    ) as RunFigures['scores'],
    lcpMs: metric('largest-contentful-paint'),
    cls: metric('cumulative-layout-shift'),
    tbtMs: metric('total-blocking-time'),
    interactiveMs: metric('interactive'),
    mainThreadMs: metric('mainthread-work-breakdown'),
    groups: groupsOf(lhr),
    scripts: scriptsOf(lhr),
    failed: failedAudits(lhr),
  };
}

/** BENCH_LHR_DIR=<dir>: each run's whole Lighthouse report is kept there as JSON (LCP element, phases…). */
export function keepReport(name: string, run: number, lhr: Result): void {
  const dir = process.env.BENCH_LHR_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const file = name.replace(/^\//, '').replace(/[^\w-]+/g, '_') || 'home';
  writeFileSync(path.join(dir, `${file}.run${run}.json`), JSON.stringify(lhr));
}
