import type { ShownMessage } from '@machines/conversation-room.machine';
import { createThreadMachine, mergeLatest, type ThreadPage } from '@machines/thread.machine';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useActor } from '@xstate/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import type { EventObject, SnapshotFrom } from 'xstate';
import { useLiveReconnect } from '@/session/live-context';
import { ThreadView, threadControls } from '@/shared/messaging/thread-view';
import { useThreadScroll } from '@/shared/messaging/use-thread-scroll';
import type { DeferredActors } from '../support/deferred-actors';
import { fakeLiveStream, withDeferred, withLive } from '../support/messaging-fixtures';
import type { EventExecutors, StateAssertions } from '../support/model';
import { modelSuite } from '../support/model-suite';
import { renderView } from '../support/render-view';

/**
 * The thread factory (machines/thread.machine.ts) with a minimal configuration: a note has only its id,
 * time, text and client id, the page's meta is nothing, a failure's text is its kind. Rendered with the
 * shared list view (`ThreadView`), the live stream's reconnect standing in for the member shell's.
 */
interface Note {
  id: string;
  createdAt: string;
  text: string;
  clientId: string;
}
type Meta = null;

const notesMachine = createThreadMachine<Note, Meta>({
  id: 'notes',
  errorMessage: (error) => {
    const message = `Failed: ${(error as { kind: string }).kind}`;
    return { id: message, message };
  },
});
type Snap = SnapshotFrom<typeof notesMachine>;
type Payload = EventObject & Record<string, unknown>;

const note = (n: number, text: string): Note => ({
  id: `n${n}`,
  createdAt: `2026-11-23T10:0${n}:00.000Z`,
  text,
  clientId: `c${n}`,
});
const page = (messages: Note[], hasOlder: boolean): ThreadPage<Note, Meta> => ({
  messages,
  hasOlder,
  meta: null,
});

const first = note(1, 'First note');
const second = note(2, 'Second note');
const third = note(3, 'Third note');
const live = note(4, 'Arrived live');
const offline = note(5, 'Posted while offline');
/** The latest page read again after a reconnect: the third note was deleted, a note was posted offline. */
const caughtUp = page([second, offline], true);

const ids = (snapshot: Snap) => snapshot.context.messages.map((item) => item.id).join(',');

/**
 * The first load (stored, failed, retried, a reconnect during either), an older page (stored, failed,
 * retried), scrolling away and back, a live note (followed, or counted for the pill), a deletion and a
 * change, and catching up after a reconnect: while following or scrolled up, with a note arriving live
 * during the read, from an older page's load, and a failed catch-up tried again.
 */
function eventsFor(snapshot: Snap): Payload[] {
  const { context } = snapshot;
  const failure = { kind: 'network' };
  if (snapshot.matches('loading'))
    return [
      { type: 'xstate.done.actor.fetchMessages', output: page([second, third], true) },
      { type: 'xstate.error.actor.fetchMessages', error: failure },
    ];
  if (snapshot.matches('failed')) return [{ type: 'thread.retry' }, { type: 'thread.catchUp' }];
  if (snapshot.matches({ ready: 'loadingOlder' }))
    return [
      { type: 'xstate.done.actor.fetchMessages', output: page([first], false) },
      { type: 'xstate.error.actor.fetchMessages', error: failure },
      { type: 'thread.catchUp' },
    ];
  if (snapshot.matches({ ready: 'olderFailed' })) return [{ type: 'older.load' }];
  if (snapshot.matches({ ready: 'catchingUp' }))
    return [
      { type: 'xstate.done.actor.fetchMessages', output: caughtUp },
      { type: 'xstate.error.actor.fetchMessages', error: failure },
      ...(ids(snapshot) === 'n2,n3' ? [{ type: 'message.receive', message: live }] : []),
    ];
  if (snapshot.matches({ ready: 'catchUpFailed' }))
    return [{ type: 'thread.catchUp' }, { type: 'older.load' }];
  const shown = ids(snapshot);
  if (shown === 'n2,n3' && context.messages[1]!.text === third.text)
    return [
      ...(context.following ? [{ type: 'older.load' }] : []),
      { type: 'list.scroll', atBottom: !context.following },
      { type: 'message.receive', message: live },
      { type: 'thread.catchUp' },
      ...(context.following
        ? [
            { type: 'message.remove', id: third.id },
            { type: 'message.patch', id: third.id, changes: { text: 'Third note, edited' } },
          ]
        : []),
    ];
  if (shown === 'n2,n3,n4' && !context.following) return [{ type: 'newest.show' }];
  return [];
}

