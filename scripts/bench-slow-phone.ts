/**
 * `npm run bench:slow-phone` (after `npm run build`): how soon a form sent on a slow phone leaves it. The
 * built product on a fresh embedded database, Debian's Chromium on the slow-phone profile (400 ms round
 * trips, 400 kbit/s, 4× CPU): each form page opened fresh (new context, empty cache), filled validly as soon
 * as its submit button shows and sent at once. Times from navigation start to the form's POST leaving the
 * browser (the app's call, or the browser's own submission before the scripts); checks the form was sent
 * once and the page ended in the form's next state. Prints the runs, then each page's timeline (when each
 * script arrived, when React took over); exits 1 over 6 s (median of 3) or on a wrong outcome, unless
 * BENCH_REPORT_ONLY=1.
 */
import { exitOnMissed, launchChromium, loadAverage, medianAndSlowest } from './bench/browser-runs';
import { TIMED_FORMS, type TimedForm } from './bench/slow-phone-forms';
import { printTimeline } from './bench/slow-phone-report';
import { type FormRun, sendFormOnce } from './bench/slow-phone-run';
import { withFreshServer } from './bench/support';

const BUDGET_MS = 6_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

const loadBefore = loadAverage();

async function runForm(base: string, form: TimedForm): Promise<FormRun[]> {
  const runs: FormRun[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const browser = await launchChromium();
    try {
      runs.push(await sendFormOnce(browser, base, form, run));
    } finally {
      await browser.close();
    }
  }
  return runs;
}

const results = await withFreshServer('slow-phone', async (base) => {
  const rows: { form: TimedForm; runs: FormRun[] }[] = [];
  for (const form of TIMED_FORMS) rows.push({ form, runs: await runForm(base, form) });
  return rows;
});

const missed: string[] = [];
console.log(
  `| Page | Form request sent (ms), median of ${RUNS} | Slowest | Each run: sent by, React took over (ms) | Outcome |`,
);
console.log('| --- | ---: | ---: | --- | --- |');
for (const { form, runs } of results) {
  const sent = runs.map((run) => run.sentAt ?? Number.POSITIVE_INFINITY);
  const { median, slowest } = medianAndSlowest(sent);
  const each = runs.map((run) => `${run.sentBy ?? 'never'}, ${Math.round(run.marks.react ?? -1)}`).join('; ');
  const problems = runs.flatMap((run, index) =>
    run.problems.map((problem) => `run ${index + 1}: ${problem}`),
  );
  const outcome = problems.length === 0 ? `sent once, ${form.next.name}` : problems.join('; ');
  console.log(`| ${form.path} | ${Math.round(median)} | ${Math.round(slowest)} | ${each} | ${outcome} |`);
  if (median > BUDGET_MS)
    missed.push(`${form.path}: sent ${Math.round(median)} ms after navigation start > ${BUDGET_MS} ms`);
  for (const problem of problems) missed.push(`${form.path}: ${problem}`);
}
for (const { form, runs } of results) {
  const byTime = [...runs].sort((a, b) => (a.sentAt ?? Infinity) - (b.sentAt ?? Infinity));
  printTimeline(form.path, byTime[Math.floor(byTime.length / 2)]!);
}
console.log(
  `\nChromium, slow phone (400 ms round trips, 400 kbit/s, 4× CPU); load average ${loadBefore} before, ${loadAverage()} after. Budget ≤ ${BUDGET_MS} ms.`,
);
exitOnMissed(missed);
