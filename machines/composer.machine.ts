import { isApiFailure } from '@contracts/api-failure';
import { commonFailureTexts, failureText } from '@contracts/failure-message';
import { defineTexts, type Text, textsOf } from '@contracts/texts';
import { type ChosenImage, imageProblem } from '@contracts/uploads';
import {
  assertEvent,
  assign,
  type CallbackActorLogic,
  type EventObject,
  fromCallback,
  fromPromise,
  type PromiseActorLogic,
  setup,
} from 'xstate';

/** What one send carries: the text, the image if one is attached, the message it replies to. */
export interface OutgoingMessage {
  /** The account that wrote it: it is sent only under that account's session, whoever is signed in later. */
  author: string;
  /** Chosen by the client and kept across retries, so a resend never stores the message twice. */
  clientId: string;
  text: string;
  image?: ChosenImage | undefined;
  replyToId?: string | undefined;
  /** The other member of a direct conversation (the channel's messages have none). */
  partnerId?: string | undefined;
}

/** A message the member sent that the server has not stored yet (shown at once, optimistically). */
export interface OutboxItem extends OutgoingMessage {
  /**
   * 'sending' while on its way; 'queued' behind it, or, while the composer is `waiting`, until the
   * connection returns; 'failed' when the server refused it (Retry or Discard).
   */
  status: 'sending' | 'queued' | 'failed';
  /** When it was written (ISO), shown as its time until the server's copy replaces it. */
  writtenAt: string;
}

/** What the device keeps of a waiting message (the conversation is the key it is kept under). */
export type WrittenMessage = Pick<OutboxItem, 'clientId' | 'text' | 'image' | 'replyToId' | 'writtenAt'>;

/** Which outbox: the author's, of the channel (no partner) or of the conversation with `partnerId`. */
export interface OutboxPlace {
  author: string;
  partnerId: string | undefined;
}

/**
 * The composer's device: its outbox kept where a reload finds it, and the connection's return. The app
 * provides the real one (src/shared/messaging/kept-outbox.ts); without it nothing is kept.
 */
export interface ComposerDevice {
  /** The conversation's waiting messages, oldest first. */
  restoreOutbox: PromiseActorLogic<WrittenMessage[], OutboxPlace>;
  /** Sends `connection.back` when the browser is online again. */
  watchConnection: CallbackActorLogic<EventObject, Record<string, never>>;
  /** A message was written: it waits on the device until the server stores it. */
  keepMessage: (place: OutboxPlace & { message: WrittenMessage }) => void;
  /** The server stored the message, or the member discarded it. */
  forgetMessage: (place: OutboxPlace & { clientId: string }) => void;
}

/** The message being answered (reply quotes it). */
export interface QuotedMessage {
  id: string;
  name: string;
  text: string;
}

export interface ComposerContext {
  text: string;
  image: ChosenImage | undefined;
  imageError: string | undefined;
  replyTo: QuotedMessage | undefined;
  outbox: OutboxItem[];
  /** Why the first message of the outbox was not sent (the server's message for a 429). */
  error: Text | string | undefined;
  /** Makes client ids unique within the page: `${clientPrefix}-${sequence}`. */
  clientPrefix: string;
  sequence: number;
  /** Whom the messages go to in a direct conversation; undefined in the channel. */
  partnerId: string | undefined;
  /** The account that writes here (this tab's, at the page's start); null when nobody is signed in. */
  author: string | null;
}

export interface ComposerInput {
  /** A random prefix per page (tests pass a fixed one). */
  clientPrefix: string;
  /** The other member of a direct conversation. */
  partnerId?: string | undefined;
  /** The account that writes: its messages are kept under it and sent only as it. */
  author: string | null;
}

export type ComposerEvent =
  | { type: 'text.change'; value: string }
  | { type: 'emoji.insert'; emoji: string }
  | { type: 'image.choose'; file: ChosenImage }
  | { type: 'image.clear' }
  | { type: 'reply.start'; message: QuotedMessage }
  | { type: 'reply.cancel' }
  | { type: 'message.send' }
  | { type: 'message.retry' }
  | { type: 'message.discard' }
  /** The connection is back (the browser's `online`, or the live stream reconnected): waiting messages go. */
  | { type: 'connection.back' };

