import { type DirectMessage, messagingEvents } from '@contracts/messaging';
import { act, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { EventObject, SnapshotFrom } from 'xstate';
import { conversationThreadMachine } from '@/features/messaging/conversation.logic';
import type { DeferredActors } from '../support/deferred-actors';
import {
  ADA_ID,
  conversation,
  DirectMessagesAtUrl,
  deferredDirectLogic,
  directMessage,
  fakeLiveStream,
  withLive,
} from '../support/messaging-fixtures';
import type { EventExecutors, StateAssertions } from '../support/model';
import { modelSuite } from '../support/model-suite';
import { renderView } from '../support/render-view';

type Snap = SnapshotFrom<typeof conversationThreadMachine>;
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
    expect(within(log()).getByRole('alert').textContent).toBe((snapshot as Snap).context.error);
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
    expect(texts).toEqual(context.messages.map((message: DirectMessage) => message.text));
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

modelSuite(conversationThreadMachine, {
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
    ({ user } = await renderView(withLive(live, <DirectMessagesAtUrl logic={logic} />), {
      url: `/messages/${ADA_ID}`,
    }));
    await act(async () =>
      deferred.settle({ type: 'xstate.done.actor.fetchConversations', output: [member] }),
    );
    await waitFor(() => expect(log()).toBeTruthy());
  },
});
