import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { confirmDeleteMachine } from '@machines/confirm-delete.machine';
import { describe, expect, it } from 'vitest';
import { type AnyStateMachine, createMachine } from 'xstate';
import { inquiryReplyMachine } from '@/screens/admin/hire-requests/inquiry-reply.machine';
import { machineOf, renderFlowChart, renderFlowIndex, screenChartPath } from '../../scripts/flows/chart';
import { filesUnder, screenEntries } from '../../scripts/flows/screens';
import { graphOf, OWN_REGION, visualiserConfig, visualiserSource } from '../../scripts/flows/visualiser';
import {
  inquiryQueueMachine,
  inquiryStatusMachine,
} from '../../src/screens/admin/hire-requests/hire-requests.machine';

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

/** The Mermaid block of a chart. */
function mermaidOf(chart: string): string[] {
  const start = chart.indexOf('```mermaid\n') + '```mermaid\n'.length;
  return chart.slice(start, chart.indexOf('\n```', start)).split('\n');
}

/** Each state the diagram declares (`id : label`), with the blocks (`state id {`) it is declared in. */
function declaredIn(lines: readonly string[]): Map<string, string[]> {
  const declared = new Map<string, string[]>();
  const blocks: string[] = [];
  for (const line of lines.map((text) => text.trim())) {
    const open = /^state (\S+) \{$/.exec(line);
    if (open) blocks.push(open[1]!);
    else if (line === '}') blocks.pop();
    else {
      const state = /^(\S+) : /.exec(line);
      if (state) declared.set(state[1]!, [...blocks]);
    }
  }
  return declared;
}

const hireRequestsChart = () => readFileSync(resolve('src/screens/admin/hire-requests/flow.md'), 'utf8');

describe('a screen chart draws its children inside the state that runs them', () => {
  it('/hire-requests: the queue, the status change, the delete question and the reply dialog inside open', () => {
    const declared = declaredIn(mermaidOf(hireRequestsChart()));
    const children = [
      ['inquiryQueue', inquiryQueueMachine, ['loading', 'loaded', 'empty', 'failed']],
      ['inquiryStatus', inquiryStatusMachine, ['idle', 'updating', 'failed']],
      ['inquiryDelete', confirmDeleteMachine, ['idle', 'asking', 'deleting']],
      ['inquiryReply', inquiryReplyMachine, ['closed', 'editing', 'sending']],
    ] as const;
    for (const [id, machine, states] of children) {
      expect(declared.get(`open__${id}`), id).toEqual(['open']);
      expect(Object.keys(machine.root.states)).toEqual(expect.arrayContaining([...states]));
      for (const state of Object.keys(machine.root.states))
        expect(declared.get(`open__${id}__${state}`), `${id}.${state}`).toEqual(['open', `open__${id}`]);
    }
  });

  it('/hire-requests: the events that go up from a child to the screen are marked where sent and where taken', () => {
    const lines = mermaidOf(hireRequestsChart());
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^ +open__inquiryStatus__updating --> open__inquiryStatus__idle : updateItem done \/ notifyUpdated ↑ inquiry\.updated/,
      ),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^ +open__inquiryDelete__deleting --> open__inquiryDelete__idle : deleteItem done \/ notifyDeleted ↑ inquiry\.deleted/,
      ),
    );
    expect(lines.join('\n')).toContain('any state - ↑ inquiry.updated from inquiryStatus / showUpdated');
    expect(lines.join('\n')).toContain('any state - ↑ inquiry.deleted from inquiryDelete / dropDeleted');
    expect(hireRequestsChart()).toContain(
      '| open | inquiryDelete | machine confirmDelete | stopped | stopped | inquiry.deleted |',
    );
  });

  it("/hire-requests: no part's end is an edge to stopped; one note on stopped names them all", () => {
    const lines = mermaidOf(hireRequestsChart());
    expect(lines.filter((line) => / --> stopped /.test(line))).toEqual([]);
    expect(lines.filter((line) => line.includes('note right of stopped'))).toEqual([
      "  note right of stopped : Each part's end or failure (onDone, onError) leads here - inquiryQueue, inquiryStatus, inquiryDelete, inquiryReply",
    ]);
  });

  it.each(screens.map((screen) => [screenChartPath(screen.file), screen] as const))(
    '%s: each machine a state invokes is a block inside it, with its states',
    (chartPath, { machine }) => {
      const declared = declaredIn(mermaidOf(readFileSync(resolve(chartPath), 'utf8')));
      for (const node of nodesOf(machine.root)) {
        const id = node.path.join('__') || machine.id;
        // The root's children are drawn inside a block named by the machine (beside its own states).
        const inside = node.path.length ? [...(declared.get(id) ?? []), id] : declared.has(id) ? [id] : [];
        for (const invoke of node.invoke as unknown as { id: string; src: string }[]) {
          const logic = (machine.implementations.actors as Record<string, unknown>)[invoke.src];
          if (!logic || typeof logic !== 'object' || !('root' in logic)) continue;
          const block = `${id}__${invoke.id}`;
          expect(declared.get(block), block).toEqual(inside);
          for (const state of Object.keys((logic as AnyStateMachine).root.states))
            expect(declared.get(`${block}__${state}`), `${block}.${state}`).toEqual([...inside, block]);
        }
      }
    },
  );

  it('draws the children of every screen that runs some', () => {
    const drawn = screens.filter(({ file }) =>
      mermaidOf(readFileSync(resolve(screenChartPath(file)), 'utf8')).some((line) =>
        / : \S+ - machine /.test(line),
      ),
    );
    expect(drawn.map(({ file }) => file)).toEqual(
      screens
        .filter(({ machine }) =>
          nodesOf(machine.root).some((node) =>
            (node.invoke as unknown as { src: string }[]).some((invoke) => {
              const logic = (machine.implementations.actors as Record<string, unknown>)[invoke.src];
              return typeof logic === 'object' && logic !== null && 'root' in logic;
            }),
          ),
        )
        .map(({ file }) => file),
    );
    expect(drawn.length).toBeGreaterThan(15);
  });
});

