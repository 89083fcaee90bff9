import { type ChannelMessage, messagingEvents, type Reaction } from '@contracts/messaging';
import { conversationRoomMachine, roomPartsAsBuilt } from '@machines/conversation-room.machine';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EventObject, SnapshotFrom } from 'xstate';
import { hubChannelMachine } from '@/screens/member/hub-channel/hub-channel.machine';
import { HubChannelView } from '@/screens/member/hub-channel/hub-channel.view';
import { hubChannelMessages } from '../fixtures/spec-messages';
import { createDeferredActors, type DeferredActors } from '../support/deferred-actors';
import {
  ADA_ID,
  channelMessage,
  deferredChannelLogic,
  fakeLiveStream,
  READER_ID,
  reader,
  withLive,
} from '../support/messaging-fixtures';
import type { EventExecutors, StateAssertions } from '../support/model';
import { acceptedEventTypes } from '../support/model-paths';
import { modelSuite } from '../support/model-suite';
import { SENT_CLIENT_ID } from '../support/models/conversation-room.model';
import { renderView } from '../support/render-view';
import { roomPathSuite } from '../support/room-paths';

type Snap = SnapshotFrom<typeof roomPartsAsBuilt.thread>;
type Payload = EventObject & Record<string, unknown>;

const id = (n: number) => `10000000-0000-4000-8000-00000000000${n}`;
const at = (minute: number) => `2026-11-23T10:0${minute}:00.000Z`;
// Two from Ada in a row (one group), then one from the reader, with a link.
const latest = [
  channelMessage(id(3), 'Morning all', { at: at(3) }),
  channelMessage(id(4), 'Demo day is on Friday', { at: at(4) }),
  channelMessage(id(5), 'Slides: https://hub.example/demo', { author: reader, at: at(5) }),
];
const older = [channelMessage(id(1), 'Welcome to the channel', { at: at(1) })];
const arriving = channelMessage(id(7), 'Pizza is here', { at: at(7) });
/** The latest page read again after a reconnect: the 10:04 message was deleted, one was posted offline. */
const offline = channelMessage(id(6), 'Posted while you were away', { at: at(6) });
const caughtUp = { messages: [latest[0]!, latest[2]!, offline], hasOlder: true, meta: { memberCount: 12 } };
const liked: Reaction[] = [{ emoji: '🔥', count: 1, reactedBy: ['Ada Obi'], mine: false }];

/**
 * The first load (stored, failed, retried), older messages on scroll up (stored, failed, retried), the
 * reader scrolling away from and back to the newest message, a live message (followed or counted in the
 * pill), a live deletion and a live reaction change, and catching up after the live stream reconnects
 * (stored, or failed and tried again).
 */
function eventsFor(snapshot: Snap): Payload[] {
  const { context } = snapshot;
  if (snapshot.matches('loading'))
    return [
      {
        type: 'xstate.done.actor.fetchMessages',
        output: { messages: latest, hasOlder: true, meta: { memberCount: 12 } },
      },
      { type: 'xstate.error.actor.fetchMessages', error: { kind: 'network' } },
    ];
  if (snapshot.matches('failed')) return [{ type: 'thread.retry' }];
  if (snapshot.matches({ ready: 'loadingOlder' }))
    return [
      {
        type: 'xstate.done.actor.fetchMessages',
        output: { messages: older, hasOlder: false, meta: { memberCount: 12 } },
      },
      { type: 'xstate.error.actor.fetchMessages', error: { kind: 'http', status: 500 } },
    ];
  if (snapshot.matches({ ready: 'catchingUp' }))
    return [
      { type: 'xstate.done.actor.fetchMessages', output: caughtUp },
      { type: 'xstate.error.actor.fetchMessages', error: { kind: 'network' } },
    ];
  if (snapshot.matches({ ready: 'catchUpFailed' })) return [{ type: 'thread.catchUp' }];
  const events: Payload[] = [];
  const has = (messageId: string) => context.messages.some((message) => message.id === messageId);
  const untouched = context.hasOlder && context.messages.length === latest.length && has(id(4));
  const patched = context.messages.some((message) => message.reactions.length > 0);
  if (untouched && !patched) {
    // As loaded: scroll away and back, load older messages, or a message arrives.
    if (context.following) events.push({ type: 'older.load' });
    events.push({ type: 'list.scroll', atBottom: !context.following });
    events.push({ type: 'message.receive', message: arriving });
    if (snapshot.matches({ ready: 'idle' })) events.push({ type: 'thread.catchUp' });
  } else if (has(arriving.id) && has(id(4)) && !patched) {
    // A message arrived: the pill brings the reader down; then a deletion or a reaction arrives.
    if (!context.following) events.push({ type: 'newest.show' }, { type: 'list.scroll', atBottom: true });
    else
      events.push(
        { type: 'message.remove', id: id(4) },
        { type: 'message.patch', id: id(3), changes: { reactions: liked } },
      );
  }
  return events;
}

