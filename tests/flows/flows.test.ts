import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type AnyStateMachine, createMachine } from 'xstate';
import { machineOf, renderFlowChart, renderFlowIndex, screenChartPath } from '../../scripts/flows/chart';
import { filesUnder, screenEntries } from '../../scripts/flows/screens';
import { graphOf, visualiserConfig, visualiserSource } from '../../scripts/flows/visualiser';

const modules = import.meta.glob<Record<string, unknown>>('../../machines/*.machine.ts', { eager: true });
const entries = Object.entries(modules)
  .map(([path, module]) => {
    const file = path.split('/').pop()!;
    return { file, name: file.replace(/\.machine\.ts$/, ''), machine: machineOf(module, file) };
  })
  .sort((a, b) => a.name.localeCompare(b.name));

// Paths from the repo root: vitest runs there, and jsdom gives import.meta.url no file path.
const read = (file: string) => readFileSync(resolve('docs/flows', file), 'utf8');

const screenModules = import.meta.glob<Record<string, unknown>>('../../src/screens/**/*.machine.ts', {
  eager: true,
});
const screens = await screenEntries(resolve('.'), (file) => {
  const module = screenModules[`../../${file}`];
  if (!module) throw new Error(`${file} is not among the screen machines the test imports`);
  return module;
});

describe('generated flow charts (run `npm run flows` when one fails)', () => {
  it.each(entries.map((entry) => [entry.name, entry] as const))(
    'docs/flows/%s.md is current',
    (name, { file, machine }) => {
      expect(read(`${name}.md`)).toBe(renderFlowChart(machine, `machines/${file}`));
    },
  );

  it('finds the screen machines (src/screens/<area>/<screen>/<screen>.machine.ts)', () => {
    expect(screens.map((screen) => screen.file)).toContain(
      'src/screens/admin/hire-requests/hire-requests.machine.ts',
    );
  });

  it.each(screens.map((screen) => [screenChartPath(screen.file), screen] as const))(
    '%s is current and names its routes',
    (chartPath, { file, machine, routes: screenRoutes }) => {
      expect(screenRoutes.length, `no route in src/routes imports the screen of ${file}`).toBeGreaterThan(0);
      const chart = readFileSync(resolve(chartPath), 'utf8');
      expect(chart).toBe(renderFlowChart(machine, file, { routes: screenRoutes }));
      expect(chart.split('\n')[0]).toContain(screenRoutes.join(', '));
    },
  );

  it('the /hire-requests chart is headed by its route and names the children it runs', () => {
    const chart = readFileSync(resolve('src/screens/admin/hire-requests/flow.md'), 'utf8');
    expect(chart.split('\n')[0]).toBe('# /hire-requests: hireRequests (screen)');
    for (const child of ['inquiryQueue', 'inquiryStatus', 'inquiryDelete', 'inquiryReply'])
      expect(chart).toContain(`| open | ${child} |`);
  });

  it('docs/flows/README.md indexes every screen and machine', () => {
    expect(read('README.md')).toBe(renderFlowIndex(entries, screens));
  });

  // A screen's chart lives once, in its folder; a copy or a chart of a machine that is gone must not stay.
  it('docs/flows/ holds the index and the charts of machines/ only', () => {
    expect(readdirSync(resolve('docs/flows')).sort()).toEqual(
      ['README.md', ...entries.map(({ name }) => `${name}.md`)].sort(),
    );
  });

  it('every flow.md under src/screens/ is the chart of a screen machine beside it', () => {
    expect(filesUnder(resolve('.'), 'src/screens', (name) => name === 'flow.md')).toEqual(
      screens.map(({ file }) => screenChartPath(file)).sort(),
    );
  });

  it('the index links each route to the chart in its screen folder', () => {
    expect(read('README.md')).toContain(
      '| `/hire-requests` | `src/screens/admin/hire-requests/hire-requests.machine.ts` | [hireRequests](../../src/screens/admin/hire-requests/flow.md) |',
    );
  });
});

/** The object the pasted source passes to createMachine, read back by evaluating that source's argument. */
function pastedConfig(machine: AnyStateMachine): unknown {
  const text = visualiserSource(machine);
  const start = text.indexOf('createMachine(') + 'createMachine('.length;
  return new Function(`return (${text.slice(start, text.lastIndexOf(');'))});`)();
}

describe('the Stately visualiser source in every chart', () => {
  const machines = [
    ...entries.map(({ name, machine }) => [name, machine] as const),
    ...screens.map(({ file, machine }) => [file, machine] as const),
  ];

  it.each(machines)('%s: the pasted source is the same graph (states, events, children)', (_, machine) => {
    const pasted = pastedConfig(machine);
    expect(pasted).toEqual(visualiserConfig(machine));
    expect(graphOf(createMachine(pasted as never))).toEqual(graphOf(machine));
  });

  it('names each child a screen runs and where its end leads', () => {
    const chart = readFileSync(resolve('src/screens/admin/hire-requests/flow.md'), 'utf8');
    expect(chart).toContain('onDone: { target: "#hireRequests.stopped" }');
    expect(chart).toContain('"inquiry.deleted": { actions: ["dropDeleted", "refreshBadges"] }');
  });
});