function nodesOf(node: AnyStateMachine['root']): AnyStateMachine['root'][] {
  return [node, ...(Object.values(node.states) as AnyStateMachine['root'][]).flatMap(nodesOf)];
}

describe('every chart stays within what Mermaid draws', () => {
  const charts = [
    ...entries.map(({ name }) => [`docs/flows/${name}.md`, read(`${name}.md`)] as const),
    ...screens.map(({ file }) => {
      const path = screenChartPath(file);
      return [path, readFileSync(resolve(path), 'utf8')] as const;
    }),
  ];

  it.each(charts)('%s', (_, chart) => {
    const lines = mermaidOf(chart).map((line) => line.trim());
    const declared = declaredIn(lines);
    // Mermaid puts a state in the block where it is first named: each is declared once, before any edge
    // or note names it; 'root' is Mermaid's own.
    const seen = new Set<string>();
    let depth = 0;
    const blocks: { id: string; regions: number }[] = [];
    for (const line of lines) {
      const open = /^state (\S+) \{$/.exec(line);
      const state = /^(\S+) : /.exec(line);
      const edge = /^(\S+) --> (\S+)/.exec(line);
      const note = /^note right of (\S+)/.exec(line);
      if (open) {
        blocks.push({ id: open[1]!, regions: 1 });
        depth += 1;
      } else if (line === '}') {
        blocks.pop();
        depth -= 1;
      } else if (line === '--') {
        // Side-by-side regions only inside a block (Mermaid refuses them at the top).
        expect(depth).toBeGreaterThan(0);
        blocks.at(-1)!.regions += 1;
      } else if (state) {
        expect(seen.has(state[1]!), `${state[1]} declared twice`).toBe(false);
        expect(state[1]).not.toBe('root');
        seen.add(state[1]!);
      } else if (edge?.[1] === '[*]') {
        // A block's start names a state of that block.
        expect(declared.get(edge[2]!), line).toEqual(blocks.map((block) => block.id));
      } else if (edge) {
        for (const end of [edge[1]!, edge[2]!])
          if (end !== '[*]') expect(seen.has(end), `${line}: ${end} not declared before`).toBe(true);
      } else if (note) {
        expect(seen.has(note[1]!), `${line}: not declared before`).toBe(true);
      }
    }
    expect(depth).toBe(0);
    // An edge or a note at a block that is inside one of several side-by-side regions breaks Mermaid's
    // layout (the whole chart fails to draw).
    const regionsOf = new Map<string, number>();
    let current: { id: string; regions: number }[] = [];
    for (const line of lines) {
      const open = /^state (\S+) \{$/.exec(line);
      if (open) current.push({ id: open[1]!, regions: 1 });
      else if (line === '}') {
        const done = current.pop()!;
        regionsOf.set(done.id, done.regions);
      } else if (line === '--') current.at(-1)!.regions += 1;
    }
    current = [];
    const inRegions = [...declared]
      .filter(([id, inside]) => regionsOf.has(id) && inside.some((block) => (regionsOf.get(block) ?? 1) > 1))
      .map(([id]) => id);
    for (const line of lines) {
      const edge = /^(\S+) --> (\S+)/.exec(line);
      const note = /^note right of (\S+)/.exec(line);
      // A block's start arrow (`[*] --> block`) is drawn.
      for (const end of edge && edge[1] !== '[*]' ? [edge[1]!, edge[2]!] : note ? [note[1]!] : [])
        expect(inRegions, line).not.toContain(end);
    }
  });
});

/** The object the pasted source passes to createMachine, read back by evaluating that source's argument. */
function pastedConfig(machine: AnyStateMachine, nest: boolean): unknown {
  const text = visualiserSource(machine, { nest });
  const start = text.indexOf('createMachine(') + 'createMachine('.length;
  return new Function(`return (${text.slice(start, text.lastIndexOf(');'))});`)();
}

describe('the Stately visualiser source in every chart', () => {
  it.each(entries.map(({ name, machine }) => [name, machine] as const))(
    '%s: the pasted source is the same graph (states, events, children)',
    (_, machine) => {
      const pasted = pastedConfig(machine, false);
      expect(pasted).toEqual(visualiserConfig(machine));
      expect(graphOf(createMachine(pasted as never))).toEqual(graphOf(machine));
    },
  );

  it.each(screens.map(({ file, machine }) => [file, machine] as const))(
    "%s: the pasted source is the screen's graph with each child's graph inside the state that runs it",
    (_, machine) => {
      const pasted = pastedConfig(machine, true);
      expect(pasted).toEqual(visualiserConfig(machine, { nest: true }));
      expect(
        graphOf(createMachine(pasted as never))
          .map(sameDelays)
          .sort(),
      ).toEqual(nestedGraph(machine).map(sameDelays).sort());
    },
  );

  it('/hire-requests: open runs its four children side by side, each with its own states', () => {
    const open = (pastedConfig(hireRequestsMachineOf(), true) as PastedState).states!.open!;
    expect(open.type).toBe('parallel');
    expect(Object.keys(open.states!)).toEqual([
      'inquiryQueue',
      'inquiryStatus',
      'inquiryDelete',
      'inquiryReply',
    ]);
    expect(Object.keys(open.states!.inquiryQueue!.states!)).toEqual(
      Object.keys(inquiryQueueMachine.root.states),
    );
    expect(Object.keys(open.states!.inquiryDelete!.states!)).toEqual(['idle', 'asking', 'deleting']);
    expect(open.states!.inquiryDelete!.description).toMatch(
      /^inquiryDelete: the confirmDelete machine, run by open\./,
    );
  });

  it('names each child a screen runs and where its end leads', () => {
    const chart = readFileSync(resolve('src/screens/admin/hire-requests/flow.md'), 'utf8');
    expect(chart).toContain('onDone: { target: "#hireRequests.stopped" }');
    expect(chart).toContain('"inquiry.deleted": { actions: ["dropDeleted", "refreshBadges"] }');
  });
});

/**
 * A delayed or a state's own end event is named after the state that takes it (`xstate.after.DELAY.<id>`),
 * whose id the nesting changes: compared by the delay, and as the state's own end.
 */
const sameDelays = (line: string) =>
  line
    .replace(/(xstate\.after\.[^.\s]+)\.\S+/g, '$1')
    .replace(/xstate\.done\.state\.\S+/g, 'xstate.done.state');

type PastedState = { type?: string; description?: string; states?: Record<string, PastedState> };

function hireRequestsMachineOf(): AnyStateMachine {
  return screens.find(({ file }) => file.endsWith('/hire-requests.machine.ts'))!.machine;
}

/**
 * What the graph of a screen's pasted source must be, built from xstate's own graphs of the screen and
 * of each child machine: the screen's states and the events each takes; inside a state that runs child
 * machines, each child's graph under the child's id, and the state's own states under `own` when it has
 * some and is not parallel.
 */
function nestedGraph(machine: AnyStateMachine, at: readonly string[] = []): string[] {
  const lines: string[] = [];
  const key = (path: readonly string[]) => path.join('.');
  (function walk(node: AnyStateMachine['root'], path: readonly string[]) {
    const always = node.always?.length ? ['(always)'] : [];
    lines.push(`${key(path)}: ${[...node.transitions.keys(), ...always].sort().join(' ')}`);
    const parts = (node.invoke as unknown as { id: string; src: string }[]).flatMap((invoke) => {
      const logic = (machine.implementations.actors as Record<string, unknown>)[invoke.src];
      return logic && typeof logic === 'object' && 'root' in logic
        ? [{ id: invoke.id, child: logic as AnyStateMachine }]
        : [];
    });
    const own = Object.values(node.states) as AnyStateMachine['root'][];
    const wraps = parts.length > 0 && own.length > 0 && node.type !== 'parallel';
    if (wraps) lines.push(`${key([...path, OWN_REGION])}: `);
    for (const child of own) walk(child, [...path, ...(wraps ? [OWN_REGION] : []), child.key]);
    for (const { id, child } of parts) lines.push(...nestedGraph(child, [...path, id]));
  })(machine.root, at);
  return lines;
}
