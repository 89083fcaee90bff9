import { loadavg } from 'node:os';
import { type Browser, chromium } from 'playwright-core';

/** What the browser benches share: Debian's Chromium, a run's median and slowest, the machine's load. */

export const launchChromium = (): Promise<Browser> =>
  chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });

/** A phone's screen for a new context: the width the mobile layout is laid out for, with touch. */
export const PHONE_SCREEN = {
  viewport: { width: 412, height: 823 },
  isMobile: true,
  hasTouch: true,
} as const;

/** The median (the middle run; of an even count, the upper of the two) and the slowest of `values`. */
export function medianAndSlowest(values: number[]): { median: number; slowest: number } {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)]!, slowest: sorted.at(-1)! };
}

/** The 1-minute load average, with one decimal: the figures are only as good as the machine was quiet. */
export const loadAverage = (): string => loadavg()[0]!.toFixed(1);

/** Exits 1 when a budget was missed, unless BENCH_REPORT_ONLY=1 (the figures are wanted either way). */
export function exitOnMissed(missed: string[]): void {
  if (missed.length === 0) {
    console.log('\nAll budgets met.');
    return;
  }
  console.error(`\nBudget missed:\n- ${missed.join('\n- ')}`);
  if (process.env.BENCH_REPORT_ONLY !== '1') process.exitCode = 1;
}
