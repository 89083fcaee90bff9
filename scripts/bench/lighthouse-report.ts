import { availableParallelism, loadavg } from 'node:os';
import { CATEGORIES } from './lighthouse-audit';
import type { AddressFigures } from './lighthouse-medians';

/** The bench's Markdown report: the figures beside the floor's, where the work goes, and the budgets. */

export const BUDGET = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  cls: 0.02,
  lcpSeconds: 2,
  /** A route's main-thread work over the floor's (medians of the same run); the aim is 1.5. */
  mainThreadRatio: 2,
};

/** A route's figure over the floor's; undefined when the floor's is zero or missing. */
export function ratio(value: number, floorValue: number): number | undefined {
  return floorValue > 0 && !Number.isNaN(value) ? value / floorValue : undefined;
}

const ms = (value: number) => (Number.isNaN(value) ? '—' : String(Math.round(value)));
const times = (value: number | undefined) => (value === undefined ? '—' : `${value.toFixed(2)}×`);

function printFigures(rows: AddressFigures[], floor: AddressFigures): void {
  console.log(
    '| Route | Performance | Main thread (ms) | ÷ floor | TBT (ms) | ÷ floor | TTI (ms) | ÷ floor | LCP (s) | CLS | Accessibility | Best practices | SEO | Runs |',
  );
  console.log(
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  );
  for (const row of [floor, ...rows]) {
    const cells = [
      row === floor ? 'floor' : row.address,
      row.scores.performance,
      ms(row.mainThreadMs),
      times(ratio(row.mainThreadMs, floor.mainThreadMs)),
      ms(row.tbtMs),
      times(ratio(row.tbtMs, floor.tbtMs)),
      ms(row.interactiveMs),
      times(ratio(row.interactiveMs, floor.interactiveMs)),
      (row.lcpMs / 1000).toFixed(1),
      row.cls.toFixed(3),
      row.scores.accessibility,
      row.scores['best-practices'],
      row.scores.seo,
      `${row.runs}/${row.attempted}`,
    ];
    console.log(`| ${cells.join(' | ')} |`);
  }
}

function printWork(rows: AddressFigures[], floor: AddressFigures): void {
  console.log(
    "\nWhere the main thread's work goes (median ms by kind; the three scripts with the most, from bootup-time):",
  );
  for (const row of [floor, ...rows]) {
    const groups = row.groups.map(([label, value]) => `${label} ${ms(value)}`).join(', ');
    const scripts = row.topScripts.map(([name, value]) => `${name} ${ms(value)}`).join(', ');
    console.log(`- ${row === floor ? 'floor' : row.address}: ${groups || '—'}; scripts: ${scripts || '—'}`);
  }
}

function printFailedAudits(rows: AddressFigures[], floor: AddressFigures): void {
  console.log('\nFailed audits (id: title — value; runs it failed in):');
  for (const row of [floor, ...rows]) {
    const name = row === floor ? 'floor' : row.address;
    if (row.error) console.log(`- ${name}: not audited (${row.error})`);
    if (row.failed.length === 0) continue;
    console.log(`- ${name}`);
    for (const { id, title, detail, failedRuns } of row.failed)
      console.log(`  - ${id}: ${title}${detail ? ` — ${detail}` : ''} (${failedRuns}/${row.runs})`);
  }
}

/** The budgets a route misses, as sentences. */
export function missedBudgets(row: AddressFigures, floor: AddressFigures): string[] {
  if (row.error) return [`not audited (${row.error})`];
  const missed = CATEGORIES.filter((category) => !(row.scores[category] >= BUDGET[category])).map(
    (category) => `${category} ${row.scores[category]} < ${BUDGET[category]}`,
  );
  const mainThread = ratio(row.mainThreadMs, floor.mainThreadMs);
  if (mainThread === undefined) missed.push('main-thread ratio unknown (the floor was not measured)');
  else if (mainThread > BUDGET.mainThreadRatio)
    missed.push(`main thread ${mainThread.toFixed(2)}× the floor > ${BUDGET.mainThreadRatio}×`);
  if (!(row.cls <= BUDGET.cls)) missed.push(`CLS ${row.cls.toFixed(3)} > ${BUDGET.cls}`);
  if (!(row.lcpMs / 1000 <= BUDGET.lcpSeconds))
    missed.push(`LCP ${(row.lcpMs / 1000).toFixed(2)} s > ${BUDGET.lcpSeconds} s`);
  return missed;
}

export interface BenchSetup {
  runs: number;
  loadAtStart: number;
  floorFirstLoadJsGzip: number;
}

/** Prints the whole report; answers the budgets missed, one sentence each. */
export function printReport(rows: AddressFigures[], floor: AddressFigures, setup: BenchSetup): string[] {
  printFigures(rows, floor);
  printWork(rows, floor);
  printFailedAudits(rows, floor);
  const [loadAtEnd] = loadavg();
  console.log(
    `\nLighthouse 12 mobile, simulated throttling; ${setup.runs} runs of each address, interleaved (each round: the floor, then every route), medians; Node ${process.version}; ${availableParallelism()} cores, load average ${setup.loadAtStart.toFixed(1)} at the start, ${loadAtEnd!.toFixed(1)} at the end. Main thread, TBT and TTI are ms of the simulated phone's CPU; their ratios to the floor's hold better than the ms on a busy machine.`,
  );
  console.log(`The floor's first-load JS: ${(setup.floorFirstLoadJsGzip / 1000).toFixed(1)} kB gzip.`);
  console.log(
    `Budgets: performance ≥ ${BUDGET.performance}, main thread ≤ ${BUDGET.mainThreadRatio}× the floor (aim 1.5×), accessibility / best practices / SEO ${BUDGET.seo}, CLS ≤ ${BUDGET.cls}, LCP ≤ ${BUDGET.lcpSeconds} s; TBT and TTI are reported, not budgeted.`,
  );
  const missed: string[] = [];
  for (const row of rows) {
    const misses = missedBudgets(row, floor);
    missed.push(...misses.map((text) => `${row.address}: ${text}`));
    console.log(`- ${row.address}: ${misses.length === 0 ? 'met' : `not met (${misses.join(', ')})`}`);
  }
  return missed;
}
