import { messagingEvents } from '@contracts/messaging';
import { roomPartsAsBuilt } from '@machines/conversation-room.machine';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EventObject, SnapshotFrom } from 'xstate';
import { directMessagesMachine } from '@/screens/member/direct-messages/direct-messages.machine';
import { createDeferredActors, type DeferredActors } from '../support/deferred-actors';
import {
  ADA_ID,
  conversation,
  DirectMessagesAtUrl,
  deferredDirectLogic,
  directMessage,
  fakeLiveStream,
  GRACE_ID,
  READER_ID,
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

const id = (n: number) => `40000000-0000-4000-8000-00000000000${n}`;
const stored = [
  directMessage(id(1), 'Are you coming to the hub tomorrow?', 'them', '2026-11-23T09:00:00.000Z'),
  directMessage(id(2), 'Yes, at ten', 'me', '2026-11-23T09:05:00.000Z'),
];
const arriving = directMessage(id(3), 'Great, see you there', 'them', '2026-11-23T09:10:00.000Z');
const member = conversation({ unread: 1 });

/**
 * Opening a conversation (its messages, or a failure: unknown member, network) marks it read; a message
 * from the other member arrives live and is read at once; one from another conversation is not shown.
 */
function eventsFor(snapshot: Snap): Payload[] {
  const { context } = snapshot;
  if (snapshot.matches('loading'))
    return [
      {
        type: 'xstate.done.actor.fetchMessages',
        output: { messages: stored, hasOlder: false, meta: member },
      },
      {
        type: 'xstate.error.actor.fetchMessages',
        error: { kind: 'http', status: 404, message: 'Member not found' },
      },
      { type: 'xstate.error.actor.fetchMessages', error: { kind: 'network' } },
    ];
  if (snapshot.matches('failed')) return [{ type: 'thread.retry' }];
  if (context.messages.length === stored.length) return [{ type: 'message.receive', message: arriving }];
  return [];
}

const log = () => screen.getByRole('log', { name: /^Messages with / });
let deferred: DeferredActors;
let live: ReturnType<typeof fakeLiveStream>;
let reads: string[] = [];

const states: StateAssertions = {
  loading: () => {
    expect(within(log()).getByRole('status').textContent).toBe('Loading messages…');
    expect(screen.queryByRole('textbox', { name: /^Message / })).toBeNull();
  },
  failed: (snapshot) => {
    expect(within(log()).getByRole('alert').textContent).toBe((snapshot as Snap).context.error?.message);
    expect(reads).toEqual([]);
  },
  'ready.idle': (snapshot) => {
    const { context } = snapshot as Snap;
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(member.name);
    const pane = screen.getByRole('heading', { level: 1 }).closest('section')!;
    expect(within(pane).getByText('online now')).toBeTruthy();
    const texts = within(log())
      .getAllByRole('listitem')
      .map((item) => item.querySelector('p:not(:first-child), p:only-child')?.textContent);
    expect(texts).toEqual(context.messages.map((message) => message.text));
    // Opening marked it read; each message read while open marks it again.
    expect(reads).toEqual(context.messages.length === stored.length ? [ADA_ID] : [ADA_ID, ADA_ID]);
    expect(screen.getByRole('textbox', { name: `Message ${member.name}` })).toBeTruthy();
  },
  'ready.loadingOlder': () => {
    throw new Error('a conversation of two pages is not in these paths');
  },
  'ready.olderFailed': () => {
    throw new Error('a conversation of two pages is not in these paths');
  },
  'ready.catchingUp': () => {
    throw new Error('catching up is walked by the thread factory and channel paths');
  },
  'ready.catchUpFailed': () => {
    throw new Error('catching up is walked by the thread factory and channel paths');
  },
};

let user: Awaited<ReturnType<typeof renderView>>['user'];
const executors: EventExecutors = {
  'thread.retry': () => user.click(within(log()).getByRole('button', { name: 'Try again' })),
  'message.receive': (event) =>
    act(() => {
      // Another conversation's message first: it never shows here.
      live.push(messagingEvents.dmCreated, {
        ...arriving,
        id: id(9),
        conversationId: 'someone-else',
        text: 'Elsewhere',
      });
      live.push(messagingEvents.dmCreated, (event as Payload).message);
    }),
};

modelSuite(roomPartsAsBuilt.thread, {
  title: 'conversation machine (/messages/{id}: the open conversation)',
  eventsFor: eventsFor as never,
  states,
  executors,
  notOffered: {
    'older.load': 'walked by the channel paths (same machine); a conversation loads older pages the same way',
    'list.scroll': 'walked by the channel paths (same machine and list view)',
    'newest.show': 'walked by the channel paths (same machine and list view)',
    'message.remove': 'direct messages are not deleted',
    'message.patch': 'walked by the channel paths (same machine)',
    'thread.catchUp':
      'walked by the thread factory and channel paths (same machine); the conversations paths reconnect this page',
  },
  deferredActors: ['fetchConversations', 'fetchPage', 'fetchMessages', 'sendMessage', 'toggleReaction'],
  render: async (walk) => {
    deferred = walk.deferred!;
    live = fakeLiveStream();
    reads = [];
    const logic = deferredDirectLogic(deferred, (accountId) => reads.push(accountId));
    ({ user } = await renderView(withLive(live, <DirectMessagesAtUrl {...logic} />), {
      url: `/messages/${ADA_ID}`,
    }));
    await act(async () =>
      deferred.settle({ type: 'xstate.done.actor.fetchConversations', output: [member] }),
    );
    await waitFor(() => expect(log()).toBeTruthy());
  },
});

/** Across the room's parts: a message written offline ends in the thread once; a live message reaches it. */
const written = {
  ...directMessage(id(9), 'On my way', 'me', '2026-11-23T09:30:00.000Z'),
  clientId: SENT_CLIENT_ID,
};
roomPathSuite({
  title: 'the /messages/{id} room across its parts (outbox → thread, live → thread)',
  stored: written,
  caughtUp: { messages: [...stored, arriving, written], hasOlder: false, meta: member },
  actorNames: ['fetchConversations', 'fetchPage', 'fetchMessages', 'sendMessage', 'toggleReaction'],
  render: async (roomDeferred) => {
    deferred = roomDeferred;
    live = fakeLiveStream();
    const view = await renderView(
      withLive(live, <DirectMessagesAtUrl {...deferredDirectLogic(deferred)} />),
      {
        url: `/messages/${ADA_ID}`,
      },
    );
    await act(async () =>
      deferred.settle({ type: 'xstate.done.actor.fetchConversations', output: [member] }),
    );
    await act(async () =>
      deferred.settle({
        type: 'xstate.done.actor.fetchMessages',
        output: { messages: stored, hasOlder: false, meta: member },
      }),
    );
    return view.user;
  },
  log,
  textBox: () => screen.getByRole('textbox', { name: `Message ${member.name}` }),
  storedTexts: stored.map((message) => message.text),
  other: { text: arriving.text, push: () => live.push(messagingEvents.dmCreated, arriving) },
  pushOwn: (message) => live.push(messagingEvents.dmCreated, message),
  reconnect: () => live.reconnect(),
});

/**
 * The screen machine's own rules, walked through the view: which child each live event reaches (the list,
 * the open conversation's thread, or neither), what the children report (a message stored, messages
 * seen), the partner of the route, and the DOM work the children ask of the view. The last test fails
 * when the screen machine accepts an event no test here takes.
 */
describe('the /messages/{id} screen machine routes live events and joins its children', () => {
  const taken = new Set<string>();
  const take = (...types: string[]) => {
    for (const type of types) taken.add(type);
  };
  const grace = conversation({ accountId: GRACE_ID, name: 'Grace Mensah', unread: 0, online: false });
  const shownTexts = () =>
    within(log())
      .queryAllByRole('listitem')
      .filter((item) => item.parentElement?.tagName === 'OL')
      .map((item) => item.querySelector('p[class*="text"]')?.textContent);
  const entry = (name: string) =>
    within(screen.getByRole('list', { name: 'Direct Messages' }))
      .getAllByRole('link')
      .find((link) => link.textContent?.startsWith(name))!;
  /** The list is 500 px a message drawn (jsdom lays nothing out). */
  const heightOf = (list: HTMLElement) => 500 * list.querySelectorAll('ol > li').length;

  /** /messages/{Ada} with the list (Ada, Grace) and Ada's first page answered. */
  async function renderScreen() {
    deferred = createDeferredActors([
      'fetchConversations',
      'fetchPage',
      'fetchMessages',
      'sendMessage',
      'toggleReaction',
    ]);
    live = fakeLiveStream();
    reads = [];
    const logic = deferredDirectLogic(deferred, (partnerId) => reads.push(partnerId));
    ({ user } = await renderView(withLive(live, <DirectMessagesAtUrl {...logic} />), {
      url: `/messages/${ADA_ID}`,
    }));
    await act(async () =>
      deferred.settle({ type: 'xstate.done.actor.fetchConversations', output: [member, grace] }),
    );
    const list = log();
    Object.defineProperty(list, 'scrollHeight', { configurable: true, get: () => heightOf(list) });
    Object.defineProperty(list, 'clientHeight', { configurable: true, value: 400 });
    await act(async () =>
      deferred.settle({
        type: 'xstate.done.actor.fetchMessages',
        output: { messages: stored, hasOlder: true, meta: member },
      }),
    );
    await waitFor(() => expect(shownTexts()).toEqual(stored.map((message) => message.text)));
  }

  it('reads the partner’s messages and marks the conversation read once they are seen', async () => {
    await renderScreen();
    expect(deferred.inputs.fetchMessages).toEqual([{ partnerId: ADA_ID }]);
    expect(reads).toEqual([ADA_ID]);
    await waitFor(() => expect(log().scrollTop).toBe(1000));
    take('conversation.seen', 'messages.seen', 'list.toNewest');
  });

  it('a live message of this conversation reaches the thread and the list; another one only the list', async () => {
    await renderScreen();
    await act(async () => live.push(messagingEvents.dmCreated, arriving));
    await act(async () =>
      live.push(messagingEvents.dmCreated, {
        ...directMessage(id(8), 'Done, thanks!', 'them', '2026-11-23T09:20:00.000Z'),
        conversationId: GRACE_ID,
        author: { accountId: GRACE_ID, name: grace.name, colour: grace.colour },
      }),
    );
    expect(shownTexts()).toEqual([...stored, arriving].map((message) => message.text));
    expect(entry(member.name).textContent).toContain(arriving.text);
    expect(within(entry(grace.name)).getByRole('img', { name: '1 unread' })).toBeTruthy();
    take('live.message');
  });

  it('a reaction change of this conversation patches its message; a read elsewhere and presence reach the list', async () => {
    await renderScreen();
    await act(async () =>
      live.push(messagingEvents.reactionChanged, {
        scope: ADA_ID,
        messageId: id(1),
        reactions: [{ emoji: '👍', count: 1, reactedBy: ['Member Example'], mine: false }],
        reactedByIds: { '👍': [READER_ID] },
      }),
    );
    await act(async () =>
      live.push(messagingEvents.reactionChanged, {
        scope: 'channel',
        messageId: id(2),
        reactions: [{ emoji: '🔥', count: 1, reactedBy: ['Ada Obi'], mine: false }],
        reactedByIds: { '🔥': [ADA_ID] },
      }),
    );
    expect(within(log()).getByRole('button', { name: '👍 1 reaction: Member Example (yours)' })).toBeTruthy();
    expect(within(log()).queryAllByRole('button', { name: /^🔥/ })).toEqual([]);
    await act(async () =>
      live.push(messagingEvents.dmCreated, {
        ...directMessage(id(8), 'Done, thanks!', 'them', '2026-11-23T09:20:00.000Z'),
        conversationId: GRACE_ID,
        author: { accountId: GRACE_ID, name: grace.name, colour: grace.colour },
      }),
    );
    // Someone else's read mark changes nothing here; the reader's (another tab) clears the count.
    const read = { conversationId: GRACE_ID, readAt: new Date().toISOString(), unread: 0 };
    await act(async () => live.push(messagingEvents.conversationRead, { ...read, readerId: ADA_ID }));
    expect(within(entry(grace.name)).getByRole('img', { name: '1 unread' })).toBeTruthy();
    await act(async () => live.push(messagingEvents.conversationRead, { ...read, readerId: READER_ID }));
    expect(within(entry(grace.name)).queryByRole('img', { name: /unread$/ })).toBeNull();
    await act(async () => live.push(messagingEvents.presenceChanged, { accountId: GRACE_ID, online: true }));
    expect(entry(grace.name).textContent).toContain('online now');
  });

  it('the partner’s presence in the list is the pane’s: online now shows and goes with it', async () => {
    await renderScreen();
    const pane = () => screen.getByRole('heading', { level: 1 }).closest('section')!;
    expect(within(pane()).getByText('online now')).toBeTruthy();
    await act(async () => live.push(messagingEvents.presenceChanged, { accountId: ADA_ID, online: false }));
    await waitFor(() => expect(within(pane()).queryByText('online now')).toBeNull());
    take('partner.presence');
  });

  it('a reconnect of the stream reads the list and the open conversation again', async () => {
    await renderScreen();
    await act(async () => live.reconnect());
    expect(deferred.inputs.fetchConversations).toHaveLength(2);
    expect(deferred.inputs.fetchMessages).toEqual([{ partnerId: ADA_ID }, { partnerId: ADA_ID }]);
    take('live.reconnected');
  });

  it('a stored send goes to the partner, shows once in the thread and moves up the list; the box keeps the focus', async () => {
    await renderScreen();
    const box = screen.getByRole('textbox', { name: `Message ${member.name}` });
    await user.type(box, 'On my way{Enter}');
    const sent = deferred.inputs.sendMessage?.at(-1) as { clientId: string; partnerId: string };
    expect(sent.partnerId).toBe(ADA_ID);
    const copy = {
      ...directMessage(id(9), 'On my way', 'me', '2026-11-23T09:30:00.000Z'),
      clientId: sent.clientId,
    };
    await act(async () => live.push(messagingEvents.dmCreated, copy));
    await act(async () => deferred.settle({ type: 'xstate.done.actor.sendMessage', output: copy }));
    await waitFor(() => expect(within(log()).queryByText('Sending…')).toBeNull());
    expect(within(log()).getAllByText('On my way')).toHaveLength(1);
    expect(entry(member.name).textContent).toContain('On my way');
    await waitFor(() => expect(document.activeElement).toBe(box));
    take('message.sent', 'input.focus');
  });

  it('a stored reaction patches the message', async () => {
    await renderScreen();
    const first = within(log()).getAllByRole('listitem')[0]!;
    await user.click(within(first).getByRole('button', { name: 'Add reaction' }));
    await user.click(within(first).getByRole('button', { name: 'React with 🔥' }));
    expect(deferred.inputs.toggleReaction).toEqual([{ messageId: id(1), emoji: '🔥', add: true }]);
    await act(async () =>
      deferred.settle({
        type: 'xstate.done.actor.toggleReaction',
        output: [{ emoji: '🔥', count: 1, reactedBy: ['Member Example'], mine: true }],
      }),
    );
    expect(within(first).getByRole('button', { name: '🔥 1 reaction: Member Example (yours)' })).toBeTruthy();
    take('reactions.change');
  });

  it('older messages of the partner added above keep the reader’s place', async () => {
    await renderScreen();
    log().scrollTop = 0;
    fireEvent.scroll(log());
    expect(deferred.inputs.fetchMessages?.at(-1)).toEqual({ before: id(1), partnerId: ADA_ID });
    await act(async () =>
      deferred.settle({
        type: 'xstate.done.actor.fetchMessages',
        output: {
          messages: [directMessage(id(0), 'Hello!', 'them', '2026-11-23T08:00:00.000Z')],
          hasOlder: false,
          meta: member,
        },
      }),
    );
    await waitFor(() => expect(log().scrollTop).toBe(500));
    take('list.keepPlace');
  });

  it('another partner in the route opens that conversation; the list stays as it was', async () => {
    await renderScreen();
    await user.click(entry(grace.name));
    await waitFor(() => expect(deferred.inputs.fetchMessages?.at(-1)).toEqual({ partnerId: GRACE_ID }));
    expect(deferred.inputs.fetchConversations).toHaveLength(1);
    expect(entry(grace.name).getAttribute('aria-current')).toBe('page');
    await act(async () =>
      deferred.settle({
        type: 'xstate.done.actor.fetchMessages',
        output: { messages: [], hasOlder: false, meta: grace },
      }),
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(grace.name);
    expect(reads).toEqual([ADA_ID, GRACE_ID]);
    take('partner.open');
  });

  it('takes every event the screen machine accepts', () => {
    expect(acceptedEventTypes(directMessagesMachine).filter((type) => !taken.has(type))).toEqual([]);
  });

  it('takes the conversation room’s events that only a conversation sends (the rest in hub-channel.test.tsx)', () => {
    expect(['messages.seen', 'partner.presence'].filter((type) => !taken.has(type))).toEqual([]);
  });
});
