import type { AnyStateMachine } from 'xstate';
import { type InvokedActor, invokedActors, nodesOf, sentDown, sentUpActions } from './children';
import { guardLabel, nameOf } from './names';

/**
 * The Mermaid state diagram of a machine. With `nest` (a screen's chart) every machine a state invokes is
 * drawn inside that state, as a region of its own beside the state's own states, with the child's states
 * inside (and its children inside them, and so on); the other actors it invokes are a note. The ends and
 * failures of those children that do nothing of their own (a screen's parts all lead to its `stopped`)
 * are left out, and one note on the state they lead to names them. An event a child sends up to the
 * machine running it is marked ↑ where the child sends it and where the parent takes it.
 *
 * Mermaid puts a state in the block where it is first named, so every state is declared in its own block
 * before any edge names it, an edge is written inside a block only when both its ends are declared there,
 * and the others (between blocks) come after all blocks; a note is written in its state's block.
 */

type Node = AnyStateMachine['root'];
export type Transition = {
  eventType: string;
  target?: readonly Node[];
  guard?: unknown;
  actions: readonly unknown[];
};

/**
 * 'xstate.done.actor.submitLogin' → 'submitLogin done'; 'xstate.after.60000.x' → 'after 60000 ms'; a state's
 * own end ('xstate.done.state.…', its final state reached) → 'onDone', as the config names it.
 */
export function eventLabel(eventType: string): string {
  if (eventType.startsWith('xstate.done.state.')) return 'onDone';
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (actor) return `${actor[2]} ${actor[1]}`;
  const after = /^xstate\.after\.(\w+)\./.exec(eventType);
  if (after) return /^\d+$/.test(after[1]!) ? `after ${after[1]} ms` : `after ${after[1]}`;
  if (eventType === '') return 'always';
  return eventType;
}

