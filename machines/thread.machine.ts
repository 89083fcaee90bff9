import { messagingMessages } from '@contracts/messaging';
import { type Text, textsOf } from '@contracts/texts';
import { assertEvent, assign, fromPromise, setup } from 'xstate';

/**
 * A live list of messages, newest at the bottom: the hub channel and a direct conversation. It loads the
 * latest page, older pages when the reader scrolls to the top (a cursor: the oldest id shown), and takes
 * messages, deletions and changes (reactions) as they arrive live. It stays scrolled to the newest message
 * unless the reader scrolled up; then new messages are counted for the 'new messages' pill. After the live
 * stream reconnects (`thread.catchUp`) it reads the latest page again and merges it by id: what was posted,
 * changed or deleted offline shows, the older pages and the reader's place stay.
 */

/** What a message needs to be placed, replaced and removed. */
export interface ThreadItem {
  id: string;
  /** ISO time the server stored it. */
  createdAt: string;
}

/** One page read from the server, oldest first, with what the screen shows beside it (`meta`). */
export interface ThreadPage<Message, Meta> {
  messages: Message[];
  /** Older messages exist before the first one. */
  hasOlder: boolean;
  /** The channel's member count, the conversation's other member. */
  meta: Meta;
}

export interface ThreadContext<Message, Meta> {
  /** The other member of a direct conversation (each page is read for them); the channel has none. */
  partnerId: string | undefined;
  messages: Message[];
  meta: Meta | undefined;
  hasOlder: boolean;
  /** The failure of the first load (the screen's text), or undefined. */
  error: Text | undefined;
  /** The failure of the last older-page load, or undefined. */
  olderError: Text | undefined;
  /** The failure of the last catch-up read (after a reconnect), or undefined. */
  catchUpError: Text | undefined;
  /** The ids shown when a catch-up read started (those it no longer returns were deleted meanwhile). */
  shownAtCatchUp: string[];
  /** The reader is at the newest message (the list follows new ones). */
  following: boolean;
  /** Messages that arrived while the reader was scrolled up. */
  unseen: number;
}

export type ThreadEvent<Message> =
  | { type: 'thread.retry' }
  /** The live stream reconnected: read the latest page again (what happened offline was missed). */
  | { type: 'thread.catchUp' }
  | { type: 'older.load' }
  | { type: 'list.scroll'; atBottom: boolean }
  | { type: 'newest.show' }
  /** A message arrived (live, or the server's copy of one this reader sent: `own`). */
  | { type: 'message.receive'; message: Message; own?: boolean }
  | { type: 'message.remove'; id: string }
  /** Part of a message changed on the server (its reactions). */
  | { type: 'message.patch'; id: string; changes: Partial<Message> };

/** A conversation's thread is started for its other member; the channel's with none. */
export interface ThreadInput {
  partnerId?: string | undefined;
}

/** What a page read asks for: the page before a message id (or the latest), of the conversation's partner. */
export interface PageRequest {
  before?: string | undefined;
  partnerId?: string | undefined;
}

/** The read of a page for this thread's partner, if it has one. */
function pageRequest({ partnerId }: { partnerId: string | undefined }, page: PageRequest): PageRequest {
  return partnerId === undefined ? page : { ...page, partnerId };
}

export interface ThreadOptions {
  id: string;
  /** The screen's texts for a failed first load and a failed older page. */
  errorMessage: (error: unknown) => Text;
}

/** Adds or replaces `message`, keeping the list in the server's order (time, then id). */
export function placeMessage<Message extends ThreadItem>(messages: Message[], message: Message): Message[] {
  const others = messages.filter((item) => item.id !== message.id);
  const at = others.findIndex(
    (item) =>
      item.createdAt > message.createdAt || (item.createdAt === message.createdAt && item.id > message.id),
  );
  return at === -1 ? [...others, message] : [...others.slice(0, at), message, ...others.slice(at)];
}

/** `item` comes before `other` in the server's order (time, then id). */
function isBefore(item: ThreadItem, other: ThreadItem): boolean {
  return item.createdAt < other.createdAt || (item.createdAt === other.createdAt && item.id < other.id);
}

/**
 * The list after reading the latest page again: the page's copies replace the messages it covers, and a
 * message that was shown when the read started (`shownBefore`) and falls in the page's span but is not in
 * it was deleted meanwhile. Older messages (before the page) and ones that arrived live during the read stay.
 * When none of the shown messages is in a page that has older ones, more than a page was missed: the list
 * starts again from the page (older ones load on scroll up).
 */
