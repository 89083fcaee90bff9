import { composerMachine } from '@machines/composer.machine';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, expect, vi } from 'vitest';
import type { EventObject, SnapshotFrom } from 'xstate';
import { HubChannelView } from '@/screens/member/hub-channel/hub-channel.view';
import type { DeferredActors } from '../support/deferred-actors';
import { channelMessage, deferredChannelLogic, reader } from '../support/messaging-fixtures';
import type { EventExecutors, StateAssertions } from '../support/model';
import { modelSuite } from '../support/model-suite';
import { renderView } from '../support/render-view';

type Snap = SnapshotFrom<typeof composerMachine>;
type Payload = EventObject & Record<string, unknown>;

const PREFIX = 'aaaaaaaabbbbbbbb';
const welcome = channelMessage('10000000-0000-4000-8000-000000000001', 'Welcome to the hub channel');
const png = { name: 'photo.png', type: 'image/png', size: 3 };
const notes = { name: 'notes.txt', type: 'text/plain', size: 5 };
const rateLimited = {
  kind: 'http',
  status: 429,
  message: 'You are sending messages too fast. Please try again in 20 seconds.',
};

beforeEach(() => {
  vi.spyOn(crypto, 'randomUUID').mockReturnValue(
    `${PREFIX.slice(0, 8)}-${PREFIX.slice(8, 12)}-${PREFIX.slice(12)}-0000-000000000000`,
  );
});

/**
 * What a member does in the composer: type (a message, only spaces), add an emoji, attach an image (or a
 * file that is not one) and remove it, reply to the message shown and cancel, send by button or Enter;
 * how the server answers (stored, network failure, 429), retry or discard; and a second message written
 * while the first is on its way or failed. Combinations stay few so the graph stays small.
 */
function eventsFor(snapshot: Snap): Payload[] {
  const { context } = snapshot;
  const head = context.outbox[0];
  const plainHead = head?.text === 'Hello hub' && !head.image && !head.replyToId;
  const queueing: Payload[] =
    plainHead && context.sequence === 1
      ? context.text === ''
        ? [{ type: 'text.change', value: 'Second' }]
        : [{ type: 'message.send', via: 'enter' }]
      : [];
  if (snapshot.matches('sending') && head) {
    const stored = {
      type: 'xstate.done.actor.sendMessage',
      output: channelMessage(`20000000-0000-4000-8000-00000000000${head.clientId.at(-1)}`, head.text, {
        author: reader,
        at: `2026-11-23T11:0${head.clientId.at(-1)}:00.000Z`,
        clientId: head.clientId,
      }),
    };
    if (!plainHead) return [stored];
    const error = context.outbox.length === 1 ? { kind: 'network' } : rateLimited;
    return [stored, { type: 'xstate.error.actor.sendMessage', error }, ...queueing];
  }
  if (snapshot.matches('failed'))
    return [{ type: 'message.retry' }, { type: 'message.discard' }, ...queueing];
  if (context.sequence > 0) return [];
  const { text, image, imageError, replyTo } = context;
  const extras = image || imageError || replyTo;
  const events: Payload[] = [];
  if (text === '') {
    events.push({ type: 'text.change', value: 'Hello hub' });
    if (!extras)
      events.push(
        { type: 'text.change', value: '   ' },
        { type: 'image.choose', file: png },
        { type: 'image.choose', file: notes },
        { type: 'reply.start', message: { id: welcome.id, name: welcome.author.name, text: welcome.text } },
      );
  }
  if (text === '   ') events.push({ type: 'text.change', value: '' });
  if (image || imageError) events.push({ type: 'image.clear' });
  if (replyTo) events.push({ type: 'reply.cancel' });
  if (text.startsWith('Hello hub')) {
    events.push({ type: 'message.send', via: 'button' });
    if (!extras && text === 'Hello hub')
      events.push({ type: 'emoji.insert', emoji: '🎉' }, { type: 'message.send', via: 'enter' });
  }
  return events;
}

const textBox = () => screen.getByRole('textbox', { name: 'Message Hub Channel' }) as HTMLTextAreaElement;
const sendButton = () => screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
const log = () => screen.getByRole('log', { name: 'Hub Channel messages' });
const composerForm = () => screen.getByRole('form', { name: 'Write a message' });
let deferred: DeferredActors;

function expectComposer(snapshot: Snap) {
  const { context } = snapshot;
  expect(textBox().value).toBe(context.text);
  expect(sendButton().disabled).toBe(context.text.trim() === '');
  const form = within(composerForm());
  expect(form.queryByRole('img', { name: /Preview of the attach an image/ }) !== null || !context.image).toBe(
    true,
  );
  expect(form.queryByRole('button', { name: 'Remove image' }) !== null).toBe(context.image !== undefined);
  if (context.imageError) expect(form.getByText(context.imageError)).toBeTruthy();
  const quote = form.queryByText(/^Replying to/);
  expect(quote?.textContent ?? null).toBe(
    context.replyTo ? `Replying to ${context.replyTo.name}: ${context.replyTo.text}` : null,
  );
  // Every message not stored yet shows at once, after the stored ones.
  const pending = context.outbox.map(
    (item) => `${item.text}${item.status === 'failed' ? 'Not sent' : 'Sending…'}`,
  );
  for (const item of pending) expect(log().textContent).toContain(item);
}

