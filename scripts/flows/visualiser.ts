import type { AnyStateMachine } from 'xstate';
import { type InvokedActor, invokedActors } from './children';
import { guardLabel, nameOf } from './names';

type Node = AnyStateMachine['root'];
type Transition = {
  eventType: string;
  target?: readonly Node[];
  guard?: unknown;
  actions: readonly unknown[];
};
type Invoke = { id: string; src: unknown };

/** A transition as plain config: absolute targets (`#id`), the guard and actions by name. */
interface TransitionConfig {
  target?: string | string[];
  guard?: string;
  actions?: string | string[];
}

/** One transition (or target, or action) is written alone, as people write configs; several as a list. */
type OneOrMore<T> = T | T[];
type Transitions = OneOrMore<TransitionConfig>;
const oneOrMore = <T>(list: T[]): OneOrMore<T> => (list.length === 1 ? list[0]! : list);

/** A state as plain config, as `createMachine` takes it: names only, no implementation. */
export interface StateConfig {
  id?: string;
  description?: string;
  type?: 'final' | 'parallel';
  tags?: string[];
  initial?: string;
  invoke?: { id: string; src: string; onDone?: Transitions; onError?: Transitions }[];
  on?: Record<string, Transitions>;
  after?: Record<string, Transitions>;
  always?: Transitions;
  onDone?: Transitions;
  states?: Record<string, StateConfig>;
}

/** An action's name; an action written as a named function goes by the function's name. */
function actionName(thing: unknown): string | undefined {
  return nameOf(thing) ?? (typeof thing === 'function' && thing.name ? thing.name : undefined);
}

/**
 * Where the pasted config puts one machine's states. The chart's own machine is the root; with `nest`, a
 * machine a state invokes becomes a region of that state (named by the child's id, holding the child's
 * states), so the state runs its own states and its children side by side: it becomes parallel, and its
 * own states, if it has some and is not parallel already, move into a region named `own`.
 */
interface Placement {
  machine: AnyStateMachine;
  /** The state keys from the chart's root to this machine's root. */
  path: readonly string[];
  /** The chart's root id, which every target is written from. */
  rootId: string;
  nest: boolean;
}

/** The region that holds a state's own states when it runs children beside them. */
export const OWN_REGION = 'own';

function partsOf(place: Placement, node: Node): InvokedActor[] {
  return place.nest ? invokedActors(place.machine, node).filter((actor) => actor.machine) : [];
}

/** Whether the state's own states move into the `own` region (it runs children and has a single region). */
function wrapsOwn(place: Placement, node: Node): boolean {
  return partsOf(place, node).length > 0 && node.type !== 'parallel' && Object.keys(node.states).length > 0;
}

/** A state's keys from the chart's root, with the regions the nesting adds. */
function pathOf(place: Placement, node: Node): string[] {
  const keys = [...place.path];
  let at = place.machine.root;
  for (const key of node.path) {
    if (wrapsOwn(place, at)) keys.push(OWN_REGION);
    keys.push(key);
    at = at.states[key] as Node;
  }
  return keys;
}

function transitionConfig(place: Placement, transition: Transition): TransitionConfig {
  const actions = transition.actions.map(actionName).filter((name): name is string => Boolean(name));
  const guard = guardLabel(transition.guard);
  const targetOf = (node: Node) => `#${[place.rootId, ...pathOf(place, node)].join('.')}`;
  return {
    ...(transition.target?.length && { target: oneOrMore(transition.target.map(targetOf)) }),
    ...(guard && { guard }),
    ...(actions.length > 0 && { actions: oneOrMore(actions) }),
  };
}

function srcName(invoke: Invoke): string {
  return typeof invoke.src === 'string' ? invoke.src : (actionName(invoke.src) ?? invoke.id);
}