/** Text Mermaid takes as a label: one line, none of the characters its grammar reads. */
export function clean(text: string): string {
  return text
    .replace(/[\n\r]+/g, ' ')
    .replace(/[;#]/g, ',')
    .replace(/:/g, ' -')
    .trim();
}

export function transitionsOf(node: Node): Transition[] {
  const own = [...node.transitions.values()].flat() as unknown as Transition[];
  const always = (node.always ?? []) as unknown as Transition[];
  return [...own, ...always.map((transition) => ({ ...transition, eventType: '' }))];
}

/** A diagram's region: states drawn side by side with the other regions of their block. */
interface Region {
  initial?: string;
  states: Drawn[];
}

/** One state as drawn: its Mermaid id and label, and the regions inside it when it is a block. */
interface Drawn {
  id: string;
  /** The state's key, or the child's id. */
  name: string;
  label: string;
  final: boolean;
  regions: Region[];
}

/** An edge between two drawn states; `toName` is its target's path in its machine (for a note instead). */
interface Edge {
  from: string;
  to: string;
  label: string;
  toName: string;
}

/** A note on a state: about the state itself (what it takes in any of its states, what it runs), or not. */
interface Note {
  text: string;
  about: boolean;
}

/** What the whole diagram collects while its states are drawn. */
interface Diagram {
  ids: Set<string>;
  edges: Edge[];
  notes: Map<string, Note[]>;
  /** The final states that folded ends and failures lead to, with the children whose they are. */
  folded: Map<string, string[]>;
}

/** One machine of the diagram: the chart's own, or a child drawn inside the state that invokes it. */
interface Scope {
  machine: AnyStateMachine;
  /** The Mermaid id of the child's block; '' for the chart's own machine, whose ids are its state paths. */
  prefix: string;
  nest: boolean;
  /** This machine's actions that send an event up to the machine running it, with that event's type. */
  sendsUp: ReadonlyMap<string, string>;
  /** The event types its children send up to it, with the ids of the children that send each. */
  heard: ReadonlyMap<string, readonly string[]>;
  diagram: Diagram;
}

function scopeOf(machine: AnyStateMachine, prefix: string, nest: boolean, diagram: Diagram): Scope {
  if (!nest) return { machine, prefix, nest, sendsUp: new Map(), heard: new Map(), diagram };
  const heard = new Map<string, string[]>();
  for (const node of nodesOf(machine))
    for (const part of invokedActors(machine, node))
      if (part.machine)
        for (const type of sentUpActions(part.machine).values())
          heard.set(type, [...new Set([...(heard.get(type) ?? []), part.id])]);
  return { machine, prefix, nest, sendsUp: sentUpActions(machine), heard, diagram };
}

function idOf(scope: Scope, node: Node): string {
  const path = node.path.join('__');
  if (!scope.prefix) return path || scope.machine.id;
  return path ? `${scope.prefix}__${path}` : scope.prefix;
}

function claim(diagram: Diagram, id: string): string {
  if (diagram.ids.has(id))
    throw new Error(`Two states of the chart would both be drawn as '${id}': rename one of them`);
  diagram.ids.add(id);
  return id;
}

function addNote(diagram: Diagram, id: string, text: string, about = true): void {
  diagram.notes.set(id, [...(diagram.notes.get(id) ?? []), { text, about }]);
}

/** The machines a state invokes that the diagram draws inside it. */
function partsAt(scope: Scope, node: Node): InvokedActor[] {
  return scope.nest ? invokedActors(scope.machine, node).filter((actor) => actor.machine) : [];
}

/** An action's label: its name, and where it sends an event (↑ to the parent, ↓ to a child) when it does. */
function actionLabel(scope: Scope, action: unknown, eventType: string): string | undefined {
  const name = nameOf(action);
  if (!name || !scope.nest) return name;
  const up = scope.sendsUp.get(name);
  if (up) return `${name} ↑ ${up}`;
  const down = sentDown(scope.machine, action, eventType);
  return down ? `${name} ↓ ${down.type ? `${down.type} to ` : ''}${down.to}` : name;
}

function transitionLabel(scope: Scope, transition: Transition): string {
  const guard = guardLabel(transition.guard);
  const actions = transition.actions
    .map((action) => actionLabel(scope, action, transition.eventType))
    .filter((name): name is string => Boolean(name));
  const from = scope.heard.get(transition.eventType);
  return [
    from ? `↑ ${transition.eventType} from ${from.join(', ')}` : eventLabel(transition.eventType),
    guard ? ` [${guard}]` : '',
    actions.length ? ` / ${actions.join(', ')}` : '',
  ].join('');
}

/**
 * A drawn child's end or failure that does nothing of its own (no guard, no action): left out of the
 * diagram, and when it leads to a final state, that state's note names the child.
 */
function isFolded(scope: Scope, node: Node, transition: Transition): boolean {
  const outcome = /^xstate\.(done|error)\.actor\.(.+)$/.exec(transition.eventType);
  if (!outcome || transition.guard || transition.actions.length > 0) return false;
  if (!partsAt(scope, node).some((part) => part.id === outcome[2])) return false;
  const targets = transition.target ?? [];
  if (targets.length > 0 && targets.some((target) => target.type !== 'final')) return false;
  for (const target of targets) {
    const id = idOf(scope, target);
    scope.diagram.folded.set(id, [...new Set([...(scope.diagram.folded.get(id) ?? []), outcome[2]!])]);
  }
  return true;
}

/**
 * The edges from a state. A block's transitions back to itself, or that only run actions, are one note on
 * the block instead ('any state - …'): Mermaid draws every loop on a block at one spot, over each other.
 */
function addEdgesFrom(scope: Scope, node: Node): void {
  const isBlock = Object.keys(node.states).length > 0 || partsAt(scope, node).length > 0;
  const loops: string[] = [];
  for (const transition of transitionsOf(node)) {
    if (isFolded(scope, node, transition)) continue;
    const label = clean(transitionLabel(scope, transition));
    if (isBlock && (!transition.target?.length || transition.target.every((target) => target === node))) {
      loops.push(`any state - ${label}${transition.target?.length ? ` -> ${node.key} again` : ''}`);
      continue;
    }
    const targets = transition.target?.length ? transition.target : [node];
    for (const target of targets)
      scope.diagram.edges.push({
        from: idOf(scope, node),
        to: idOf(scope, target),
        label,
        toName: target.path.join('.'),
      });
  }
  if (loops.length > 0) addNote(scope.diagram, idOf(scope, node), loops.join('\n'));
}

/** The other actors a state invokes (promises, callbacks): a note each, on the state. */
function noteLeaves(scope: Scope, node: Node, id: string, where = ''): void {
  if (!scope.nest) return;
  for (const actor of invokedActors(scope.machine, node))
    if (!actor.machine) addNote(scope.diagram, id, `${where}invokes ${actor.id} (${actor.kind})`);
}

function drawState(scope: Scope, node: Node): Drawn {
  const id = claim(scope.diagram, idOf(scope, node));
  const tags = node.tags.length ? ` (${[...node.tags].join(', ')})` : '';
  const label = clean(`${node.key}${tags}${node.description ? ` - ${node.description}` : ''}`);
  noteLeaves(scope, node, id);
  return { id, name: node.key, label, final: node.type === 'final', regions: regionsOf(scope, node) };
}

/** A child machine, drawn as a block inside the state that invokes it. */
function drawPart(scope: Scope, node: Node, part: InvokedActor): Drawn {
  const child = part.machine!;
  const id = claim(scope.diagram, `${idOf(scope, node)}__${part.id}`);
  const inner = scopeOf(child, id, true, scope.diagram);
  const description = child.root.description ? ` - ${child.root.description}` : '';
  // What the child takes in any of its states is one note on its block.
  const anyState = transitionsOf(child.root)
    .filter((transition) => !isFolded(inner, child.root, transition))
    .map((transition) => {
      const targets = (transition.target ?? []).map((target) => target.path.join('.')).join(', ');
      return clean(`any state - ${transitionLabel(inner, transition)}${targets ? ` -> ${targets}` : ''}`);
    });
  if (anyState.length > 0) addNote(scope.diagram, id, anyState.join('\n'));
  noteLeaves(inner, child.root, id);
  return {
    id,
    name: part.id,
    label: clean(`${part.id}: machine ${child.id}${description}`),
    final: false,
    regions: regionsOf(inner, child.root),
  };
}

/** A state's inside: its own states (each region of a parallel state apart), then each child it runs. */
function regionsOf(scope: Scope, node: Node): Region[] {
  const own = Object.values(node.states) as Node[];
  const regions: Region[] = [];
  if (own.length > 0 && node.type === 'parallel') {
    for (const sub of own) regions.push({ states: [drawState(scope, sub)] });
  } else if (own.length > 0) {
    const initial = node.initial?.target?.[0] as Node | undefined;
    regions.push({
      ...(initial && { initial: idOf(scope, initial) }),
      states: own.map((sub) => drawState(scope, sub)),
    });
  }
  for (const sub of own) addEdgesFrom(scope, sub);
  for (const part of partsAt(scope, node)) regions.push({ states: [drawPart(scope, node, part)] });
  return regions;
}

/** Every block drawn inside a region of a block that has several, by id. */
function blocksInRegions(regions: readonly Region[], inside = false, found = new Map<string, Drawn>()) {
  for (const region of regions)
    for (const state of region.states) {
      if (inside && state.regions.length > 0) found.set(state.id, state);
      blocksInRegions(state.regions, inside || state.regions.length > 1, found);
    }
  return found;
}

/**
 * Mermaid fails to draw a diagram in which an edge or a note is at a block that is itself inside one of
 * several side-by-side regions ("Cannot set properties of undefined (setting 'rank')", or 'order'). So an
 * edge ending at such a block ends at the state the block starts in (where entering it leads); one starting
 * at it becomes a note ('any state of the block - …', which is what it means); and the block's notes go on
 * the state it starts in, naming the block.
 */
function fitMermaid(diagram: Diagram, regions: readonly Region[]): void {
  const blocks = blocksInRegions(regions);
  const entered = (id: string): string => {
    const first = blocks.get(id)?.regions[0];
    const next = first?.initial ?? first?.states[0]?.id;
    return next ? entered(next) : id;
  };
  diagram.edges = diagram.edges.flatMap((edge) => {
    if (blocks.has(edge.from)) {
      addNote(diagram, edge.from, `any state - ${edge.label} -> ${edge.toName || 'the machine'}`);
      return [];
    }
    const to = entered(edge.to);
    return [to === edge.to ? edge : { ...edge, to, label: `${edge.label} (enters ${edge.toName})` }];
  });
  for (const [id, block] of blocks) {
    const notes = diagram.notes.get(id);
    if (!notes) continue;
    diagram.notes.delete(id);
    for (const { text, about } of notes)
      addNote(
        diagram,
        entered(id),
        about
          ? text
              .split('\n')
              .map((line) =>
                line.startsWith('any state')
                  ? line.replace(/^any state/, `any state of ${block.name}`)
                  : `${block.name} ${line}`,
              )
              .join('\n')
          : text,
        about,
      );
  }
}

function regionIndex(regions: readonly Region[], index = new Map<string, Region>()): Map<string, Region> {
  for (const region of regions)
    for (const state of region.states) {
      index.set(state.id, region);
      regionIndex(state.regions, index);
    }
  return index;
}

function emit(diagram: Diagram, regions: readonly Region[], indent: string, lines: string[]): void {
  const index = regionIndex(regions);
  const placed = new Set<object>();
  const write = (list: readonly Region[], inner: string, nested: boolean) => {
    list.forEach((region, i) => {
      if (i > 0) lines.push(`${inner}--`);
      if (region.initial) lines.push(`${inner}[*] --> ${region.initial}`);
      for (const state of region.states) {
        lines.push(`${inner}${state.id} : ${state.label}`);
        if (state.final) lines.push(`${inner}${state.id} --> [*]`);
        if (state.regions.length > 0) {
          lines.push(`${inner}state ${state.id} {`);
          write(state.regions, `${inner}  `, true);
          lines.push(`${inner}}`);
        }
      }
      for (const edge of diagram.edges)
        if (!placed.has(edge) && index.get(edge.from) === region && index.get(edge.to) === region) {
          placed.add(edge);
          lines.push(`${inner}${edge.from} --> ${edge.to} : ${edge.label}`);
        }
      if (nested) writeNotes(diagram, region, inner, lines);
    });
  };
  write(regions, indent, false);
  for (const edge of diagram.edges)
    if (!placed.has(edge)) lines.push(`${indent}${edge.from} --> ${edge.to} : ${edge.label}`);
}

/** The notes on a region's states, in the order they were made. */
function writeNotes(diagram: Diagram, region: Region, indent: string, lines: string[]): void {
  const here = new Set(region.states.map((state) => state.id));
  for (const [id, notes] of diagram.notes)
    if (here.has(id))
      for (const note of notes) {
        const [first, ...more] = note.text.split('\n');
        if (more.length === 0) lines.push(`${indent}note right of ${id} : ${first}`);
        else
          lines.push(
            `${indent}note right of ${id}`,
            ...[first, ...more].map((line) => `${indent}  ${line}`),
            `${indent}end note`,
          );
      }
}

/** The `stateDiagram-v2` lines of a machine's chart (without the fence). */
export function mermaidLines(machine: AnyStateMachine, { nest }: { nest: boolean }): string[] {
  const diagram: Diagram = { ids: new Set(), edges: [], notes: new Map(), folded: new Map() };
  const scope = scopeOf(machine, '', nest, diagram);
  const root = machine.root;
  let regions = regionsOf(scope, root);
  // Mermaid draws side-by-side regions only inside a block: a machine whose root has several (a parallel
  // root, or a root that runs children) is drawn as one block named by its id.
  if (regions.length > 1) {
    noteLeaves(scope, root, claim(diagram, machine.id));
    regions = [
      {
        initial: machine.id,
        states: [{ id: machine.id, name: machine.id, label: machine.id, final: false, regions }],
      },
    ];
  } else if (regions[0]?.initial) noteLeaves(scope, root, regions[0].initial, 'in every state, the machine ');
  for (const transition of transitionsOf(root)) {
    if (isFolded(scope, root, transition)) continue;
    for (const target of transition.target ?? [])
      addNote(
        diagram,
        idOf(scope, target),
        `any state -> ${clean(transitionLabel(scope, transition))}`,
        false,
      );
  }
  for (const [id, parts] of diagram.folded)
    addNote(
      diagram,
      id,
      `Each part's end or failure (onDone, onError) leads here - ${parts.join(', ')}`,
      false,
    );
  fitMermaid(diagram, regions);
  const lines = ['stateDiagram-v2', '  direction LR'];
  emit(diagram, regions, '  ', lines);
  for (const region of regions) writeNotes(diagram, region, '  ', lines);
  return lines;
}