const noSendAlert = () =>
  expect(
    within(composerForm())
      .queryAllByRole('alert')
      .filter((alert) => alert.textContent?.includes('Retry')),
  ).toEqual([]);

const states: StateAssertions = {
  idle: (snapshot) => {
    expectComposer(snapshot as Snap);
    noSendAlert();
  },
  next: (snapshot) => expectComposer(snapshot as Snap),
  sending: (snapshot) => {
    const { context } = snapshot as Snap;
    expectComposer(snapshot as Snap);
    noSendAlert();
    const head = context.outbox[0]!;
    const sent = deferred.inputs.sendMessage?.at(-1) as { image?: File } & Record<string, unknown>;
    expect({ ...sent, image: sent.image?.name }).toEqual({
      clientId: head.clientId,
      text: head.text,
      image: head.image?.name,
      replyToId: head.replyToId,
    });
    expect(head.clientId.startsWith(PREFIX)).toBe(true);
  },
  failed: (snapshot) => {
    const { context } = snapshot as Snap;
    expectComposer(snapshot as Snap);
    const alert = within(composerForm())
      .getAllByRole('alert')
      .find((item) => item.textContent?.includes('Retry'))!;
    expect(alert.textContent).toBe(`${context.error}RetryDiscard`);
  },
};

let user: Awaited<ReturnType<typeof renderView>>['user'];
const fileOf = (file: { name: string; type: string }) =>
  new File([file.type === 'image/png' ? 'png' : 'notes'], file.name, { type: file.type });

const executors: EventExecutors = {
  'text.change': async (event) => {
    await user.clear(textBox());
    const { value } = event as Payload & { value: string };
    if (value) await user.type(textBox(), value);
  },
  'emoji.insert': async (event) => {
    await user.click(screen.getByRole('button', { name: 'Emoji' }));
    await user.click(
      screen.getByRole('button', { name: `Insert ${(event as Payload & { emoji: string }).emoji}` }),
    );
    await user.click(screen.getByRole('button', { name: 'Emoji' }));
  },
  'image.choose': (event) => {
    const input = screen.getByLabelText('Attach an image') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [fileOf((event as Payload & { file: typeof png }).file)] } });
  },
  'image.clear': async () => {
    const remove = screen.queryByRole('button', { name: 'Remove image' });
    if (remove) await user.click(remove);
    else fireEvent.change(screen.getByLabelText('Attach an image'), { target: { files: [] } });
  },
  'reply.start': async () => {
    await user.click(within(log()).getByRole('button', { name: 'Reply' }));
    expect(document.activeElement).toBe(textBox());
  },
  'reply.cancel': () => user.click(screen.getByRole('button', { name: 'Cancel reply' })),
  'message.send': async (event) => {
    if ((event as Payload & { via: string }).via === 'enter') {
      textBox().focus();
      await user.keyboard('{Enter}');
    } else await user.click(sendButton());
  },
  'message.retry': () => user.click(screen.getByRole('button', { name: 'Retry' })),
  'message.discard': () => user.click(screen.getByRole('button', { name: 'Discard' })),
};

modelSuite(composerMachine, {
  title: 'composer machine (/hub-channel)',
  input: { clientPrefix: PREFIX },
  eventsFor: eventsFor as never,
  serializeState: (snapshot) => {
    const { context } = snapshot as Snap;
    return JSON.stringify([
      snapshot.value,
      context.text,
      context.image?.name,
      context.imageError,
      context.replyTo?.id,
      context.outbox.map((item) => [item.text, item.status, item.replyToId, item.image?.name]),
      context.error,
      context.sequence,
    ]);
  },
  states,
  executors,
  deferredActors: ['fetchMessages', 'sendMessage', 'toggleReaction', 'deleteItem'],
  render: async (walk) => {
    deferred = walk.deferred!;
    ({ user } = await renderView(<HubChannelView {...deferredChannelLogic(deferred)} />));
    await act(async () =>
      deferred.settle({
        type: 'xstate.done.actor.fetchMessages',
        output: { messages: [welcome], hasOlder: false, meta: { memberCount: 9 } },
      }),
    );
    await waitFor(() => expect(log().textContent).toContain(welcome.text));
  },
  afterWalk: async ({ path }) => {
    // The server's copy of every stored message is in the list, once.
    const stored = path.steps
      .map((step) => step.event as Payload & { output?: { text: string } })
      .filter((event) => event.type === 'xstate.done.actor.sendMessage')
      .map((event) => event.output!.text);
    for (const sent of stored) expect(within(log()).getAllByText(sent)).toHaveLength(1);
  },
});