const log = () => screen.getByRole('log', { name: 'Hub Channel messages' });
let deferred: DeferredActors;
let live: ReturnType<typeof fakeLiveStream>;

/** The messages in order, each group's first with its sender's name. */
function expectMessages(messages: readonly ChannelMessage[]) {
  const items = within(log())
    .getAllByRole('listitem')
    .filter((item) => item.parentElement?.tagName === 'OL');
  expect(
    items.map(
      (item) =>
        within(item).getByText(
          (_, node) =>
            node?.tagName === 'P' && node.className.includes('text') && node.closest('li') === item,
        ).textContent,
    ),
  ).toEqual(messages.map((message) => message.text));
  const names = items.map((item) => item.querySelector('p > span')?.textContent ?? null);
  expect(names).toEqual(
    messages.map((message, index) =>
      index === 0 || messages[index - 1]!.author.accountId !== message.author.accountId
        ? message.author.name
        : null,
    ),
  );
  // Links are links (a new tab, no opener), the rest is text.
  const link = within(log()).queryByRole('link', { name: 'https://hub.example/demo' });
  if (messages.some((message) => message.text.includes('https://'))) {
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link?.getAttribute('target')).toBe('_blank');
  }
}

function expectReady(snapshot: Snap) {
  const { context } = snapshot;
  expectMessages(context.messages as ChannelMessage[]);
  expect(screen.getByText('12 members')).toBeTruthy();
  const pill = screen.queryByRole('button', { name: /new message/ });
  expect(pill?.textContent ?? null).toBe(
    !context.following && context.unseen > 0
      ? `${context.unseen} new message${context.unseen === 1 ? '' : 's'} ↓`
      : null,
  );
  const fire = context.messages.find((message) => message.id === id(3))?.reactions.length;
  expect(within(log()).queryAllByRole('button', { name: /^🔥 1 reaction: Ada Obi/ }).length).toBe(
    fire ? 1 : 0,
  );
}

const states: StateAssertions = {
  loading: () => {
    expect(within(log()).getByRole('status').textContent).toBe('Loading messages…');
  },
  failed: (snapshot) => {
    expect(within(log()).getByRole('alert').textContent).toBe((snapshot as Snap).context.error?.message);
    expect(within(log()).getByRole('button', { name: 'Try again' })).toBeTruthy();
  },
  'ready.idle': (snapshot) => {
    expectReady(snapshot as Snap);
    const button = within(log()).queryByRole('button', { name: 'Load older messages' });
    expect(button !== null).toBe((snapshot as Snap).context.hasOlder);
  },
  'ready.loadingOlder': (snapshot) => {
    expectReady(snapshot as Snap);
    expect(within(log()).getByRole('status').textContent).toBe('Loading older messages…');
    expect(deferred.inputs.fetchMessages?.at(-1)).toEqual({
      before: (snapshot as Snap).context.messages[0]?.id,
    });
  },
  'ready.olderFailed': (snapshot) => {
    expectReady(snapshot as Snap);
    expect(within(log()).getByRole('alert').textContent).toBe('Failed to fetch messages');
  },
  'ready.catchingUp': (snapshot) => {
    expectReady(snapshot as Snap);
    expect(deferred.inputs.fetchMessages?.at(-1)).toEqual({});
  },
  'ready.catchUpFailed': (snapshot) => {
    expectReady(snapshot as Snap);
    expect(within(log()).getByRole('alert').textContent).toBe(
      (snapshot as Snap).context.catchUpError?.message,
    );
  },
};