function stateConfig(place: Placement, node: Node): StateConfig {
  const isRoot = node.path.length === 0 && place.path.length === 0;
  const config: StateConfig = isRoot ? { id: node.id } : {};
  if (node.description) config.description = node.description;
  const parts = partsOf(place, node);
  if (parts.length > 0) config.type = 'parallel';
  else if (node.type === 'final' || node.type === 'parallel') config.type = node.type;
  if (node.tags.length > 0) config.tags = [...node.tags];
  const initial = node.initial?.target?.[0] as Node | undefined;
  if (initial && parts.length === 0) config.initial = initial.key;
  const invokes = node.invoke as unknown as Invoke[];
  if (invokes.length > 0) config.invoke = invokes.map((invoke) => ({ id: invoke.id, src: srcName(invoke) }));
  for (const [eventType, list] of node.transitions) {
    const transitions = oneOrMore(
      (list as unknown as Transition[]).map((transition) => transitionConfig(place, transition)),
    );
    const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
    const invoke = actor && config.invoke?.find((entry) => entry.id === actor[2]);
    const after = /^xstate\.after\.([^.]+)\./.exec(eventType);
    if (invoke) invoke[actor[1] === 'done' ? 'onDone' : 'onError'] = transitions;
    else if (after) config.after = { ...config.after, [after[1]!]: transitions };
    else if (eventType.startsWith('xstate.done.state.')) config.onDone = transitions;
    else config.on = { ...config.on, [eventType]: transitions };
  }
  const always = (node.always ?? []) as unknown as Transition[];
  if (always.length > 0)
    config.always = oneOrMore(always.map((transition) => transitionConfig(place, transition)));
  const children = Object.values(node.states) as Node[];
  const own = Object.fromEntries(children.map((child) => [child.key, stateConfig(place, child)]));
  const states: Record<string, StateConfig> = {};
  if (wrapsOwn(place, node))
    states[OWN_REGION] = {
      description: `The states of ${node.key} itself, beside the children it runs.`,
      ...(initial && { initial: initial.key }),
      states: own,
    };
  else Object.assign(states, own);
  for (const part of parts) {
    if (part.id in states)
      throw new Error(`${place.machine.id}: ${node.key} has a state named as its child ${part.id}`);
    states[part.id] = partConfig(place, node, part);
  }
  if (Object.keys(states).length > 0) config.states = states;
  return config;
}

/** A child machine as a region of the state that invokes it: the child's root, its description saying so. */
function partConfig(place: Placement, node: Node, part: InvokedActor): StateConfig {
  const child = part.machine!;
  const config = stateConfig(
    { machine: child, path: [...pathOf(place, node), part.id], rootId: place.rootId, nest: place.nest },
    child.root,
  );
  const runBy = `${part.id}: the ${child.id} machine, run by ${node.key || place.machine.id}.`;
  const { description, ...rest } = config;
  return { description: description ? `${runBy} ${description}` : runBy, ...rest };
}

/**
 * The machine's definition as plain `createMachine` config: states, events, guards, actions and children by
 * name; with `nest` (a screen's chart), each child machine's states inside the state that runs it.
 */
export function visualiserConfig(machine: AnyStateMachine, { nest = false } = {}): StateConfig {
  return stateConfig({ machine, path: [], rootId: machine.id, nest }, machine.root);
}

const keySource = (key: string) => (/^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key));

/** JavaScript object source on one line. */
function inline(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(inline).join(', ')}]`;
  if (value && typeof value === 'object')
    return `{ ${Object.entries(value)
      .map(([key, item]) => `${keySource(key)}: ${inline(item)}`)
      .join(', ')} }`;
  return JSON.stringify(value);
}

/** JavaScript object source: what fits on a line stays on one, the rest is indented by two. */
function source(value: unknown, indent: string): string {
  const line = inline(value);
  if (indent.length + line.length <= 100 || value === null || typeof value !== 'object') return line;
  const inner = `${indent}  `;
  const items = Array.isArray(value)
    ? value.map((item) => `${inner}${source(item, inner)}`)
    : Object.entries(value).map(([key, item]) => `${inner}${keySource(key)}: ${source(item, inner)}`);
  return Array.isArray(value) ? `[\n${items.join(',\n')}\n${indent}]` : `{\n${items.join(',\n')}\n${indent}}`;
}

/** The source to paste into the Stately visualiser (https://stately.ai/viz). */
export function visualiserSource(machine: AnyStateMachine, options: { nest?: boolean } = {}): string {
  return [
    "import { createMachine } from 'xstate';",
    '',
    `export const machine = createMachine(${source(visualiserConfig(machine, options), '')});`,
  ].join('\n');
}

/** Every state path and the event types each takes, to compare a config's machine with its source. */
export function graphOf(machine: AnyStateMachine): string[] {
  const lines: string[] = [];
  (function walk(node: Node) {
    const always = node.always?.length ? ['(always)'] : [];
    lines.push(`${node.path.join('.')}: ${[...node.transitions.keys(), ...always].sort().join(' ')}`);
    for (const child of Object.values(node.states) as Node[]) walk(child);
  })(machine.root);
  return lines;
}
