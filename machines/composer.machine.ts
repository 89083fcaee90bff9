import { commonFailureTexts, failureMessage } from '@contracts/failure-message';
import { defineTexts } from '@contracts/texts';
import { type ChosenImage, imageProblem } from '@contracts/uploads';
import { assertEvent, assign, fromPromise, setup } from 'xstate';

/** What one send carries: the text, the image if one is attached, the message it replies to. */
export interface OutgoingMessage {
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
  status: 'sending' | 'queued' | 'failed';
  /** When it was written (ISO), shown as its time until the server's copy replaces it. */
  writtenAt: string;
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
  error: string | undefined;
  /** Makes client ids unique within the page: `${clientPrefix}-${sequence}`. */
  clientPrefix: string;
  sequence: number;
  /** Whom the messages go to in a direct conversation; undefined in the channel. */
  partnerId: string | undefined;
}

export interface ComposerInput {
  /** A random prefix per page (tests pass a fixed one). */
  clientPrefix: string;
  /** The other member of a direct conversation. */
  partnerId?: string | undefined;
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
  | { type: 'message.discard' };

export const composerMessages = defineTexts({
  sendFailed: 'Your message was not sent.',
  network: commonFailureTexts.network,
});

const head = (context: ComposerContext) => context.outbox[0];

/**
 * The message composer of the hub channel and of a direct conversation. Sending needs non-blank text; the
 * message shows at once in the outbox and the input clears; messages go to the server one after
 * another in the order written. A failed send (network, 429 with the server's message) stays in the outbox
 * until the member retries it (same client id, so never stored twice) or discards it.
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
  },
  guards: {
    canSend: ({ context }) => context.text.trim() !== '',
    hasQueued: ({ context }) => context.outbox.length > 0,
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
    markHeadFailed: assign(({ context }, { error }: { error: unknown }) => ({
      outbox: context.outbox.map((item, index) =>
        index === 0 ? { ...item, status: 'failed' as const } : item,
      ),
      error: failureMessage(error, {
        http: composerMessages.sendFailed,
        network: composerMessages.network,
        unexpected: composerMessages.sendFailed,
      }),
    })),
    dropHead: assign({ outbox: ({ context }) => context.outbox.slice(1), error: undefined }),
    /** Provided by the screen: adds the server's copy to its list (the outbox item goes away). */
    notifySent: (_, _params: { message: unknown }) => {},
    /** Provided by the view: the focus goes back to the text box. */
    focusInput: () => {},
  },
}).createMachine({
  id: 'composer',
  description: 'Write a message (text, an image, a quoted reply) and send it; failed sends wait for a retry.',
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
  }),
  on: {
    'text.change': { actions: 'assignText' },
    'emoji.insert': { actions: 'appendEmoji' },
    'image.choose': { actions: 'assignImage' },
    'image.clear': { actions: 'clearImage' },
    'reply.start': { actions: ['assignReply', 'focusInput'] },
    'reply.cancel': { actions: ['clearReply', 'focusInput'] },
    'message.send': { guard: 'canSend', actions: ['enqueue', 'focusInput'], target: '.next' },
  },
  initial: 'idle',
  states: {
    idle: {
      description: 'Nothing is on its way; Send is enabled once the text is not blank.',
    },
    next: {
      description: 'Picks the next queued message, if any.',
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
          actions: [{ type: 'notifySent', params: ({ event }) => ({ message: event.output }) }, 'dropHead'],
        },
        onError: {
          target: 'failed',
          actions: { type: 'markHeadFailed', params: ({ event }) => ({ error: event.error }) },
        },
      },
      on: { 'message.send': { guard: 'canSend', actions: ['enqueue', 'focusInput'] } },
    },
    failed: {
      description: 'The first message was not sent: the reason shows with Retry and Discard.',
      on: {
        'message.send': { guard: 'canSend', actions: ['enqueue', 'focusInput'] },
        'message.retry': { target: 'sending' },
        'message.discard': { target: 'next', actions: 'dropHead' },
      },
    },
  },
});
