import type { ChatIntent, PredictResponse } from '@contracts/predict';
import { defineTexts } from '@contracts/texts';
import { assertEvent, assign, fromPromise, type PromiseActorLogic, setup } from 'xstate';

/**
 * /chatcard, the chatbot page: the screen machine is the conversation itself (no part of the screen has
 * state of its own). It decides when a message may be sent (not blank, no reply pending), adds the
 * visitor's line and the reply (or the red apology when the call fails), and scrolls to the latest line.
 */

export const chatMessages = defineTexts('chat', {
  empty: 'Send a message to start chatting!',
  replyFailed: "Sorry, I couldn't process your request. Please try again.",
  failedState: 'Failed to get response from chatbot',
  placeholder: 'Typing........',
  placeholderWaiting: 'Waiting for response...',
});

/** One line of the conversation. */
export interface ChatMessage {
  id: number;
  text: string;
  sender: 'user' | 'bot';
  intent?: ChatIntent;
  confidence?: number;
  /** ISO 639-1 code the chatbot detected in the user's message. */
  language?: string;
  /** Marks the red reply that stands in for a failed call. */
  isError?: boolean;
}

export interface ChatContext {
  input: string;
  messages: ChatMessage[];
  /** The error state's text; undefined unless the last call failed. */
  error: string | undefined;
  nextId: number;
}

export type ChatEvent = { type: 'input.change'; value: string } | { type: 'message.send' };

/** The network actor the conversation calls (`fetchReply`). */
export interface ChatNetwork {
  fetchReply: PromiseActorLogic<PredictResponse, { message: string }>;
}

/** The chatbot page. */
export const chatMachine = setup({
  types: {
    context: {} as ChatContext,
    events: {} as ChatEvent,
  },
  actors: {
    fetchReply: fromPromise<PredictResponse, { message: string }>(() => {
      throw new Error('fetchReply is provided by the app');
    }),
  },
  guards: {
    canSend: ({ context }) => context.input.trim() !== '',
  },
  actions: {
    assignInput: assign(({ event }) => {
      assertEvent(event, 'input.change');
      return { input: event.value };
    }),
    appendUserMessage: assign(({ context }) => ({
      messages: [
        ...context.messages,
        { id: context.nextId, text: context.input.trim(), sender: 'user' as const },
      ],
      nextId: context.nextId + 1,
      input: '',
      error: undefined,
    })),
    appendBotReply: assign(({ context }, reply: PredictResponse) => ({
      messages: [
        ...context.messages,
        {
          id: context.nextId,
          text: reply.text,
          sender: 'bot' as const,
          intent: reply.intent,
          confidence: reply.confidence,
          language: reply.detected_language,
        },
      ],
      nextId: context.nextId + 1,
    })),
    appendErrorReply: assign(({ context }) => ({
      messages: [
        ...context.messages,
        { id: context.nextId, text: chatMessages.replyFailed, sender: 'bot' as const, isError: true },
      ],
      nextId: context.nextId + 1,
      error: chatMessages.failedState,
    })),
    /** Provided by the view: brings the newest message into sight. */
    scrollToLatest: () => {},
  },
}).createMachine({
  id: 'chat',
  description: 'A conversation with the hub chatbot: the visitor types, sends, and reads the replies.',
  context: { input: '', messages: [], error: undefined, nextId: 1 },
  initial: 'ready',
  on: {
    'input.change': { actions: 'assignInput' },
  },
  states: {
    ready: {
      description: "The visitor may type; 'Send' is enabled once the message is not blank.",
      on: {
        'message.send': {
          guard: 'canSend',
          target: 'waiting',
          actions: ['appendUserMessage', 'scrollToLatest'],
        },
      },
    },
    waiting: {
      description:
        "The message was sent: the typing indicator shows, the placeholder reads 'Waiting for response...' and 'Send' is disabled.",
      tags: ['busy'],
      invoke: {
        id: 'fetchReply',
        src: 'fetchReply',
        input: ({ context }) => ({ message: context.messages.at(-1)?.text ?? '' }),
        onDone: {
          target: 'ready',
          actions: [{ type: 'appendBotReply', params: ({ event }) => event.output }, 'scrollToLatest'],
        },
        onError: { target: 'failed', actions: ['appendErrorReply', 'scrollToLatest'] },
      },
    },
    failed: {
      description:
        "The last call failed: a red bot reply and 'Failed to get response from chatbot' are shown.",
      on: {
        'message.send': {
          guard: 'canSend',
          target: 'waiting',
          actions: ['appendUserMessage', 'scrollToLatest'],
        },
      },
    },
  },
});

/** The screen with its network: the app's (chat.logic.ts) or a test's. */
export function chatWith(network: ChatNetwork) {
  return chatMachine.provide({ actors: { fetchReply: network.fetchReply } });
}
