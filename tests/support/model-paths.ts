import { expect } from 'vitest';
import type { AnyStateMachine, EventObject, Snapshot, StateValue } from 'xstate';
import { initialTransition, transition } from 'xstate';
import {
  getAdjacencyMap,
  getShortestPaths,
  getSimplePaths,
  getStateNodes,
  type StatePath,
  serializeSnapshot,
} from 'xstate/graph';

type AnySnapshot = Snapshot<unknown> & { value: StateValue; context: unknown };
export type ModelPath = StatePath<AnySnapshot, EventObject>;

/** 'form.editing' for { form: 'editing' }; parallel regions are joined with '|'. */
export function stateKeys(value: StateValue): string[] {
  if (typeof value === 'string') return [value];
  return Object.entries(value).flatMap(([key, child]) =>
    child === undefined || (typeof child === 'object' && Object.keys(child).length === 0)
      ? [key]
      : stateKeys(child).map((inner) => `${key}.${inner}`),
  );
}

/** Every leaf (atomic or final) state of the machine, by dotted key. */
export function leafStateKeys(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root)
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map((node) => node.path.join('.'));
}

export interface PathOptions {
  events: readonly EventObject[] | ((snapshot: AnySnapshot) => readonly EventObject[]);
  /** Also take every simple path (small machines only). */
  simple?: boolean;
  serializeState?: (snapshot: AnySnapshot) => string;
  input?: unknown;
}

/**
 * Paths from the machine's graph: the shortest path to every state, then one path per transition
 * (the shortest path to its source plus that event), so every edge of the chart is walked at least once.
 * Events a state ignores (the snapshot does not change) are not edges. With `serializeState`, nodes of
 * the graph merge snapshots whose context differs; each path's snapshots are then recomputed by replaying
 * its events (a merged node's snapshot may carry another path's context).
 */
export function modelPaths(machine: AnyStateMachine, options: PathOptions): ModelPath[] {
  const serialize = (snapshot: AnySnapshot) =>
    options.serializeState ? options.serializeState(snapshot) : serializeSnapshot(snapshot);
  const traversal = {
    events: options.events,
    input: options.input,
    ...(options.serializeState && { serializeState: serialize }),
  } as Parameters<typeof getShortestPaths>[1];
  const shortest = getShortestPaths(machine, traversal) as unknown as ModelPath[];
  const toState = new Map(shortest.map((path) => [serialize(path.state), path]));
  const adjacency = getAdjacencyMap(machine, traversal as never) as unknown as Record<
    string,
    { state: AnySnapshot; transitions: Record<string, { event: EventObject; state: AnySnapshot }> }
  >;
  const edges: ModelPath[] = [];
  for (const { state, transitions } of Object.values(adjacency)) {
    const base = toState.get(serialize(state));
    if (!base) continue;
    for (const next of Object.values(transitions)) {
      if (serialize(next.state) === serialize(state)) continue;
      edges.push({ state: next.state, steps: [...base.steps, next], weight: base.weight + 1 });
    }
  }
  const simple = options.simple ? (getSimplePaths(machine, traversal) as unknown as ModelPath[]) : [];
  const unique = new Map([...shortest, ...edges, ...simple].map((path) => [describePath(path), path]));
  const paths = [...unique.values()];
  return options.serializeState ? paths.map((path) => replayPath(machine, path, options.input)) : paths;
}

/** The path with each step's snapshot recomputed from the start by the machine's pure `transition`. */
export function replayPath(machine: AnyStateMachine, path: ModelPath, input?: unknown): ModelPath {
  let [snapshot] = initialTransition(machine, input);
  const steps = path.steps.map((step, index) => {
    if (index > 0) [snapshot] = transition(machine, snapshot, step.event);
    return { ...step, state: snapshot as unknown as AnySnapshot };
  });
  return { ...path, steps, state: steps.at(-1)!.state };
}

/**
 * Every event type the machine's chart accepts: the `on` keys of all its state nodes (the root included),
 * without xstate's own events and the wildcard.
 */
export function acceptedEventTypes(machine: AnyStateMachine): string[] {
  const nodes = [machine.root, ...getStateNodes(machine.root)];
  const types = nodes.flatMap((node) => Object.keys(node.config.on ?? {}));
  return [...new Set(types)].filter((type) => !type.startsWith('xstate.') && type !== '*').sort();
}

/** The event types the paths take (actor outcomes included). */
export function takenEventTypes(paths: readonly ModelPath[]): Set<string> {
  return new Set(paths.flatMap((path) => path.steps.slice(1).map((step) => step.event.type)));
}

/** Accepted event types that no path takes. */
export function untakenEventTypes(machine: AnyStateMachine, paths: readonly ModelPath[]): string[] {
  const taken = takenEventTypes(paths);
  return acceptedEventTypes(machine).filter((type) => !taken.has(type));
}

/** An event's type, plus its payload when it has one (so outcomes of one actor stay distinct paths). */
function describeEvent(event: EventObject): string {
  const { type, ...payload } = event as EventObject & Record<string, unknown>;
  return Object.keys(payload).length ? `${type} ${JSON.stringify(payload)}` : type;
}

export function describePath(path: ModelPath): string {
  const events = path.steps.slice(1).map((step) => describeEvent(step.event));
  return `${stateKeys(path.state.value).join('+')} via ${events.length ? events.join(' → ') : '(start)'}`;
}

/** The events of a path, one key each (the start's own init event left out). */
function eventKeys(path: ModelPath): string[] {
  return path.steps.slice(1).map((step) => describeEvent(step.event));
}

/** A path to walk and the shorter paths it walks on its way, each ending at step `at` of it. */
export interface WalkPlan {
  path: ModelPath;
  prefixes: { path: ModelPath; at: number }[];
}

