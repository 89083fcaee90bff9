/**
 * `npm run bench:lighthouse`: Lighthouse 12 (mobile preset, simulated throttling, all four categories) on every
 * public route of the built product (run `npm run build` first), served by the real server on a fresh embedded
 * database, beside the floor: the same stack's least page (`scripts/bench/floor/`, built fresh, served
 * compressed like the site), opened in Debian's Chromium in the same run.
 * BENCH_RUNS (default 3) rounds, each the floor then every route, so the floor is measured throughout the run
 * and the machine's load weighs on both alike; each figure is the median of its runs, and main-thread work,
 * TBT and TTI are also given as ratios to the floor's medians.
 * Prints one Markdown table, where each route's main-thread work goes (by kind, top three scripts), each
 * route's failed audits, then the budgets met / not met; exits 1 when a budget is not met unless
 * BENCH_REPORT_ONLY=1. Every route is audited at its address in each language (`/fr/members`…).
 * BENCH_ROUTES=/,/members and BENCH_LANGUAGES=en,fr run a subset; BENCH_LHR_DIR=<dir> keeps every run's
 * report; CHROMIUM_PATH overrides /usr/bin/chromium. The routes are `scripts/bench/public-routes.ts`.
 */
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { isLanguage, LANGUAGES } from '@contracts/languages';
import { localizedPath } from '@lib/language-paths';
import { auditUrl, figuresOf, keepReport, launchChromium, type RunFigures } from './bench/lighthouse-audit';
import { type Floor, withFloor } from './bench/lighthouse-floor';
import { type AddressFigures, medianFigures } from './bench/lighthouse-medians';
import { printReport } from './bench/lighthouse-report';
import { PUBLIC_ROUTES } from './bench/public-routes';
import { root, withFreshServer } from './bench/support';

const englishRoutes = process.env.BENCH_ROUTES
  ? process.env.BENCH_ROUTES.split(',').map((route) => route.trim())
  : PUBLIC_ROUTES;
/** Each route at its address in every language (BENCH_LANGUAGES=en,fr runs a subset). */
const languages = (process.env.BENCH_LANGUAGES?.split(',') ?? LANGUAGES).filter(isLanguage);
const routes = languages.flatMap((language) => englishRoutes.map((route) => localizedPath(route, language)));

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
if (!Number.isInteger(RUNS) || RUNS < 1)
  throw new Error(`BENCH_RUNS must be a whole number ≥ 1, not ${RUNS}`);

/** The floor's name in the report and in BENCH_LHR_DIR; no route is called that. */
const FLOOR = 'floor';

interface Target {
  name: string;
  url: string;
}

interface Measured {
  figures: RunFigures[];
  errors: string[];
}

async function auditRounds(targets: Target[]): Promise<Map<string, Measured>> {
  const measured = new Map(targets.map(({ name }) => [name, { figures: [], errors: [] } as Measured]));
  const chrome = await launchChromium();
  try {
    for (let round = 1; round <= RUNS; round += 1) {
      for (const { name, url } of targets) {
        console.error(`Lighthouse ${name}, run ${round} of ${RUNS} …`);
        const lhr = await auditUrl(url, chrome.port);
        const runs = measured.get(name)!;
        if (typeof lhr === 'string') runs.errors.push(lhr);
        else {
          keepReport(name, round, lhr);
          runs.figures.push(figuresOf(lhr));
        }
      }
    }
    return measured;
  } finally {
    chrome.kill();
  }
}

async function benchBesideFloor(site: string, floor: Floor) {
  const targets = [
    { name: FLOOR, url: `${floor.base}/` },
    ...routes.map((route) => ({ name: route, url: `${site}${route}` })),
  ];
  const measured = await auditRounds(targets);
  const figuresOfTarget = ({ name }: Target): AddressFigures => {
    const { figures, errors } = measured.get(name)!;
    return medianFigures(name, figures, errors);
  };
  const [floorFigures, ...routeFigures] = targets.map(figuresOfTarget);
  return { floorFigures: floorFigures!, routeFigures, floorFirstLoadJsGzip: floor.firstLoadJsGzip };
}

if (!existsSync(path.join(root, 'dist/index.html'))) {
  console.error('No build in dist/: run `npm run build` first.');
  process.exit(1);
}
const [loadAtStart] = loadavg();
const { floorFigures, routeFigures, floorFirstLoadJsGzip } = await withFloor((floor) =>
  withFreshServer('lighthouse', (site) => benchBesideFloor(site, floor)),
);
const missed = printReport(routeFigures, floorFigures, {
  runs: RUNS,
  loadAtStart: loadAtStart!,
  floorFirstLoadJsGzip,
});
if (missed.length > 0 && process.env.BENCH_REPORT_ONLY !== '1') {
  console.error(`\n${missed.length} budgets not met (BENCH_REPORT_ONLY=1 reports without failing).`);
  process.exit(1);
}
console.log(missed.length === 0 ? '\nAll budgets met.' : `\n${missed.length} budgets not met (report only).`);
