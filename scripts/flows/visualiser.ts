import type { AnyStateMachine } from 'xstate';
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

function transitionConfig(transition: Transition): TransitionConfig {
  const actions = transition.actions.map(actionName).filter((name): name is string => Boolean(name));
  const guard = guardLabel(transition.guard);
  return {
    ...(transition.target?.length && { target: oneOrMore(transition.target.map((node) => `#${node.id}`)) }),
    ...(guard && { guard }),
    ...(actions.length > 0 && { actions: oneOrMore(actions) }),
  };
}

function srcName(invoke: Invoke): string {
  return typeof invoke.src === 'string' ? invoke.src : (actionName(invoke.src) ?? invoke.id);
}

function stateConfig(node: Node): StateConfig {
  const config: StateConfig = node.path.length === 0 ? { id: node.id } : {};
  if (node.description) config.description = node.description;
  if (node.type === 'final' || node.type === 'parallel') config.type = node.type;
  if (node.tags.length > 0) config.tags = [...node.tags];
  const initial = node.initial?.target?.[0] as Node | undefined;
  if (initial) config.initial = initial.key;
  const invokes = node.invoke as unknown as Invoke[];
  if (invokes.length > 0) config.invoke = invokes.map((invoke) => ({ id: invoke.id, src: srcName(invoke) }));
  for (const [eventType, list] of node.transitions) {
    const transitions = oneOrMore((list as unknown as Transition[]).map(transitionConfig));
    const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
    const invoke = actor && config.invoke?.find((entry) => entry.id === actor[2]);
    const after = /^xstate\.after\.([^.]+)\./.exec(eventType);
    if (invoke) invoke[actor[1] === 'done' ? 'onDone' : 'onError'] = transitions;
    else if (after) config.after = { ...config.after, [after[1]!]: transitions };
    else if (eventType.startsWith('xstate.done.state.')) config.onDone = transitions;
    else config.on = { ...config.on, [eventType]: transitions };
  }
  const always = (node.always ?? []) as unknown as Transition[];
  if (always.length > 0) config.always = oneOrMore(always.map(transitionConfig));
  const children = Object.values(node.states) as Node[];
  if (children.length > 0)
    config.states = Object.fromEntries(children.map((child) => [child.key, stateConfig(child)]));
  return config;
}

/** The machine's definition as plain `createMachine` config: states, events, guards, actions and children by name. */
export function visualiserConfig(machine: AnyStateMachine): StateConfig {
  return stateConfig(machine.root);
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
export function visualiserSource(machine: AnyStateMachine): string {
  return [
    "import { createMachine } from 'xstate';",
    '',
    `export const machine = createMachine(${source(visualiserConfig(machine), '')});`,
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