/**
 * The paths to walk: a path whose events are the first events of a longer path is walked as part of the
 * longer one (its steps and state checks are the same, in the same order, from the same start), and its
 * own end checks run at the step where it ends. Every state and transition stays walked; a long machine's
 * shortest paths, almost all prefixes of its transition paths, no longer each render the view again.
 * Only paths from one start (one machine input) may be merged.
 */
export function mergePrefixPaths(paths: readonly ModelPath[]): WalkPlan[] {
  const separator = '\u0000';
  const keyed = paths.map((path) => ({ path, keys: eventKeys(path) }));
  const strictPrefixes = new Set(
    keyed.flatMap(({ keys }) => keys.map((_, length) => keys.slice(0, length).join(separator))),
  );
  const isPrefix = ({ keys }: { keys: string[] }) => strictPrefixes.has(keys.join(separator));
  const plans = keyed
    .filter((entry) => !isPrefix(entry))
    .map((entry) => ({ ...entry, prefixes: [] as WalkPlan['prefixes'] }));
  const planOf = new Map<string, (typeof plans)[number]>();
  for (const plan of plans)
    for (const length of plan.keys.keys()) {
      const key = plan.keys.slice(0, length).join(separator);
      if (!planOf.has(key)) planOf.set(key, plan);
    }
  for (const entry of keyed.filter(isPrefix))
    planOf.get(entry.keys.join(separator))!.prefixes.push({ path: entry.path, at: entry.keys.length });
  return plans.map(({ path, prefixes }) => ({ path, prefixes: prefixes.sort((a, b) => a.at - b.at) }));
}

export type StateAssertions = Record<string, (snapshot: AnySnapshot) => void | Promise<void>>;
export type EventExecutors = Record<string, (event: EventObject) => void | Promise<void>>;

/** Fails when a leaf state of the machine has no UI assertion (or an assertion names no state). */
export function expectEveryStateAsserted(machine: AnyStateMachine, states: StateAssertions): void {
  expect(Object.keys(states).sort()).toEqual(leafStateKeys(machine).sort());
}

/**
 * For a machine shared by several screens: fails when a leaf state some path reaches has no UI assertion,
 * or an assertion names no state. A state the screen's starts cannot reach (the collection's
 * 'revalidating' needs a prerendered page as input) is asserted by the screen that reaches it.
 */
export function expectEveryReachedStateAsserted(
  machine: AnyStateMachine,
  states: StateAssertions,
  paths: readonly ModelPath[],
): void {
  const reached = new Set(paths.flatMap((path) => path.steps.flatMap((step) => stateKeys(step.state.value))));
  const leaves = new Set(leafStateKeys(machine));
  expect(Object.keys(states).filter((key) => !leaves.has(key))).toEqual([]);
  expect([...reached].filter((key) => leaves.has(key) && !(key in states)).sort()).toEqual([]);
}

/** Fails when an event the machine accepts has no executor (actor outcomes are settled by the harness). */
export function expectEveryEventExecuted(paths: readonly ModelPath[], events: EventExecutors): void {
  const missing = [...takenEventTypes(paths)].filter(
    (type) => !type.startsWith('xstate.') && !(type in events),
  );
  expect(missing).toEqual([]);
}

/** Fails, listing them, when events the machine accepts are never taken by a path. */
export function expectEveryEventTaken(
  machine: AnyStateMachine,
  paths: readonly ModelPath[],
  notOffered: readonly string[] = [],
): void {
  expect(
    untakenEventTypes(machine, paths).filter((type) => !notOffered.includes(type)),
    'events the machine accepts that no path takes',
  ).toEqual([]);
}

/** How one walk acts and checks; the jsdom runner and the browser runner differ only here. */
export interface Walker {
  /** Runs a user event's executor or settles an actor outcome. */
  step: (event: EventObject, execute: () => void | Promise<void>) => Promise<void>;
  /** Retries an assertion until it holds (the UI may update asynchronously). */
  check: (assertion: () => void | Promise<void>) => Promise<void>;
}

/**
 * Walks one path: each step's event is executed, then every active state's UI assertion must hold.
 * `settleActor` handles `xstate.done.actor.*` / `xstate.error.actor.*` steps.
 */
export async function walkPath(
  path: ModelPath,
  options: {
    states: StateAssertions;
    events: EventExecutors;
    settleActor?: (event: EventObject) => void | Promise<void>;
    walker: Walker;
    /** Runs once step `index` has been taken and its states checked (a merged prefix path's end checks). */
    afterStep?: (index: number) => void | Promise<void>;
  },
): Promise<void> {
  const { states, events, settleActor, walker, afterStep } = options;
  for (const [index, step] of path.steps.entries()) {
    if (index > 0) {
      const { type } = step.event;
      const isOutcome = type.startsWith('xstate.done.actor.') || type.startsWith('xstate.error.actor.');
      if (isOutcome && !settleActor)
        throw new Error(`Path settles an actor (${type}) but no deferred actors were given`);
      const execute = isOutcome ? () => settleActor!(step.event) : events[type];
      if (!execute) throw new Error(`No executor for event ${type}`);
      await walker.step(step.event, () => execute(step.event));
    }
    for (const key of stateKeys(step.state.value)) {
      const assertState = states[key];
      if (!assertState) throw new Error(`No UI assertion for state ${key}`);
      await walker.check(() => assertState(step.state));
    }
    await afterStep?.(index);
  }
}

/**
 * The paths that no other path begins with: the same states and transitions are walked, in fewer walks (for
 * runners where the shorter paths' own end checks are not needed, such as a browser against a server, where
 * the server's answer to a step depends on the step after it).
 */
export function longestPaths(paths: readonly ModelPath[]): ModelPath[] {
  return mergePrefixPaths(paths).map((plan) => plan.path);
}
