import type { AnyStateMachine } from 'xstate';
import { guardLabel, nameOf } from './names';
import { visualiserSource } from './visualiser';

type Node = AnyStateMachine['root'];
type Transition = {
  eventType: string;
  target?: readonly Node[];
  guard?: unknown;
  actions: readonly unknown[];
};

const idOf = (node: Node) => (node.path.length ? node.path.join('__') : 'root');

/** 'xstate.done.actor.submitLogin' → 'submitLogin done'; 'xstate.after.60000.x' → 'after 60000 ms'. */
export function eventLabel(eventType: string): string {
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (actor) return `${actor[2]} ${actor[1]}`;
  const after = /^xstate\.after\.(\w+)\./.exec(eventType);
  if (after) return /^\d+$/.test(after[1]!) ? `after ${after[1]} ms` : `after ${after[1]}`;
  if (eventType === '') return 'always';
  return eventType;
}

function transitionLabel(transition: Transition): string {
  const guard = guardLabel(transition.guard);
  const actions = transition.actions.map(nameOf).filter((name): name is string => Boolean(name));
  return [
    eventLabel(transition.eventType),
    guard ? ` [${guard}]` : '',
    actions.length ? ` / ${actions.join(', ')}` : '',
  ].join('');
}

function clean(text: string): string {
  return text
    .replace(/[\n\r]+/g, ' ')
    .replace(/[;#]/g, ',')
    .replace(/:/g, ' -')
    .trim();
}

function transitionsOf(node: Node): Transition[] {
  const own = [...node.transitions.values()].flat() as unknown as Transition[];
  const always = (node.always ?? []) as unknown as Transition[];
  return [...own, ...always.map((transition) => ({ ...transition, eventType: '' }))];
}

function renderNode(node: Node, indent: string, lines: string[]): void {
  const children = Object.values(node.states) as Node[];
  const initial = node.initial?.target?.[0] as Node | undefined;
  if (initial) lines.push(`${indent}[*] --> ${idOf(initial)}`);
  for (const child of children) {
    const id = idOf(child);
    const tags = [...child.tags].length ? ` (${[...child.tags].join(', ')})` : '';
    const label = `${child.key}${tags}${child.description ? ` - ${child.description}` : ''}`;
    lines.push(`${indent}${id} : ${clean(label)}`);
    if (child.type === 'final') lines.push(`${indent}${id} --> [*]`);
    if (Object.keys(child.states).length > 0) {
      lines.push(`${indent}state ${id} {`);
      renderNode(child, `${indent}  `, lines);
      lines.push(`${indent}}`);
    }
  }
  for (const child of children) {
    for (const transition of transitionsOf(child)) {
      const targets = transition.target?.length ? transition.target : [child];
      for (const target of targets) {
        lines.push(`${indent}${idOf(child)} --> ${idOf(target)} : ${clean(transitionLabel(transition))}`);
      }
    }
  }
}

/** What a screen's chart says beyond its machine: the routes it serves. */
export interface ScreenChart {
  routes: readonly string[];
}

type Invoke = { id: string; src: unknown; logic?: unknown };

/** The machine an invoked child runs (its id), when the child is a machine. */
function childMachineId(machine: AnyStateMachine, invoke: Invoke): string {
  const logic =
    typeof invoke.src === 'string'
      ? (machine.implementations.actors as Record<string, unknown>)[invoke.src]
      : invoke.src;
  return logic && typeof logic === 'object' && 'id' in logic && typeof logic.id === 'string' ? logic.id : '';
}

/** The Markdown page (a Mermaid state diagram plus tables) for one machine, generated from its definition. */
export function renderFlowChart(machine: AnyStateMachine, sourceFile: string, screen?: ScreenChart): string {
  const root = machine.root;
  const lines = ['stateDiagram-v2', '  direction LR'];
  renderNode(root, '  ', lines);
  for (const transition of transitionsOf(root)) {
    for (const target of transition.target ?? []) {
      lines.push(`  note right of ${idOf(target)} : any state -> ${clean(transitionLabel(transition))}`);
    }
  }
  const nodes = (function collect(node: Node): Node[] {
    return (Object.values(node.states) as Node[]).flatMap((child) => [child, ...collect(child)]);
  })(root);
  const withRoot = screen ? [root, ...nodes] : nodes;
  const invokes = withRoot.flatMap((node) =>
    (node.invoke as unknown as Invoke[]).map((invoke) => ({ state: node, invoke })),
  );
  const childLines = screen
    ? withRoot
        .filter((node) => node.invoke.length > 0)
        .map(
          (node) =>
            `  note right of ${idOf(node)} : runs ${(node.invoke as unknown as Invoke[]).map((invoke) => invoke.id).join(', ')}`,
        )
    : [];
  const table = [
    '| State | Tags | Description |',
    '| --- | --- | --- |',
    ...nodes.map(
      (node) => `| ${node.path.join('.')} | ${[...node.tags].join(', ')} | ${node.description ?? ''} |`,
    ),
  ];
  const actorTable = invokes.length
    ? [
        '',
        screen ? '## Children' : '## Invoked actors',
        '',
        screen ? '| State | Child | Machine | Outcomes |' : '| State | Actor | Outcomes |',
        screen ? '| --- | --- | --- | --- |' : '| --- | --- | --- |',
        ...invokes.map(
          ({ state, invoke }) =>
            `| ${state.path.join('.') || '(root)'} | ${invoke.id}${screen ? ` | ${childMachineId(machine, invoke)}` : ''} | ${[
              'done',
              'error',
            ]
              .filter((outcome) => state.transitions.has(`xstate.${outcome}.actor.${invoke.id}`))
              .join(', ')} |`,
        ),
      ]
    : [];
  return [
    screen ? `# ${screen.routes.join(', ')}: ${machine.id} (screen)` : `# ${machine.id}`,
    '',
    `<!-- Generated by \`npm run flows\` from ${sourceFile}. Do not edit: change the machine and regenerate. -->`,
    '',
    root.description ?? '',
    '',
    '```mermaid',
    ...lines,
    ...childLines,
    '```',
    '',
    '## States',
    '',
    ...table,
    ...actorTable,
    '',
    '## In the Stately visualiser',
    '',
    '<details><summary>Paste this into https://stately.ai/viz: the states, events, guards, actions and children by name (their code stays in the source file).</summary>',
    '',
    '```js',
    visualiserSource(machine),
    '```',
    '',
    '</details>',
    '',
  ].join('\n');
}

/** A screen machine's entry in the index: its file, the folder its chart is in, its routes. */
export interface ScreenEntry {
  /** `src/screens/admin/hire-requests/hire-requests.machine.ts` */
  file: string;
  machine: AnyStateMachine;
  routes: readonly string[];
}

/** Where a screen's chart is written: `flow.md` beside its machine. */
export function screenChartPath(file: string): string {
  return `${file.slice(0, file.lastIndexOf('/'))}/flow.md`;
}

/**
 * docs/flows/README.md: one line per screen, its routes linked to the chart in its folder (the only copy),
 * then one per shared machine of `machines/`, whose charts are the ones in docs/flows/.
 */
export function renderFlowIndex(
  entries: { name: string; machine: AnyStateMachine }[],
  screens: readonly ScreenEntry[] = [],
): string {
  return [
    '# Flow charts',
    '',
    '<!-- Generated by `npm run flows`. Do not edit. -->',
    '',
    'One chart per machine, generated from its definition; a test fails when one is missing or stale, or when a file here is not one of them.',
    'A screen\'s chart is the `flow.md` in its folder (`src/screens/<area>/<screen>/`); the charts of the shared machines of `machines/` are in this folder.',
    '',
    '## Screens',
    '',
    '| Route | Screen machine | Chart | What it is |',
    '| --- | --- | --- | --- |',
    ...screens.map(
      ({ file, machine, routes }) =>
        `| ${routes.map((route) => `\`${route}\``).join(', ')} | \`${file}\` | [${machine.id}](../../${screenChartPath(file)}) | ${machine.root.description ?? ''} |`,
    ),
    '',
    '## Machines',
    '',
    '| Machine | Chart | What it is |',
    '| --- | --- | --- |',
    ...entries.map(
      ({ name, machine }) =>
        `| \`machines/${name}.machine.ts\` | [${name}](./${name}.md) | ${machine.root.description ?? ''} |`,
    ),
    '',
  ].join('\n');
}