/** Puts the list `fromBottom` px above its end and scrolls it (jsdom lays nothing out). */
function scrollList(fromBottom: number) {
  const list = log();
  Object.defineProperty(list, 'scrollHeight', { configurable: true, value: 2000 });
  Object.defineProperty(list, 'clientHeight', { configurable: true, value: 400 });
  list.scrollTop = 1600 - fromBottom;
  fireEvent.scroll(list);
}

let user: Awaited<ReturnType<typeof renderView>>['user'];
const executors: EventExecutors = {
  'thread.retry': () => user.click(screen.getByRole('button', { name: 'Try again' })),
  'older.load': () =>
    user.click(
      screen.queryByRole('button', { name: 'Load older messages' }) ??
        screen.getByRole('button', { name: 'Try again' }),
    ),
  // The live stream opened again after a drop; a failed catch-up is tried again from its button.
  'thread.catchUp': () => {
    const retry = within(log()).queryByRole('button', { name: 'Try again' });
    return retry ? user.click(retry) : act(() => live.reconnect());
  },
  'list.scroll': (event) => scrollList((event as Payload & { atBottom: boolean }).atBottom ? 0 : 600),
  'newest.show': () => user.click(screen.getByRole('button', { name: /new message/ })),
  'message.receive': (event) =>
    act(() =>
      live.push(messagingEvents.channelMessageCreated, {
        ...((event as Payload).message as object),
        mine: false,
      }),
    ),
  'message.remove': (event) =>
    act(() => live.push(messagingEvents.channelMessageDeleted, { id: (event as Payload).id })),
  'message.patch': (event) =>
    act(() =>
      live.push(messagingEvents.reactionChanged, {
        scope: 'channel',
        messageId: (event as Payload).id,
        reactions: liked,
        reactedByIds: { '🔥': ['someone-else'], '👍': [READER_ID] },
      }),
    ),
};

modelSuite(roomPartsAsBuilt.thread, {
  title: 'channel thread through the /hub-channel screen',
  eventsFor: eventsFor as never,
  states,
  executors,
  deferredActors: ['fetchMessages', 'sendMessage', 'toggleReaction', 'deleteItem'],
  render: async (walk) => {
    deferred = walk.deferred!;
    live = fakeLiveStream();
    ({ user } = await renderView(withLive(live, <HubChannelView {...deferredChannelLogic(deferred)} />)));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Hub Channel'));
  },
  messages: { catalogue: hubChannelMessages },
});

/** Across the room's parts: a message written offline ends in the thread once; a live message reaches it. */
const written = channelMessage(id(9), 'On my way', { author: reader, at: at(9), clientId: SENT_CLIENT_ID });
roomPathSuite({
  title: 'the /hub-channel room across its parts (outbox → thread, live → thread)',
  stored: written,
  caughtUp: { messages: [...latest, arriving, written], hasOlder: true, meta: { memberCount: 12 } },
  actorNames: ['fetchMessages', 'sendMessage', 'toggleReaction', 'deleteItem'],
  render: async (roomDeferred) => {
    deferred = roomDeferred;
    live = fakeLiveStream();
    const view = await renderView(withLive(live, <HubChannelView {...deferredChannelLogic(deferred)} />));
    await act(async () =>
      deferred.settle({
        type: 'xstate.done.actor.fetchMessages',
        output: { messages: latest, hasOlder: true, meta: { memberCount: 12 } },
      }),
    );
    return view.user;
  },
  log,
  textBox: () => screen.getByRole('textbox', { name: 'Message Hub Channel' }),
  storedTexts: latest.map((message) => message.text),
  other: {
    text: arriving.text,
    push: () => live.push(messagingEvents.channelMessageCreated, { ...arriving, mine: false }),
  },
  pushOwn: (stored) =>
    live.push(messagingEvents.channelMessageCreated, { ...(stored as object), mine: false }),
  reconnect: () => live.reconnect(),
});

