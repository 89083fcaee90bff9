import { type Conversation, type DirectMessage, messagingEvents } from '@contracts/messaging';
import { conversationsMachine, matchingConversations } from '@machines/conversations.machine';
import { act, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { EventObject, SnapshotFrom } from 'xstate';
import { directMessagesMessages } from '../fixtures/spec-messages';
import type { DeferredActors } from '../support/deferred-actors';
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
import { modelSuite } from '../support/model-suite';
import { renderView } from '../support/render-view';

type Snap = SnapshotFrom<typeof conversationsMachine>;
type Payload = EventObject & Record<string, unknown>;

const ada = conversation();
const grace = conversation({
  accountId: GRACE_ID,
  name: 'Grace Mensah',
  colour: '#1f5c7a',
  lastMessage: 'Could you review the pitch deck before the demo on Friday?',
  lastMessageAt: '2026-11-20T09:00:00.000Z',
  unread: 0,
  online: false,
});
const fromGrace: DirectMessage = {
  ...directMessage('30000000-0000-4000-8000-000000000001', 'Done, thanks!', 'them', new Date().toISOString()),
  conversationId: GRACE_ID,
  author: { accountId: GRACE_ID, name: grace.name, colour: grace.colour },
};

/** The list read again after a reconnect: Grace wrote while the tab was offline. */
const graceOffline = { ...grace, lastMessage: 'Sent while you were offline', unread: 1 };

/**
 * The list loads (two conversations, none, or a failure and a retry); the member searches (a name, a
 * word of a last message, nothing matching, cleared), opens the other conversation, and live events
 * arrive: a message from Grace, the member reading Ada's conversation in another tab, Grace coming online.
 */
function eventsFor(snapshot: Snap): Payload[] {
  const { context } = snapshot;
  if (snapshot.matches('loading'))
    return [
      { type: 'xstate.done.actor.fetchConversations', output: [ada, grace] },
      { type: 'xstate.done.actor.fetchConversations', output: [] },
      { type: 'xstate.error.actor.fetchConversations', error: { kind: 'network' } },
    ];
  if (snapshot.matches('failed')) return [{ type: 'conversations.retry' }, { type: 'conversations.refresh' }];
  if (snapshot.matches({ loaded: 'refreshing' }))
    return [
      { type: 'xstate.done.actor.fetchConversations', output: [ada, graceOffline] },
      { type: 'xstate.error.actor.fetchConversations', error: { kind: 'network' } },
    ];
  if (context.conversations.length === 0) return [];
  if (context.conversations.some((item) => item.lastMessage === graceOffline.lastMessage)) return [];
  const events: Payload[] = [];
  if (context.query === '')
    events.push(
      { type: 'search.change', query: 'grace' },
      { type: 'search.change', query: 'pitch' },
      { type: 'search.change', query: 'zzz' },
    );
  else events.push({ type: 'search.change', query: '' });
  if (context.query !== '') return events;
  const current = (id: string) => context.conversations.find((item) => item.accountId === id)!;
  if (context.openId === ADA_ID && current(GRACE_ID).unread === 0)
    events.push({ type: 'conversation.open', accountId: GRACE_ID });
  if (context.openId === ADA_ID && current(GRACE_ID).lastMessage !== fromGrace.text)
    events.push({ type: 'message.receive', message: fromGrace });
  if (current(GRACE_ID).unread > 0 && context.openId === ADA_ID)
    events.push({ type: 'conversation.read', accountId: GRACE_ID });
  if (!current(GRACE_ID).online) events.push({ type: 'presence.change', accountId: GRACE_ID, online: true });
  const asLoaded = current(GRACE_ID).lastMessage === grace.lastMessage && !current(GRACE_ID).online;
  if (asLoaded && current(GRACE_ID).unread === 0) events.push({ type: 'conversations.refresh' });
  return events;
}

const list = () => screen.getByRole('list', { name: 'Direct Messages' });
let deferred: DeferredActors;
let live: ReturnType<typeof fakeLiveStream>;

function expectEntry(entry: HTMLElement, item: Conversation) {
  const text = entry.textContent ?? '';
  expect(text.startsWith(item.name)).toBe(true);
  const preview =
    [...item.lastMessage].length > 35
      ? `${[...item.lastMessage].slice(0, 35).join('')}...`
      : item.lastMessage;
  expect(text).toContain(preview);
  expect(text.includes('online now')).toBe(item.online);
  const badge = within(entry).queryByRole('img', { name: /unread$/ });
  expect(badge?.getAttribute('aria-label') ?? null).toBe(item.unread > 0 ? `${item.unread} unread` : null);
}

const states: StateAssertions = {
  loading: () => expect(screen.getByText('Loading conversations…')).toBeTruthy(),
  failed: () => {
    const aside = screen.getByRole('complementary', { name: 'Conversations' });
    expect(within(aside).getByRole('alert').textContent).toBe('Network error. Please check your connection.');
  },
  'loaded.shown': (snapshot) => expectList(snapshot as Snap),
  'loaded.refreshing': (snapshot) => {
    // The list read before the drop stays while it is read again.
    expectList(snapshot as Snap);
    expect(deferred.inputs.fetchConversations?.length).toBeGreaterThan(1);
  },
};

function expectList(snapshot: Snap) {
  const { context } = snapshot;
  const aside = screen.getByRole('complementary', { name: 'Conversations' });
  expect(within(aside).getByRole('heading', { level: 2 }).textContent).toBe('Hub Collaboration');
  expect(within(aside).getByRole('heading', { level: 3 }).textContent).toBe(
    `Direct Messages${context.conversations.length}`,
  );
  const shown = matchingConversations(context);
  const entries = within(list()).queryAllByRole('link');
  expect(entries).toHaveLength(shown.length);
  for (const [index, item] of shown.entries()) expectEntry(entries[index]!, item);
  if (context.conversations.length === 0)
    expect(within(aside).getByText('No conversations yet.')).toBeTruthy();
  if (context.conversations.length > 0 && shown.length === 0)
    expect(within(aside).getByText('No conversations match.')).toBeTruthy();
  // The open conversation is the current page and is marked read on the server.
  const open = entries.find((entry) => entry.getAttribute('aria-current') === 'page');
  if (shown.some((item) => item.accountId === context.openId))
    expect(open?.textContent?.startsWith(shown.find((item) => item.accountId === context.openId)!.name)).toBe(
      true,
    );
}

let user: Awaited<ReturnType<typeof renderView>>['user'];
const executors: EventExecutors = {
  'conversations.retry': () => user.click(screen.getByRole('button', { name: 'Try again' })),
  'search.change': async (event) => {
    const box = screen.getByRole('textbox', { name: 'Search conversations' });
    await user.clear(box);
    const { query } = event as Payload & { query: string };
    if (query) await user.type(box, query);
  },
  'conversation.open': async (event) => {
    const id = (event as Payload & { accountId: string }).accountId;
    await user.click(
      within(list())
        .getAllByRole('link')
        .find((link) => link.getAttribute('href') === `/messages/${id}`)!,
    );
  },
  'message.receive': (event) => act(() => live.push(messagingEvents.dmCreated, (event as Payload).message)),
  'conversation.read': (event) =>
    act(() =>
      live.push(messagingEvents.conversationRead, {
        readerId: READER_ID,
        conversationId: (event as Payload).accountId,
        readAt: new Date().toISOString(),
        unread: 0,
      }),
    ),
  // The live stream opened again after a drop.
  'conversations.refresh': () => act(() => live.reconnect()),
  'presence.change': (event) =>
    act(() =>
      live.push(messagingEvents.presenceChanged, { accountId: (event as Payload).accountId, online: true }),
    ),
};

modelSuite(conversationsMachine, {
  title: 'conversations machine (/messages/{id}: the list)',
  input: { openId: ADA_ID },
  eventsFor: eventsFor as never,
  states,
  executors,
  deferredActors: ['fetchConversations', 'fetchPage', 'fetchMessages', 'sendMessage', 'toggleReaction'],
  render: async (walk) => {
    deferred = walk.deferred!;
    live = fakeLiveStream();
    const logic = deferredDirectLogic(deferred);
    ({ user } = await renderView(withLive(live, <DirectMessagesAtUrl {...logic} />), {
      url: `/messages/${ADA_ID}`,
    }));
  },
  afterWalk: ({ path }) => {
    const openedGrace = path.steps.some((step) => step.event.type === 'conversation.open');
    // A reconnect also reads the open conversation again.
    const reconnects = path.steps.filter((step) => step.event.type === 'conversations.refresh').length;
    expect(deferred.inputs.fetchMessages?.length).toBe(1 + (openedGrace ? 1 : 0) + reconnects);
  },
  messages: { catalogue: directMessagesMessages },
});