export function mergeLatest<Message extends ThreadItem>(
  list: { messages: Message[]; hasOlder: boolean },
  page: { messages: Message[]; hasOlder: boolean },
  shownBefore: readonly string[],
): { messages: Message[]; hasOlder: boolean } {
  const known = new Set(shownBefore);
  if (page.hasOlder && !page.messages.some((item) => known.has(item.id)))
    return {
      messages: list.messages.filter((item) => !known.has(item.id)).reduce(placeMessage, page.messages),
      hasOlder: true,
    };
  const first = page.messages[0];
  const covered = (item: Message) => !page.hasOlder || (first !== undefined && !isBefore(item, first));
  const kept = list.messages.filter((item) => !(known.has(item.id) && covered(item)));
  return { messages: page.messages.reduce(placeMessage, kept), hasOlder: page.hasOlder && list.hasOlder };
}

/** Builds the thread machine of one screen; the app provides `fetchMessages({ before? })`. */
export function createThreadMachine<Message extends ThreadItem, Meta>({ id, errorMessage }: ThreadOptions) {
  return setup({
    types: {
      context: {} as ThreadContext<Message, Meta>,
      events: {} as ThreadEvent<Message>,
    },
    actors: {
      /** The latest page (no `before`) or the page before a message id. */
      fetchMessages: fromPromise<ThreadPage<Message, Meta>, PageRequest>(async () => {
        throw new Error('fetchMessages is provided by the app');
      }),
    },
    guards: {
      hasOlder: ({ context }) => context.hasOlder,
      isFollowingReader: ({ context }) => context.following,
      isFollowing: ({ context, event }) => {
        assertEvent(event, 'message.receive');
        return context.following || event.own === true;
      },
    },
    actions: {
      /** Keeps what arrived live while the page loaded (the page may or may not hold it). */
      assignLatest: assign(({ context }, page: ThreadPage<Message, Meta>) => ({
        messages: context.messages.reduce(placeMessage, page.messages),
        meta: page.meta,
        hasOlder: page.hasOlder,
        error: undefined,
      })),
      prependOlder: assign(({ context }, page: ThreadPage<Message, Meta>) => ({
        messages: page.messages.reduce(placeMessage, context.messages),
        meta: page.meta,
        hasOlder: page.hasOlder,
        olderError: undefined,
      })),
      /** Merges the latest page read after a reconnect; `countNew` counts for the pill what was not shown. */
      assignCaughtUp: assign(
        ({ context }, { page, countNew }: { page: ThreadPage<Message, Meta>; countNew: boolean }) => {
          const shown = new Set(context.messages.map((item) => item.id));
          const added = page.messages.filter((item) => !shown.has(item.id)).length;
          return {
            ...mergeLatest(context, page, context.shownAtCatchUp),
            meta: page.meta,
            unseen: countNew ? context.unseen + added : context.unseen,
            catchUpError: undefined,
            shownAtCatchUp: [],
          };
        },
      ),
      rememberShown: assign({
        shownAtCatchUp: ({ context }) => context.messages.map((item) => item.id),
        catchUpError: undefined,
        olderError: undefined,
      }),
      assignCatchUpError: assign({
        catchUpError: (_, { error }: { error: unknown }) => errorMessage(error),
        shownAtCatchUp: [],
      }),
      assignError: assign({ error: (_, { error }: { error: unknown }) => errorMessage(error) }),
      assignOlderError: assign({ olderError: (_, { error }: { error: unknown }) => errorMessage(error) }),
      clearOlderError: assign({ olderError: undefined }),
      placeReceived: assign({
        messages: ({ context, event }) => {
          assertEvent(event, 'message.receive');
          return placeMessage(context.messages, event.message);
        },
      }),
      countUnseen: assign({
        unseen: ({ context, event }) => {
          assertEvent(event, 'message.receive');
          const known = context.messages.some((item) => item.id === event.message.id);
          return known ? context.unseen : context.unseen + 1;
        },
      }),
      follow: assign({ following: true, unseen: 0 }),
      assignScroll: assign(({ context, event }) => {
        assertEvent(event, 'list.scroll');
        return { following: event.atBottom, unseen: event.atBottom ? 0 : context.unseen };
      }),
      removeMessage: assign({
        messages: ({ context, event }) => {
          assertEvent(event, 'message.remove');
          return context.messages.filter((item) => item.id !== event.id);
        },
      }),
      patchMessage: assign({
        messages: ({ context, event }) => {
          assertEvent(event, 'message.patch');
          return context.messages.map((item) =>
            item.id === event.id ? { ...item, ...event.changes } : item,
          );
        },
      }),
      /** Provided by the view: scrolls the list to its newest message (after React has drawn it). */
      scrollToNewest: () => {},
      /** Provided by the view: keeps the reader's place while older messages are added above. */
      keepScrollPosition: () => {},
      /** Provided by a conversation: what the member has now seen is marked read. */
      markRead: () => {},
    },
  }).createMachine({
    id,
    description: 'A live message list: latest page, older pages on scroll up, live changes.',
    context: ({ input }) => ({
      // Optional (the channel's thread starts without one), so the input is not a declared type.
      partnerId: (input as ThreadInput | undefined)?.partnerId,
      messages: [],
      meta: undefined,
      hasOlder: false,
      error: undefined,
      olderError: undefined,
      catchUpError: undefined,
      shownAtCatchUp: [],
      following: true,
      unseen: 0,
    }),
    on: {
      'message.remove': { actions: 'removeMessage' },
      'message.patch': { actions: 'patchMessage' },
    },
    initial: 'loading',
    states: {
      loading: {
        description: 'The latest messages are being read.',
        tags: ['busy'],
        invoke: {
          id: 'fetchMessages',
          src: 'fetchMessages',
          input: ({ context }) => pageRequest(context, {}),
          onDone: {
            target: 'ready',
            actions: [
              { type: 'assignLatest', params: ({ event }) => event.output },
              'scrollToNewest',
              'markRead',
            ],
          },
          onError: {
            target: 'failed',
            actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
          },
        },
        on: {
          'message.receive': { actions: 'placeReceived' },
          // The read in flight may have been answered before the drop ended: read again.
          'thread.catchUp': { target: 'loading', reenter: true },
        },
      },
      failed: {
        description: 'The first load failed: its message and Retry show.',
        on: { 'thread.retry': { target: 'loading' }, 'thread.catchUp': { target: 'loading' } },
      },
      ready: {
        description: 'The messages show; live ones are added as they come.',
        on: {
          'message.receive': [
            { guard: 'isFollowing', actions: ['placeReceived', 'follow', 'scrollToNewest', 'markRead'] },
            { actions: ['countUnseen', 'placeReceived'] },
          ],
          'list.scroll': { actions: 'assignScroll' },
          'newest.show': { actions: ['follow', 'scrollToNewest', 'markRead'] },
          // A reconnect (also while an older page loads: that read is dropped, scrolling up asks again).
          'thread.catchUp': { target: '.catchingUp' },
        },
        initial: 'idle',
        states: {
          idle: {
            description: 'Scrolling to the top loads older messages, if there are any.',
            on: { 'older.load': { guard: 'hasOlder', target: 'loadingOlder' } },
          },
          loadingOlder: {
            description: 'An older page is being read (shown above the list).',
            tags: ['loadingOlder'],
            invoke: {
              id: 'fetchMessages',
              src: 'fetchMessages',
              input: ({ context }) => pageRequest(context, { before: context.messages[0]?.id }),
              onDone: {
                target: 'idle',
                actions: [
                  'keepScrollPosition',
                  { type: 'prependOlder', params: ({ event }) => event.output },
                ],
              },
              onError: {
                target: 'olderFailed',
                actions: { type: 'assignOlderError', params: ({ event }) => ({ error: event.error }) },
              },
            },
          },
          olderFailed: {
            description: 'An older page failed: its message and a retry button show above the list.',
            on: { 'older.load': { target: 'loadingOlder', actions: 'clearOlderError' } },
          },
          catchingUp: {
            description:
              'After a reconnect the latest page is read again (the list stays as it is meanwhile).',
            tags: ['catchingUp'],
            entry: 'rememberShown',
            invoke: {
              id: 'fetchMessages',
              src: 'fetchMessages',
              input: ({ context }) => pageRequest(context, {}),
              onDone: [
                {
                  guard: 'isFollowingReader',
                  target: 'idle',
                  actions: [
                    {
                      type: 'assignCaughtUp',
                      params: ({ event }) => ({ page: event.output, countNew: false }),
                    },
                    'scrollToNewest',
                    'markRead',
                  ],
                },
                {
                  target: 'idle',
                  actions: {
                    type: 'assignCaughtUp',
                    params: ({ event }) => ({ page: event.output, countNew: true }),
                  },
                },
              ],
              onError: {
                target: 'catchUpFailed',
                actions: { type: 'assignCatchUpError', params: ({ event }) => ({ error: event.error }) },
              },
            },
          },
          catchUpFailed: {
            description:
              "Catching up failed: its message and 'Try again' show above the list (older pages wait for it).",
          },
        },
      },
    },
  });
}

/** The thread machine for its chart and its model-based paths (each screen builds its own). */
export const threadMachine = createThreadMachine<ThreadItem, unknown>({
  id: 'thread',
  errorMessage: () => textsOf(messagingMessages).fetchFailed,
});
