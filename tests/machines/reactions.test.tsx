import type { Reaction } from '@contracts/messaging';
import { PENDING_REACTOR, reactionsMachine, shownReactions } from '@machines/reactions.machine';
import { act, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { EventObject, SnapshotFrom } from 'xstate';
import { HubChannelView } from '@/screens/member/hub-channel/hub-channel.view';
import { createDeferredActors, type DeferredActors } from '../support/deferred-actors';
import { inLanguage } from '../support/in-language';
import { channelMessage, deferredChannelLogic, reader } from '../support/messaging-fixtures';
import type { EventExecutors, StateAssertions } from '../support/model';
import { modelSuite } from '../support/model-suite';
import { renderView } from '../support/render-view';

type Snap = SnapshotFrom<typeof reactionsMachine>;
type Payload = EventObject & Record<string, unknown>;

/** The reader's 👍 with Ada's; Ada's ❤️; nobody's 🔥 yet. */
const initial: Reaction[] = [
  { emoji: '👍', count: 2, reactedBy: ['Ada Obi', reader.name], mine: true },
  { emoji: '❤️', count: 1, reactedBy: ['Ada Obi'], mine: false },
];
const message = channelMessage('10000000-0000-4000-8000-000000000001', 'Demo day is on Friday', {
  reactions: initial,
});

/** The server's answer to a toggle: what the member now sees, with their own name. */
function stored(context: Snap['context']): Reaction[] {
  return shownReactions(initial, context.pending).map((reaction) => ({
    ...reaction,
    reactedBy: reaction.reactedBy.map((name) => (name === PENDING_REACTOR ? reader.name : name)),
  }));
}

/**
 * Toggle the reader's own 👍 off (click again removes it), add to Ada's ❤️, add a new 🔥 from 'Add
 * reaction'; the server stores it or fails (network, a refused emoji), and the failure is dismissed.
 */
function eventsFor(snapshot: Snap): Payload[] {
  if (snapshot.matches('saving'))
    return [
      { type: 'xstate.done.actor.toggleReaction', output: stored(snapshot.context) },
      { type: 'xstate.error.actor.toggleReaction', error: { kind: 'network' } },
      {
        type: 'xstate.error.actor.toggleReaction',
        error: { kind: 'http', status: 400, message: 'Unknown reaction emoji' },
      },
    ];
  return [
    { type: 'reaction.toggle', emoji: '👍', mine: true, via: 'chip' },
    { type: 'reaction.toggle', emoji: '❤️', mine: false, via: 'chip' },
    { type: 'reaction.toggle', emoji: '🔥', mine: false, via: 'menu' },
    ...(snapshot.context.error ? [{ type: 'error.dismiss' }] : []),
  ];
}

/** What the server holds now (the last stored answer), for the assertions. */
let server: Reaction[] = initial;
let deferred: DeferredActors;

const reactionList = () => screen.queryByRole('list', { name: 'Reactions' });

function expectReactions(snapshot: Snap) {
  const expected = shownReactions(server, snapshot.context.pending);
  const chips = within(reactionList()!).getAllByRole('button');
  expect(chips.map((chip) => chip.textContent)).toEqual(
    expected.map((item) => `${item.emoji} ${item.count}`),
  );
  expect(chips.map((chip) => chip.getAttribute('aria-pressed'))).toEqual(
    expected.map((item) => String(item.mine)),
  );
  // Who reacted shows on hover (title) and to screen readers (the name).
  for (const [index, chip] of chips.entries()) {
    const item = expected[index]!;
    expect(chip.title).toBe(chip.getAttribute('aria-label'));
    for (const name of item.reactedBy) expect(chip.title).toContain(name);
  }
  const error = snapshot.context.error;
  const alert = screen.queryByText(
    (_, node) =>
      node?.getAttribute('role') === 'alert' &&
      node.textContent?.startsWith(error === undefined ? '\u0000' : inLanguage(error)) === true,
  );
  expect(alert !== null).toBe(error !== undefined);
}

const states: StateAssertions = {
  idle: (snapshot) => {
    expectReactions(snapshot as Snap);
    for (const chip of within(reactionList()!).getAllByRole('button'))
      expect((chip as HTMLButtonElement).disabled).toBe(false);
  },
  saving: (snapshot) => {
    const { context } = snapshot as Snap;
    expectReactions(snapshot as Snap);
    for (const chip of within(reactionList()!).getAllByRole('button'))
      expect((chip as HTMLButtonElement).disabled).toBe(true);
    expect(deferred.inputs.toggleReaction?.at(-1)).toEqual({ messageId: message.id, ...context.pending });
  },
};

let user: Awaited<ReturnType<typeof renderView>>['user'];
const executors: EventExecutors = {
  'reaction.toggle': async (event) => {
    const { emoji, via } = event as Payload & { emoji: string; via: string };
    if (via === 'menu') {
      await user.click(screen.getByRole('button', { name: 'Add reaction' }));
      await user.click(screen.getByRole('button', { name: `React with ${emoji}` }));
    } else {
      const chip = within(reactionList()!)
        .getAllByRole('button')
        .find((item) => item.textContent?.startsWith(emoji));
      await user.click(chip!);
    }
  },
  'error.dismiss': () => user.click(screen.getByRole('button', { name: 'Dismiss' })),
};

modelSuite(reactionsMachine, {
  title: 'reactions machine (a message of /hub-channel)',
  input: { messageId: message.id },
  eventsFor: eventsFor as never,
  states,
  executors,
  deferredActors: () => {
    const actors = createDeferredActors(['fetchMessages', 'sendMessage', 'toggleReaction', 'deleteItem']);
    const settle = actors.settle;
    actors.settle = (event) => {
      if (event.type === 'xstate.done.actor.toggleReaction') server = event.output as Reaction[];
      settle(event);
    };
    return actors;
  },
  render: async (walk) => {
    deferred = walk.deferred!;
    server = initial;
    ({ user } = await renderView(<HubChannelView {...deferredChannelLogic(deferred)} />));
    await act(async () =>
      deferred.settle({
        type: 'xstate.done.actor.fetchMessages',
        output: { messages: [message], hasOlder: false, meta: { memberCount: 9 } },
      }),
    );
    await waitFor(() => expect(reactionList()).not.toBeNull());
  },
});