const log = () => screen.getByRole('log', { name: 'Notes' });
let deferred: DeferredActors;
let stream: ReturnType<typeof fakeLiveStream>;
let sendToThread: (event: Payload) => void;
let current: Snap;
let user: Awaited<ReturnType<typeof renderView>>['user'];

/** The list view of the factory's machine, caught up when the live stream reconnects. */
function NotesThread({ logic }: { logic: typeof notesMachine }) {
  const listRef = useRef<HTMLDivElement>(null);
  const scroll = useThreadScroll(listRef);
  const [snapshot, send] = useActor(logic.provide({ actions: scroll.actions }));
  current = snapshot;
  sendToThread = send as never;
  useLiveReconnect(() => send({ type: 'thread.catchUp' }));
  return (
    <ThreadView
      label="Notes"
      listRef={listRef}
      {...threadControls(snapshot, send, scroll.positionOf, [])}
      messages={snapshot.context.messages.map(shownNote)}
      emptyText="No notes yet."
      renderMessage={(message) => <li key={message.id}>{message.text}</li>}
    />
  );
}

/** A note as the list shows a message: one author, nothing but its text. */
function shownNote(item: Note): ShownMessage {
  const author = { accountId: 'writer', name: 'Writer', colour: '#05274C' };
  return { ...item, author, imageUrl: null, replyTo: null, reactions: [], mine: false };
}

function expectShown(snapshot: Snap) {
  const { context } = snapshot;
  const texts = within(log())
    .queryAllByRole('listitem')
    .map((item) => item.textContent);
  expect(texts).toEqual(context.messages.map((item) => item.text));
  const pill = screen.queryByRole('button', { name: /new note|new message/ });
  expect(pill?.textContent ?? null).toBe(
    !context.following && context.unseen > 0
      ? `${context.unseen} new message${context.unseen === 1 ? '' : 's'} ↓`
      : null,
  );
}

/** What a catch-up leaves: the deleted note gone, the offline one shown, older and live ones kept. */
function expectCaughtUp(snapshot: Snap) {
  const shown = ids(snapshot);
  if (!shown.includes('n5')) return;
  expect(shown).not.toContain('n3');
  expect(shown.startsWith('n1,n2') || shown.startsWith('n2')).toBe(true);
  // A reader scrolled up is told of the note posted offline by the pill (checked in expectShown).
  if (!snapshot.context.following) expect(snapshot.context.unseen).toBeGreaterThan(0);
}