export const composerMessages = defineTexts('composer', {
  sendFailed: 'Your message was not sent.',
  network: commonFailureTexts.network,
});

const head = (context: ComposerContext) => context.outbox[0];

/** What the device keeps of an outbox item. */
const writtenOf = ({ clientId, text, image, replyToId, writtenAt }: OutboxItem): WrittenMessage => ({
  clientId,
  text,
  image,
  replyToId,
  writtenAt,
});

/** Keeping the message just written on the device (the last of the outbox), under its author. */
const keepLastWritten = {
  type: 'keepMessage',
  params: ({ context }: { context: ComposerContext }) => {
    const written = context.outbox.at(-1)!;
    return { author: written.author, partnerId: context.partnerId, message: writtenOf(written) };
  },
} as const;

/**
 * A message written: it joins the outbox and waits on the device. While the composer is busy (restoring,
 * sending, waiting, failed) that is all; when idle it also goes to `next` to be sent.
 */
const writeMessage = {
  guard: 'canSend',
  actions: ['enqueue', keepLastWritten, 'focusInput'],
} as const;

/** Forgetting the first message of the outbox on the device (stored, or discarded). */
const forgetHead = {
  type: 'forgetMessage',
  params: ({ context }: { context: ComposerContext }) => ({
    author: head(context)!.author,
    partnerId: context.partnerId,
    clientId: head(context)!.clientId,
  }),
} as const;

/**
 * The message composer of the hub channel and of a direct conversation. Sending needs non-blank text; the
 * message shows at once in the outbox and the input clears; messages go to the server one after
 * another in the order written. Every message written waits on the device (`keepMessage`) until the server
 * stores it or the member discards it (`forgetMessage`), and opening the conversation again restores them
 * first (`restoreOutbox`), before anything written meanwhile. A send that fails for lack of network waits
 * (`waiting`) and goes again when the connection returns (`connection.back`); a refused send (429 with the
 * server's message, another error) stays until the member retries it or discards it. A message keeps its
 * client id through every resend and reload, so the server never stores it twice. Every message carries its
 * author, the account signed in when it was written: it is kept under that account and sent only with that
 * account's session. When a send finds another account's session stored, or none (a logout or another
 * sign-in, maybe in another tab), nothing more is sent (`authorSignedOut`).
 */
