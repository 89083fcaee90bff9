import { CATEGORIES, type Category, type FailedAudit, type RunFigures } from './lighthouse-audit';

/** The runs of one address taken together: the median of each figure over the runs Lighthouse completed. */

export interface AddressFigures {
  address: string;
  /** Runs Lighthouse completed, of `attempted`. */
  runs: number;
  attempted: number;
  scores: Record<Category, number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  interactiveMs: number;
  mainThreadMs: number;
  /** The main thread's work by kind, median ms of each, largest first. */
  groups: [label: string, ms: number][];
  /** The three scripts with the most main-thread time (median ms over the runs that list them). */
  topScripts: [path: string, ms: number][];
  /** Each audit failed in any run, with how many runs it failed in. */
  failed: (FailedAudit & { failedRuns: number })[];
  /** The last error, when Lighthouse completed no run (then every figure is NaN). */
  error?: string;
}

export function median(values: number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Per key of the records, the median of its values over the records that have it, largest first. */
function medianByKey(records: Record<string, number>[]): [string, number][] {
  const keys = [...new Set(records.flatMap((record) => Object.keys(record)))];
  return keys
    .map((key): [string, number] => [
      key,
      median(records.flatMap((record) => (key in record ? [record[key]!] : []))),
    ])
    .sort((a, b) => b[1] - a[1]);
}

function failedInRuns(runs: RunFigures[]): AddressFigures['failed'] {
  const byId = new Map<string, AddressFigures['failed'][number]>();
  for (const audit of runs.flatMap((run) => run.failed)) {
    const seen = byId.get(audit.id);
    if (seen) seen.failedRuns += 1;
    else byId.set(audit.id, { ...audit, failedRuns: 1 });
  }
  return [...byId.values()];
}

export function medianFigures(address: string, runs: RunFigures[], errors: string[]): AddressFigures {
  const of = (figure: (run: RunFigures) => number) => median(runs.map(figure));
  return {
    address,
    runs: runs.length,
    attempted: runs.length + errors.length,
    scores: Object.fromEntries(
      CATEGORIES.map((category) => [category, of((run) => run.scores[category])]),
    ) as AddressFigures['scores'],
    lcpMs: of((run) => run.lcpMs),
    cls: of((run) => run.cls),
    tbtMs: of((run) => run.tbtMs),
    interactiveMs: of((run) => run.interactiveMs),
    mainThreadMs: of((run) => run.mainThreadMs),
    groups: medianByKey(runs.map((run) => run.groups)),
    topScripts: medianByKey(runs.map((run) => run.scripts)).slice(0, 3),
    failed: failedInRuns(runs),
    ...(runs.length === 0 && { error: errors.at(-1) ?? 'not run' }),
  };
}
