import type { AnyStateMachine } from 'xstate';
import { nameOf } from './names';

/**
 * What a machine runs and what its parts tell it, read from the machine itself: an invoked src is looked
 * up in the machine's `setup({ actors })` implementations (as provided), so a screen's chart shows the
 * child machines it really runs, and a child's `sendParent` actions are the provided ones (the screen's
 * `notify…` actions), not the factory's empty defaults.
 */

type Node = AnyStateMachine['root'];
type Invoke = { id: string; src: unknown };

/** How an invoked actor's logic is drawn: a machine has states of its own, the others are one leaf. */
export type ActorKind = 'machine' | 'promise' | 'observable' | 'transition' | 'callback';

/** One actor a state invokes, resolved to its logic. */
export interface InvokedActor {
  id: string;
  /** The src as the config names it. */
  src: string;
  kind: ActorKind;
  /** The child machine, when the logic is one. */
  machine?: AnyStateMachine;
}

export function isMachine(logic: unknown): logic is AnyStateMachine {
  return typeof logic === 'object' && logic !== null && 'root' in logic && 'config' in logic;
}

/**
 * A leaf actor's kind, found by what its logic does rather than how it is written: a promise's logic ends
 * ('done') on the event its promise resolving sends, an observable's on its completion event; a logic
 * without `start` is a pure transition function; anything else that starts is a callback.
 */
export function actorKind(logic: unknown): ActorKind {
  if (isMachine(logic)) return 'machine';
  const actor = logic as {
    transition?: (snapshot: unknown, event: { type: string }, scope: unknown) => { status?: string };
    getInitialSnapshot?: (scope: unknown, input: unknown) => unknown;
    start?: unknown;
  };
  const endsOn = (type: string) => {
    try {
      const scope = { self: {}, system: {}, emit: () => {}, defer: () => {} };
      const first = actor.getInitialSnapshot?.(scope, undefined);
      return actor.transition?.(first, { type }, scope)?.status === 'done';
    } catch {
      return false;
    }
  };
  if (endsOn('xstate.promise.resolve')) return 'promise';
  if (endsOn('xstate.observable.complete')) return 'observable';
  return typeof actor.start === 'function' ? 'callback' : 'transition';
}

/** The actors a state invokes, each resolved through its machine's implementations. */
export function invokedActors(machine: AnyStateMachine, node: Node): InvokedActor[] {
  return (node.invoke as unknown as Invoke[]).map((invoke) => {
    const src = typeof invoke.src === 'string' ? invoke.src : invoke.id;
    const logic =
      typeof invoke.src === 'string'
        ? (machine.implementations.actors as Record<string, unknown>)[invoke.src]
        : invoke.src;
    if (!logic)
      throw new Error(
        `${machine.id} invokes '${src}', which is not among its setup({ actors }): the chart cannot tell what it runs`,
      );
    const kind = actorKind(logic);
    return kind === 'machine'
      ? { id: invoke.id, src, kind, machine: logic as AnyStateMachine }
      : { id: invoke.id, src, kind };
  });
}

/** Every state node of a machine, its root first. */
export function nodesOf(machine: AnyStateMachine): Node[] {
  return (function collect(node: Node): Node[] {
    return [node, ...(Object.values(node.states) as Node[]).flatMap(collect)];
  })(machine.root);
}

/** Any property of it is itself, calling it gives itself: an event expression reads its params from it. */
const anything: unknown = new Proxy(() => {}, {
  get: (_, key) => (key === Symbol.toPrimitive ? () => '' : anything),
  apply: () => anything,
});

/**
 * The type of the event a send action's event (or event expression) makes. An expression is called with
 * stand-ins for its arguments: the event it reacts to has the given type (so `assertEvent` passes) and
 * every other value reads as anything, since an expression only builds the event.
 */
function eventTypeOf(event: unknown, reactingTo?: string): string | undefined {
  let made = event;
  if (typeof event === 'function') {
    const trigger = new Proxy(
      {},
      { get: (_, key) => (key === 'type' && reactingTo !== undefined ? reactingTo : anything) },
    );
    try {
      made = (event as (args: unknown, params: unknown) => unknown)(
        { context: anything, event: trigger, self: anything, system: anything },
        anything,
      );
    } catch {
      return undefined;
    }
  }
  const type = (made as { type?: unknown } | undefined)?.type;
  return typeof type === 'string' ? type : undefined;
}

const PARENT = '#_parent';

/** A `sendTo` (or `sendParent`) action as xstate builds it: where to, and the event or its expression. */
function sendAction(action: unknown): { to: unknown; event: unknown } | undefined {
  if (typeof action !== 'function' && (typeof action !== 'object' || action === null)) return undefined;
  const send = action as { type?: unknown; to?: unknown; event?: unknown };
  return send.type === 'xstate.sendTo' ? { to: send.to, event: send.event } : undefined;
}

/** The type of the event a `sendParent` action sends, or undefined when the action is not one. */
function sentUpType(machine: AnyStateMachine, name: string, action: unknown): string | undefined {
  const send = sendAction(action);
  if (!send || send.to !== PARENT) return undefined;
  const type = eventTypeOf(send.event);
  if (type === undefined)
    throw new Error(
      `${machine.id}'s action ${name} sends its parent an event whose type the chart cannot read: give the event a literal type`,
    );
  return type;
}

/**
 * Where a named action of the machine sends an event down to one of its children (`sendTo('inquiryReply',
 * …)`): the child's id and, when the chart can read it, the event's type, for the event `reactingTo`.
 */
export function sentDown(
  machine: AnyStateMachine,
  action: unknown,
  reactingTo: string,
): { to: string; type: string | undefined } | undefined {
  const name = nameOf(action);
  const implementations = machine.implementations.actions as Record<string, unknown>;
  const send = sendAction(name && name in implementations ? implementations[name] : action);
  if (!send || typeof send.to !== 'string' || send.to === PARENT || send.to.startsWith('#')) return undefined;
  return { to: send.to, type: eventTypeOf(send.event, reactingTo) };
}

/**
 * The events a machine sends up to the machine that runs it: each action its states use (on a transition,
 * on entry or exit) whose implementation is a `sendParent`, with the type of the event it sends. An event
 * sent from inside another action (`enqueueActions`) is not seen, which is why the conventions write each
 * report to the parent as a named action of its own.
 */
export function sentUpActions(machine: AnyStateMachine): Map<string, string> {
  const used = new Map<string, unknown>();
  const implementations = machine.implementations.actions as Record<string, unknown>;
  for (const node of nodesOf(machine)) {
    const transitions = [...node.transitions.values()].flat() as unknown as { actions: unknown[] }[];
    const always = (node.always ?? []) as unknown as { actions: unknown[] }[];
    const actions = [
      ...transitions.flatMap((transition) => transition.actions),
      ...always.flatMap((transition) => transition.actions),
      ...(node.entry as unknown[]),
      ...(node.exit as unknown[]),
    ];
    for (const action of actions) {
      const name = nameOf(action);
      if (name && name in implementations) used.set(name, implementations[name]);
      else if (typeof action === 'function' && name) used.set(name, action);
    }
  }
  const sent = new Map<string, string>();
  for (const [name, action] of used) {
    const type = sentUpType(machine, name, action);
    if (type) sent.set(name, type);
  }
  return sent;
}