export const composerMachine = setup({
  types: {
    context: {} as ComposerContext,
    events: {} as ComposerEvent,
    input: {} as ComposerInput,
  },
  actors: {
    /** Stores the message; resolves with whatever the screen's list adds (the server's copy). */
    sendMessage: fromPromise<unknown, OutgoingMessage>(async () => {
      throw new Error('sendMessage is provided by the app');
    }),
    /** The conversation's waiting messages kept on the device (none unless the app provides its device). */
    restoreOutbox: fromPromise<WrittenMessage[], OutboxPlace>(async () => []),
    /** Sends `connection.back` when the connection returns (the app provides the browser's `online`). */
    watchConnection: fromCallback<EventObject, Record<string, never>>(() => {}),
  },
  guards: {
    canSend: ({ context }) => context.author !== null && context.text.trim() !== '',
    hasQueued: ({ context }) => context.outbox.length > 0,
    /** No answer came at all: the message waits for the connection (a timeout or a refusal does not). */
    isNetworkFailure: (_, { error }: { error: unknown }) => isApiFailure(error) && error.kind === 'network',
    /** The author's session is not the one stored any more: the send was refused before it left. */
    isAuthorSignedOut: (_, { error }: { error: unknown }) =>
      isApiFailure(error) && error.kind === 'signed-out',
  },
  actions: {
    assignText: assign({
      text: ({ event }) => {
        assertEvent(event, 'text.change');
        return event.value;
      },
    }),
    appendEmoji: assign({
      text: ({ context, event }) => {
        assertEvent(event, 'emoji.insert');
        return context.text + event.emoji;
      },
    }),
    assignImage: assign(({ event }) => {
      assertEvent(event, 'image.choose');
      const problem = imageProblem(event.file);
      return { image: problem ? undefined : event.file, imageError: problem };
    }),
    clearImage: assign({ image: undefined, imageError: undefined }),
    assignReply: assign({
      replyTo: ({ event }) => {
        assertEvent(event, 'reply.start');
        return event.message;
      },
    }),
    clearReply: assign({ replyTo: undefined }),
    /** Queues what was written and clears the input, the image and the quote. */
    enqueue: assign(({ context }) => ({
      outbox: [
        ...context.outbox,
        {
          // canSend holds while anything is written, so there is an author.
          author: context.author!,
          clientId: `${context.clientPrefix}-${context.sequence + 1}`,
          text: context.text.trim(),
          image: context.image,
          replyToId: context.replyTo?.id,
          status: 'queued' as const,
          writtenAt: new Date().toISOString(),
        },
      ],
      sequence: context.sequence + 1,
      text: '',
      image: undefined,
      imageError: undefined,
      replyTo: undefined,
    })),
    markHeadSending: assign({
      outbox: ({ context }) =>
        context.outbox.map((item, index) => (index === 0 ? { ...item, status: 'sending' as const } : item)),
      error: undefined,
    }),
    /** The restored messages were written before anything written since the conversation opened. */
    assignRestored: assign(({ context }, { messages }: { messages: WrittenMessage[] }) => {
      const known = new Set(context.outbox.map((item) => item.clientId));
      // Restored from the author's own outbox (the composer reads no other).
      const restored = messages
        .filter((message) => !known.has(message.clientId))
        .map((message) => ({ ...message, author: context.author!, status: 'queued' as const }));
      return { outbox: [...restored, ...context.outbox] };
    }),
    /** No network: every message of the outbox waits for the connection. */
    markWaiting: assign({
      outbox: ({ context }) => context.outbox.map((item) => ({ ...item, status: 'queued' as const })),
      error: undefined,
    }),
    /** The author is signed out here: none of the outbox goes ('Not sent'), none is retried from this page. */
    markNotSent: assign({
      outbox: ({ context }) => context.outbox.map((item) => ({ ...item, status: 'failed' as const })),
      error: undefined,
    }),
    markHeadFailed: assign(({ context }, { error }: { error: unknown }) => ({
      outbox: context.outbox.map((item, index) =>
        index === 0 ? { ...item, status: 'failed' as const } : item,
      ),
      error: failureText(error, {
        http: textsOf(composerMessages).sendFailed,
        network: textsOf(composerMessages).network,
        unexpected: textsOf(composerMessages).sendFailed,
      }),
    })),
    dropHead: assign({ outbox: ({ context }) => context.outbox.slice(1), error: undefined }),
    /** Provided by the screen: adds the server's copy to its list (the outbox item goes away). */
    notifySent: (_, _params: { message: unknown }) => {},
    /** Provided by the view: the focus goes back to the text box. */
    focusInput: () => {},
    /** Provided by the app: the message waits on the device (survives a reload) until forgotten. */
    keepMessage: (_, _params: OutboxPlace & { message: WrittenMessage }) => {},
    /** Provided by the app: the message no longer waits on the device. */
    forgetMessage: (_, _params: OutboxPlace & { clientId: string }) => {},
  },
}).createMachine({
  id: 'composer',
  description:
    'Write a message (text, an image, a quoted reply) and send it; it waits on the device until stored, for the connection when there is none, and for a retry when refused.',
  context: ({ input }) => ({
    text: '',
    image: undefined,
    imageError: undefined,
    replyTo: undefined,
    outbox: [],
    error: undefined,
    clientPrefix: input.clientPrefix,
    sequence: 0,
    partnerId: input.partnerId,
    author: input.author,
  }),
  on: {
    'text.change': { actions: 'assignText' },
    'emoji.insert': { actions: 'appendEmoji' },
    'image.choose': { actions: 'assignImage' },
    'image.clear': { actions: 'clearImage' },
    'reply.start': { actions: ['assignReply', 'focusInput'] },
    'reply.cancel': { actions: ['clearReply', 'focusInput'] },
    'message.send': { ...writeMessage, target: '.next' },
  },
  initial: 'restoring',
  states: {
    restoring: {
      description:
        'Reads the messages of this conversation still waiting on the device; what is written meanwhile goes after them.',
      tags: ['busy'],
      invoke: {
        id: 'restoreOutbox',
        src: 'restoreOutbox',
        // Signed out, there is no outbox to read: an empty one (the guard below never sends it).
        input: ({ context }) => ({ author: context.author ?? '', partnerId: context.partnerId }),
        onDone: {
          target: 'next',
          actions: { type: 'assignRestored', params: ({ event }) => ({ messages: event.output }) },
        },
        // Nothing could be read (no IndexedDB in this window): the composer works without its kept copy.
        onError: { target: 'next' },
      },
      on: { 'message.send': writeMessage },
    },
    idle: {
      description: 'Nothing is on its way; Send is enabled once the text is not blank.',
    },
    next: {
      description: 'Picks the next message of the outbox, if any.',
      always: [{ guard: 'hasQueued', target: 'sending' }, { target: 'idle' }],
    },
    sending: {
      description:
        "The first message of the outbox is on its way ('Sending…'); more may be written meanwhile.",
      tags: ['sending'],
      entry: 'markHeadSending',
      invoke: {
        id: 'sendMessage',
        src: 'sendMessage',
        input: ({ context }) => {
          const { status: _status, writtenAt: _writtenAt, ...outgoing } = head(context)!;
          return context.partnerId === undefined ? outgoing : { ...outgoing, partnerId: context.partnerId };
        },
        onDone: {
          target: 'next',
          actions: [
            { type: 'notifySent', params: ({ event }) => ({ message: event.output }) },
            forgetHead,
            'dropHead',
          ],
        },
        onError: [
          {
            guard: { type: 'isNetworkFailure', params: ({ event }) => ({ error: event.error }) },
            target: 'waiting',
            actions: 'markWaiting',
          },
          {
            guard: { type: 'isAuthorSignedOut', params: ({ event }) => ({ error: event.error }) },
            target: 'authorSignedOut',
            actions: 'markNotSent',
          },
          {
            target: 'failed',
            actions: { type: 'markHeadFailed', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
      on: { 'message.send': writeMessage },
    },
    waiting: {
      description:
        "No network: the outbox waits ('Waiting for the connection'), kept on the device, and goes again in the order written when the connection returns.",
      invoke: {
        id: 'watchConnection',
        src: 'watchConnection',
        input: {},
        // The watcher never ends by design; if it does, trying again is what is left.
        onDone: { target: 'sending' },
        onError: { target: 'sending' },
      },
      on: {
        'connection.back': { target: 'sending' },
        'message.send': writeMessage,
      },
    },
    failed: {
      description: 'The first message was not sent: the reason shows with Retry and Discard.',
      on: {
        'message.send': writeMessage,
        'message.retry': { target: 'sending' },
        'message.discard': { target: 'next', actions: [forgetHead, 'dropHead'] },
      },
    },
    authorSignedOut: {
      description:
        'The author is no longer the one signed in here (a logout or another sign-in, maybe in another tab): nothing is sent or written any more; what waits stays kept under the author until its logout.',
      on: { 'message.send': {} },
    },
  },
});

/** The composer with the app's device: its outbox kept, restored and sent again when the connection returns. */
export function composerOn<Composer extends typeof composerMachine>(
  composer: Composer,
  device: ComposerDevice,
): Composer {
  return composer.provide({
    actors: { restoreOutbox: device.restoreOutbox, watchConnection: device.watchConnection },
    actions: {
      keepMessage: (_, place) => device.keepMessage(place),
      forgetMessage: (_, place) => device.forgetMessage(place),
    },
  }) as Composer;
}
