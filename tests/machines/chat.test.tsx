import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EventObject, SnapshotFrom } from 'xstate';

type TestEvent = EventObject & Record<string, unknown>;

import {
  type ChatContext,
  type ChatMessage,
  type ChatNetwork,
  chatMachine,
  chatWith,
} from '@/screens/public/chat/chat.machine';
import { ChatView } from '@/screens/public/chat/chat.view';
import { chatMessages } from '../fixtures/spec-messages';
import { createDeferredActors, type DeferredActors } from '../support/deferred-actors';
import type { EventExecutors, StateAssertions } from '../support/model';
import { acceptedEventTypes, takenEventTypes } from '../support/model-paths';
import { modelSuite } from '../support/model-suite';
import { renderView } from '../support/render-view';

type Snap = SnapshotFrom<typeof chatMachine>;

const englishReply = {
  type: 'xstate.done.actor.fetchReply',
  output: {
    text: 'Hello! How can the hub help you?',
    intent: 'greeting',
    confidence: 0.93,
    detected_language: 'en',
  },
};
const frenchReply = {
  type: 'xstate.done.actor.fetchReply',
  output: {
    text: 'Bonjour ! Comment le hub peut-il vous aider ?',
    intent: 'greeting',
    confidence: 0.9,
    detected_language: 'fr',
  },
};
const failure = { type: 'xstate.error.actor.fetchReply', error: { kind: 'network' } };

/**
 * The visitor's actions the graph explores: type a message or only spaces, send it by button or by Enter,
 * and the chatbot's answers (English, French, failure). Two rounds at most, so the history stays finite.
 */
function eventsFor(snapshot: Snap): TestEvent[] {
  const { context } = snapshot;
  if (snapshot.matches('waiting'))
    return context.messages.length === 1 ? [englishReply, frenchReply, failure] : [frenchReply, failure];
  if (context.messages.length >= 4) return [];
  const events: TestEvent[] = [];
  if (context.input === '')
    events.push({ type: 'input.change', value: 'Hello' }, { type: 'input.change', value: '   ' });
  if (context.input === '   ') events.push({ type: 'input.change', value: 'Hello' });
  if (context.input === 'Hello')
    events.push({ type: 'message.send', via: 'button' }, { type: 'message.send', via: 'enter' });
  return events;
}

const messageBox = () => screen.getByRole('textbox', { name: 'Message' }) as HTMLInputElement;
const sendButton = () => screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
const log = () => screen.getByRole('log', { name: 'Conversation' });

function spoken(message: ChatMessage): string {
  if (message.sender === 'user') return `You: ${message.text}`;
  const language =
    message.language && message.language !== 'en' ? `Language detected: ${message.language}` : '';
  return `Hub: ${message.text}${language}`;
}

/** The log shows the conversation in order (user and bot lines), the empty state or the typing indicator. */
function expectConversation(context: ChatContext, typing: boolean) {
  const expected =
    context.messages.length === 0
      ? 'Send a message to start chatting!'
      : context.messages.map(spoken).join('');
  expect(log().textContent).toBe(`${expected}${typing ? 'Hub is typing…' : ''}`);
  expect(log().getAttribute('aria-live')).toBe('polite');
  expect(messageBox().value).toBe(context.input);
  expect(sendButton().disabled).toBe(typing || context.input.trim() === '');
}

let deferred: DeferredActors;
const states: StateAssertions = {
  ready: (snapshot) => {
    expectConversation((snapshot as Snap).context, false);
    expect(messageBox().placeholder).toBe('Typing........');
    expect(screen.queryByRole('alert')).toBeNull();
  },
  waiting: (snapshot) => {
    const { context } = snapshot as Snap;
    expectConversation(context, true);
    expect(messageBox().placeholder).toBe('Waiting for response...');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(deferred.inputs.fetchReply?.at(-1)).toEqual({ message: context.messages.at(-1)?.text });
  },
  failed: (snapshot) => {
    const { context } = snapshot as Snap;
    expectConversation(context, false);
    expect(context.messages.at(-1)?.text).toBe("Sorry, I couldn't process your request. Please try again.");
    expect(screen.getByRole('alert').textContent).toBe('Failed to get response from chatbot');
    expect(messageBox().placeholder).toBe('Typing........');
  },
};

let user: Awaited<ReturnType<typeof renderView>>['user'];
const executors: EventExecutors = {
  'input.change': async (event) => {
    await user.clear(messageBox());
    await user.type(messageBox(), (event as unknown as { value: string }).value);
  },
  'message.send': async (event) => {
    if ((event as unknown as { via: string }).via === 'enter') {
      messageBox().focus();
      await user.keyboard('{Enter}');
    } else {
      await user.click(sendButton());
    }
  },
};

async function renderChat(actors = createDeferredActors(['fetchReply'])) {
  deferred = actors;
  ({ user } = await renderView(<ChatView logic={chatWith(deferred.actors as unknown as ChatNetwork)} />));
}

const { paths } = modelSuite(chatMachine, {
  title: '/chatcard: the screen machine (the conversation) against the view',
  eventsFor: eventsFor as never,
  serializeState: (snapshot) => {
    const { context } = snapshot as Snap;
    return JSON.stringify([snapshot.value, context.input, context.messages, context.error]);
  },
  states,
  executors,
  deferredActors: ['fetchReply'],
  render: ({ deferred }) => renderChat(deferred),
  messages: { catalogue: chatMessages },
});

/** The screen machine's own rules; the last test fails when it accepts an event no test takes. */
describe('the /chatcard screen machine', () => {
  it('shows the hub name in the heading', async () => {
    await renderChat();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Hub');
  });

  it('sends nothing for a blank message, by button or Enter', async () => {
    await renderChat();
    await user.type(messageBox(), '   ');
    await user.keyboard('{Enter}');
    await user.click(sendButton());
    expect(deferred.inputs.fetchReply).toEqual([]);
    expect(log().textContent).toBe('Send a message to start chatting!');
  });

  it('sends one request while a reply is pending, whatever is typed meanwhile', async () => {
    await renderChat();
    await user.type(messageBox(), 'Hello{Enter}');
    await user.type(messageBox(), 'Again{Enter}');
    expect(sendButton().disabled).toBe(true);
    expect(deferred.inputs.fetchReply).toEqual([{ message: 'Hello' }]);
  });

  it('renders markup in a reply as text', async () => {
    await renderChat();
    await user.type(messageBox(), '<b>hi</b>{Enter}');
    expect(log().querySelector('b')).toBeNull();
    expect(log().textContent).toContain('You: <b>hi</b>');
  });

  it('takes every event the screen machine accepts', () => {
    const taken = takenEventTypes(paths);
    expect(acceptedEventTypes(chatMachine).filter((type) => !taken.has(type))).toEqual([]);
  });
});