const states: StateAssertions = {
  loading: () => expect(within(log()).getByRole('status').textContent).toBe('Loading messages…'),
  failed: (snapshot) => {
    expect(within(log()).getByRole('alert').textContent).toBe((snapshot as Snap).context.error?.message);
    expect(within(log()).getByRole('button', { name: 'Try again' })).toBeTruthy();
  },
  'ready.idle': (snapshot) => {
    expectShown(snapshot as Snap);
    expectCaughtUp(snapshot as Snap);
    expect(within(log()).queryByRole('alert')).toBeNull();
    const older = within(log()).queryByRole('button', { name: 'Load older messages' });
    expect(older !== null).toBe((snapshot as Snap).context.hasOlder);
  },
  'ready.loadingOlder': (snapshot) => {
    expectShown(snapshot as Snap);
    expect(within(log()).getByRole('status').textContent).toBe('Loading older messages…');
    expect(deferred.inputs.fetchMessages?.at(-1)).toEqual({
      before: (snapshot as Snap).context.messages[0]?.id,
    });
  },
  'ready.olderFailed': (snapshot) => {
    expectShown(snapshot as Snap);
    expect(within(log()).getByRole('alert').textContent).toBe('Failed: network');
  },
  'ready.catchingUp': (snapshot) => {
    // The list stays as it is while the latest page is read again (no `before`: the newest).
    expectShown(snapshot as Snap);
    expect(within(log()).queryByRole('alert')).toBeNull();
    expect(deferred.inputs.fetchMessages?.at(-1)).toEqual({});
  },
  'ready.catchUpFailed': (snapshot) => {
    expectShown(snapshot as Snap);
    expect(within(log()).getByRole('alert').textContent).toBe(
      (snapshot as Snap).context.catchUpError?.message,
    );
    expect(within(log()).getByRole('button', { name: 'Try again' })).toBeTruthy();
    // Older pages wait until the thread has caught up.
    expect(within(log()).queryByRole('button', { name: 'Load older messages' })).toBeNull();
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

const tryAgain = () => user.click(within(log()).getByRole('button', { name: 'Try again' }));

const executors: EventExecutors = {
  'thread.retry': tryAgain,
  'thread.catchUp': () =>
    current.matches({ ready: 'catchUpFailed' }) ? tryAgain() : act(async () => stream.reconnect()),
  'older.load': () =>
    current.matches({ ready: 'olderFailed' })
      ? tryAgain()
      : user.click(within(log()).getByRole('button', { name: 'Load older messages' })),
  'list.scroll': (event) => scrollList((event as Payload & { atBottom: boolean }).atBottom ? 0 : 600),
  'newest.show': () => user.click(screen.getByRole('button', { name: /new message/ })),
  // Live events reach the machine from the page's live listener; here the test is that listener.
  'message.receive': (event) => act(async () => sendToThread(event as Payload)),
  'message.remove': (event) => act(async () => sendToThread(event as Payload)),
  'message.patch': (event) => act(async () => sendToThread(event as Payload)),
};

modelSuite(notesMachine, {
  title: 'thread factory (createThreadMachine), minimal configuration',
  eventsFor: eventsFor as never,
  states,
  executors,
  deferredActors: ['fetchMessages'],
  render: async (walk) => {
    deferred = walk.deferred!;
    stream = fakeLiveStream();
    ({ user } = await renderView(
      withLive(stream, <NotesThread logic={withDeferred(notesMachine, deferred)} />),
    ));
  },
});

describe('mergeLatest: the latest page read again after a reconnect', () => {
  const textsOf = (merged: { messages: Note[] }) => merged.messages.map((item) => item.text);

  it('replaces what the page covers, drops what it no longer has, keeps older notes and live arrivals', () => {
    const edited = { ...second, text: 'Second note, edited' };
    const list = { messages: [first, second, third, live], hasOlder: false };
    const merged = mergeLatest(list, page([edited, offline], true), ['n1', 'n2', 'n3']);
    expect(textsOf(merged)).toEqual(['First note', 'Second note, edited', 'Arrived live', offline.text]);
    expect(merged.hasOlder).toBe(false);
  });

  it('a page holding every note (no older ones) also drops a deleted first note', () => {
    const merged = mergeLatest({ messages: [first, second], hasOlder: false }, page([second], false), [
      'n1',
      'n2',
    ]);
    expect(textsOf(merged)).toEqual(['Second note']);
  });

  it('starts again from the page when more than a page was missed (no shown note in it)', () => {
    const list = { messages: [first, second, live], hasOlder: false };
    const merged = mergeLatest(list, page([offline], true), ['n1', 'n2']);
    expect(textsOf(merged)).toEqual(['Arrived live', offline.text]);
    expect(merged.hasOlder).toBe(true);
  });
});
