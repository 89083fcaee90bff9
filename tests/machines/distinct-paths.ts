import type { AnyStateMachine, EventObject } from 'xstate';
import { getAdjacencyMap, getShortestPaths, serializeSnapshot } from 'xstate/graph';
import { type ModelPath, stateKeys } from '../support/model';

type AnySnapshot = ModelPath['state'];

/** A step's event with the values that tell it apart: `question.toggle(index: 2)`. */
function describeEvent(event: EventObject): string {
  if (event.type.startsWith('xstate.')) return event.type.replace(/^xstate\.(done|error)\.actor\./, '$1:');
  const { type, ...payload } = event as EventObject & Record<string, unknown>;
  const shown = Object.entries(payload)
    .filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value))
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  return shown.length ? `${type}(${shown.join(', ')})` : type;
}

/** A path's name with event payloads, so paths that differ only in a payload have different names. */
export function describeDistinctPath(path: ModelPath): string {
  const events = path.steps.slice(1).map((step) => describeEvent(step.event));
  return `${stateKeys(path.state.value).join('+')} via ${events.length ? events.join(' → ') : '(start)'}`;
}

/**
 * The same paths as `modelPaths` in tests/support (the shortest path to every state, then one path per
 * transition), for machines whose events carry payloads: `modelPaths` keeps one path per name and its
 * names hold only event types, so `question.toggle` with index 0 and with index 2 would collapse. Here
 * paths are kept apart by their full events.
 */
export function distinctModelPaths(
  machine: AnyStateMachine,
  options: { events: readonly EventObject[]; serializeState?: (snapshot: AnySnapshot) => string },
): ModelPath[] {
  const serialize = (snapshot: AnySnapshot) =>
    options.serializeState ? options.serializeState(snapshot) : serializeSnapshot(snapshot);
  const traversal = {
    events: options.events,
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
      if (serialize(next.state) === serialize(state) && next.state.value === state.value) continue;
      edges.push({ state: next.state, steps: [...base.steps, next], weight: base.weight + 1 });
    }
  }
  const key = (path: ModelPath) => JSON.stringify(path.steps.slice(1).map((step) => step.event));
  const unique = new Map([...shortest, ...edges].map((path) => [key(path), path]));
  return [...unique.values()];
}
