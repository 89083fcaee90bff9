import type { TimedRequest } from './network-timeline';
import type { FormRun } from './slow-phone-run';

const ms = (value: number | undefined) => (value === undefined ? '—' : String(Math.round(value)));

const fileOf = (url: string) => {
  const { pathname } = new URL(url);
  return pathname.split('/').at(-1) || pathname;
};

/**
 * Script requests in waves: a wave is the scripts sent together, the next one sent only once something
 * of the one before had arrived (an import found in a chunk, or the entry run). Each wave past the first
 * costs at least a round trip.
 */
export function scriptWaves(timeline: TimedRequest[]): TimedRequest[][] {
  const waves: TimedRequest[][] = [];
  for (const request of timeline.filter((entry) => entry.type === 'Script')) {
    const wave = waves.at(-1);
    const waitedForOne = wave?.some(
      (sent) => sent.arrivedAt !== undefined && sent.arrivedAt <= request.sentAt,
    );
    if (wave && !waitedForOne) wave.push(request);
    else waves.push([request]);
  }
  return waves;
}

/** The timeline of one run: each document, style and script with when it was sent and had arrived. */
export function printTimeline(path: string, run: FormRun): void {
  const waves = scriptWaves(run.timeline);
  console.log(`\n#### ${path}: the median run's timeline (ms from navigation start)\n`);
  console.log('| Request | Type | Sent | Arrived | Script wave |');
  console.log('| --- | --- | ---: | ---: | ---: |');
  for (const request of run.timeline) {
    const wave = waves.findIndex((sent) => sent.includes(request));
    const name = `${request.method === 'GET' ? '' : `${request.method} `}${fileOf(request.url)}`;
    const waveCell = wave < 0 ? '' : String(wave + 1);
    console.log(
      `| ${name} | ${request.type} | ${ms(request.sentAt)} | ${ms(request.arrivedAt)} | ${waveCell} |`,
    );
  }
  const { marks } = run;
  console.log(
    `\nSubmit button visible ${ms(run.buttonShownAt)}, submitted ${ms(marks.submit)}` +
      `${marks.held === undefined ? '' : ' (held by the entry)'}, React took over #root ${ms(marks.react)},` +
      ` form request sent ${ms(run.sentAt)} (${run.sentBy ?? 'never'}); ${waves.length} waves of scripts.`,
  );
}