/** `hire-requests` → `hireRequestsMachine`: the export a screen's machine file names its screen machine. */
export function screenMachineExport(screen: string): string {
  return `${screen.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())}Machine`;
}

/** The screen machine of a `src/screens/<area>/<screen>/<screen>.machine.ts` module (it may export its children too). */
export function screenMachineOf(module: Record<string, unknown>, file: string): AnyStateMachine {
  const screen = file
    .split('/')
    .pop()!
    .replace(/\.machine\.ts$/, '');
  const machine = module[screenMachineExport(screen)];
  if (!machine || typeof machine !== 'object' || !('root' in machine))
    throw new Error(`${file} must export its screen machine as ${screenMachineExport(screen)}`);
  return machine as AnyStateMachine;
}

/**
 * The URLs of the route files (`src/routes/**`) that import a screen's folder, written as the specification
 * writes them: the route id without its pathless segments, parameters in braces
 * ('/_admin/admin/hire-inquiries/$id' → '/admin/hire-inquiries/{id}').
 */
export function routesOfScreen(screenFolder: string, routeFiles: readonly { text: string }[]): string[] {
  const importPath = `@/${screenFolder.replace(/^src\//, '')}/`;
  return routeFiles
    .filter(({ text }) => text.includes(importPath))
    .flatMap(({ text }) => {
      const id = /createFileRoute\('([^']+)'\)/.exec(text)?.[1];
      if (!id) return [];
      const path = id
        .split('/')
        .filter((segment) => segment && !segment.startsWith('_'))
        .map((segment) => (segment.startsWith('$') ? `{${segment.slice(1)}}` : segment))
        .join('/');
      return [`/${path}`];
    })
    .sort();
}

/** Picks the machine a `machines/<name>.machine.ts` module exports. */
export function machineOf(module: Record<string, unknown>, file: string): AnyStateMachine {
  const machines = Object.values(module).filter(
    (value): value is AnyStateMachine =>
      typeof value === 'object' &&
      value !== null &&
      'root' in value &&
      'config' in value &&
      'provide' in value,
  );
  if (machines.length !== 1)
    throw new Error(`${file} must export exactly one machine, found ${machines.length}`);
  return machines[0]!;
}