/**
 * The screen machine's own rules, walked through the view: which child each live event reaches (and which
 * it does not), what the children report (a message stored, one deleted, a reaction changed), what a
 * message's actions ask for, and the DOM work the children ask of the view. The last test fails when the
 * screen machine accepts an event no test here takes.
 */
describe('the /hub-channel screen machine routes live events and joins its children', () => {
  const taken = new Set<string>();
  const take = (...types: string[]) => {
    for (const type of types) taken.add(type);
  };
  const shownTexts = () =>
    within(log())
      .queryAllByRole('listitem')
      .filter((item) => item.parentElement?.tagName === 'OL')
      .map((item) => item.querySelector('p[class*="text"]')?.textContent);

  /** The list is 500 px a message drawn (jsdom lays nothing out). */
  const heightOf = (list: HTMLElement) => 500 * list.querySelectorAll('ol > li').length;

  /** The channel with its first page answered. */
  async function renderScreen() {
    deferred = createDeferredActors(['fetchMessages', 'sendMessage', 'toggleReaction', 'deleteItem']);
    live = fakeLiveStream();
    ({ user } = await renderView(withLive(live, <HubChannelView {...deferredChannelLogic(deferred)} />)));
    const list = log();
    Object.defineProperty(list, 'scrollHeight', { configurable: true, get: () => heightOf(list) });
    Object.defineProperty(list, 'clientHeight', { configurable: true, value: 400 });
    await act(async () =>
      deferred.settle({
        type: 'xstate.done.actor.fetchMessages',
        output: { messages: latest, hasOlder: true, meta: { memberCount: 12 } },
      }),
    );
    // The first page scrolls the list to its newest message once React has drawn it.
    await waitFor(() => expect(log().scrollTop).toBe(1500));
  }

  it('a live channel message reaches the thread, as the reader’s own when its author is the reader', async () => {
    await renderScreen();
    await act(async () => live.push(messagingEvents.channelMessageCreated, { ...arriving, mine: false }));
    await act(async () =>
      live.push(messagingEvents.channelMessageCreated, {
        ...channelMessage(id(8), 'Mine from another tab', { author: reader, at: at(8) }),
        mine: false,
      }),
    );
    expect(shownTexts()).toEqual([...latest, arriving].map((m) => m.text).concat('Mine from another tab'));
    const mine = within(log()).getAllByRole('listitem').at(-1)!;
    await user.click(within(mine).getByRole('button', { name: /^More actions/ }));
    expect(screen.getByRole('menuitem', { name: 'Delete message' })).toBeTruthy();
    take('live.message');
  });

  it('a live deletion removes the message; a reaction change of the channel patches it, seen by the reader', async () => {
    await renderScreen();
    await act(async () => live.push(messagingEvents.channelMessageDeleted, { id: id(4) }));
    expect(shownTexts()).toEqual([latest[0]!.text, latest[2]!.text]);
    await act(async () =>
      live.push(messagingEvents.reactionChanged, {
        scope: 'channel',
        messageId: id(3),
        reactions: [{ emoji: '👍', count: 1, reactedBy: ['Member Example'], mine: false }],
        reactedByIds: { '👍': [READER_ID] },
      }),
    );
    expect(within(log()).getByRole('button', { name: '👍 1 reaction: Member Example (yours)' })).toBeTruthy();
  });

  it('ignores a reaction change of a conversation and events whose data breaks the contract', async () => {
    await renderScreen();
    await act(async () =>
      live.push(messagingEvents.reactionChanged, {
        scope: ADA_ID,
        messageId: id(3),
        reactions: liked,
        reactedByIds: { '🔥': ['someone-else'] },
      }),
    );
    await act(async () => live.push(messagingEvents.channelMessageCreated, { text: 'no id' }));
    await act(async () => live.push(messagingEvents.channelMessageDeleted, { id: 42 }));
    expect(shownTexts()).toEqual(latest.map((m) => m.text));
    expect(within(log()).queryAllByRole('button', { name: /^🔥/ })).toEqual([]);
  });

  it('a reconnect of the stream reads the latest page again', async () => {
    await renderScreen();
    await act(async () => live.reconnect());
    expect(deferred.inputs.fetchMessages).toEqual([{}, {}]);
    take('live.reconnected');
  });

  it('a stored send is shown once, even when its live copy arrives too, and the text box keeps the focus', async () => {
    await renderScreen();
    const box = screen.getByRole('textbox', { name: 'Message Hub Channel' });
    await user.type(box, 'On my way{Enter}');
    const sent = deferred.inputs.sendMessage?.at(-1) as { clientId: string };
    const stored = channelMessage(id(9), 'On my way', { author: reader, at: at(9), clientId: sent.clientId });
    await act(async () => live.push(messagingEvents.channelMessageCreated, { ...stored, mine: false }));
    await act(async () => deferred.settle({ type: 'xstate.done.actor.sendMessage', output: stored }));
    await waitFor(() => expect(within(log()).queryByText('Sending…')).toBeNull());
    expect(within(log()).getAllByText('On my way')).toHaveLength(1);
    await waitFor(() => expect(document.activeElement).toBe(box));
    await waitFor(() => expect(log().scrollTop).toBe(2000));
    take('message.sent', 'input.focus', 'list.toNewest');
  });

  it('Reply quotes the message in the composer; Delete asks, and a stored delete removes the message', async () => {
    await renderScreen();
    const own = within(log())
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes('Slides'))!;
    await user.click(within(own).getByRole('button', { name: 'Reply' }));
    expect(screen.getByText(/^Replying to/).textContent).toBe(
      `Replying to Member Example: ${latest[2]!.text}`,
    );
    await user.click(within(own).getByRole('button', { name: /^More actions/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete message' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete message' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(deferred.inputs.deleteItem).toEqual([{ id: id(5) }]);
    await act(async () => deferred.settle({ type: 'xstate.done.actor.deleteItem', output: undefined }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(shownTexts()).toEqual([latest[0]!.text, latest[1]!.text]);
    take('message.reply', 'message.delete', 'message.deleted');
  });

  it('a stored reaction patches the message', async () => {
    await renderScreen();
    const first = within(log()).getAllByRole('listitem')[0]!;
    await user.click(within(first).getByRole('button', { name: 'Add reaction' }));
    await user.click(within(first).getByRole('button', { name: 'React with 🔥' }));
    await act(async () =>
      deferred.settle({
        type: 'xstate.done.actor.toggleReaction',
        output: [{ emoji: '🔥', count: 1, reactedBy: ['Member Example'], mine: true }],
      }),
    );
    expect(within(first).getByRole('button', { name: '🔥 1 reaction: Member Example (yours)' })).toBeTruthy();
    take('reactions.change');
  });

  it('older messages added above keep the reader’s place', async () => {
    await renderScreen();
    log().scrollTop = 0;
    fireEvent.scroll(log());
    expect(deferred.inputs.fetchMessages?.at(-1)).toEqual({ before: id(3) });
    await act(async () =>
      deferred.settle({
        type: 'xstate.done.actor.fetchMessages',
        output: { messages: older, hasOlder: false, meta: { memberCount: 12 } },
      }),
    );
    // 1500 px below the top before the older message, so 500 px (one message) down after it.
    await waitFor(() => expect(log().scrollTop).toBe(500));
    take('list.keepPlace');
  });

  it('takes every event the screen machine accepts', () => {
    expect(acceptedEventTypes(hubChannelMachine).filter((type) => !taken.has(type))).toEqual([]);
  });

  it('takes every event the conversation room accepts (a conversation’s own in direct-messages.test.tsx)', () => {
    const conversationOnly = ['messages.seen', 'partner.presence'];
    expect(
      acceptedEventTypes(conversationRoomMachine).filter(
        (type) => !taken.has(type) && !conversationOnly.includes(type),
      ),
    ).toEqual([]);
  });
});
