import { composerMachine, type WrittenMessage } from '@machines/composer.machine';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, expect, vi } from 'vitest';
import type { EventObject, SnapshotFrom } from 'xstate';
import { writeStoredAuth } from '@/api/auth-storage';
import { keepWaiting, readWaiting } from '@/device/message-outbox';
import { type HubChannelNetwork, hubChannelWith } from '@/screens/member/hub-channel/hub-channel.machine';
import { HubChannelView } from '@/screens/member/hub-channel/hub-channel.view';
import { keptOutboxDevice } from '@/shared/messaging/kept-outbox';
import type { DeferredActors } from '../support/deferred-actors';
import { inLanguage } from '../support/in-language';
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
const EMAIL = 'member@hub.example';
/** A message written on an earlier visit, still waiting on the device (another page's client id). */
const writtenBefore: WrittenMessage = {
  clientId: 'ccccccccdddddddd-1',
  text: 'Written before the reload',
  replyToId: undefined,
  image: undefined,
  writtenAt: '2026-11-23T09:00:00.000Z',
};
const restoredKept = { type: 'xstate.done.actor.restoreOutbox', output: [writtenBefore] };
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
 * what the device held (nothing, a message written before, or it could not be read), with a message written
 * before it answers; how the server answers (stored, network failure, 429), retry or discard; the
 * connection coming back; and a second message written while the first is on its way, waiting or failed.
 * Combinations stay few so the graph stays small.
 */
function eventsFor(snapshot: Snap): Payload[] {
  const { context } = snapshot;
  const head = context.outbox[0];
  const plainHead = head?.text === 'Hello hub' && !head.image && !head.replyToId;
  if (snapshot.matches('restoring')) {
    const written: Payload[] =
      context.sequence > 0
        ? []
        : context.text === ''
          ? [{ type: 'text.change', value: 'Hello hub' }]
          : [{ type: 'message.send', via: 'button' }];
    return [
      { type: 'xstate.done.actor.restoreOutbox', output: [] },
      restoredKept,
      { type: 'xstate.error.actor.restoreOutbox', error: new Error('No IndexedDB') },
      ...written,
    ];
  }
  const queueing: Payload[] =
    plainHead && context.sequence === 1
      ? context.text === ''
        ? [{ type: 'text.change', value: 'Second' }]
        : [{ type: 'message.send', via: 'enter' }]
      : [];
  if (snapshot.matches('sending') && head) {
    const n = head.clientId === writtenBefore.clientId ? '0' : head.clientId.at(-1);
    const stored = {
      type: 'xstate.done.actor.sendMessage',
      output: channelMessage(`20000000-0000-4000-8000-00000000000${n}`, head.text, {
        author: reader,
        at: `2026-11-23T11:0${n}:00.000Z`,
        clientId: head.clientId,
      }),
    };
    if (!plainHead) return [stored];
    return [
      stored,
      { type: 'xstate.error.actor.sendMessage', error: { kind: 'network' } },
      { type: 'xstate.error.actor.sendMessage', error: rateLimited },
      // Another account signed in (or nobody) since it was written: the client refused to send it.
      { type: 'xstate.error.actor.sendMessage', error: { kind: 'signed-out' } },
      ...queueing,
    ];
  }
  if (snapshot.matches('authorSignedOut')) return queueing;
  if (snapshot.matches('waiting')) return [{ type: 'connection.back' }, ...queueing];
  if (snapshot.matches('failed'))
    return [{ type: 'message.retry' }, { type: 'message.discard' }, ...queueing];
  if (context.sequence > 0 || context.outbox.length > 0) return [];
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
  expect(sendButton().disabled).toBe(context.text.trim() === '' || snapshot.matches('authorSignedOut'));
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
  // Every message not stored yet shows at once, after the stored ones, in the order written.
  const waiting = snapshot.matches('waiting');
  const pending = context.outbox.map(
    (item) =>
      `${item.text}${item.status === 'failed' ? 'Not sent' : waiting ? 'Waiting for the connection' : 'Sending…'}`,
  );
  expect(log().textContent).toContain(pending.join(''));
}

/**
 * What waits on the device is what the outbox holds, in the same order (written as it changes); before the
 * device has answered, the message written on an earlier visit is there and not yet in the outbox.
 */
async function expectKept(snapshot: Snap) {
  const kept = (await readWaiting(EMAIL, undefined)).map((item) => item.clientId);
  const shown = snapshot.context.outbox.map((item) => item.clientId);
  if (snapshot.matches('restoring'))
    expect(kept.filter((id) => id !== writtenBefore.clientId)).toEqual(shown);
  else expect(kept).toEqual(shown);
}

const noSendAlert = () =>
  expect(
    within(composerForm())
      .queryAllByRole('alert')
      .filter((alert) => alert.textContent?.includes('Retry')),
  ).toEqual([]);

const states: StateAssertions = {
  restoring: async (snapshot) => {
    expectComposer(snapshot as Snap);
    noSendAlert();
    // Nothing goes before the device has answered: an older message may be waiting there.
    expect(deferred.inputs.sendMessage ?? []).toEqual([]);
    await expectKept(snapshot as Snap);
  },
  idle: async (snapshot) => {
    expectComposer(snapshot as Snap);
    noSendAlert();
    await expectKept(snapshot as Snap);
  },
  next: (snapshot) => expectComposer(snapshot as Snap),
  waiting: async (snapshot) => {
    expectComposer(snapshot as Snap);
    noSendAlert();
    expect((snapshot as Snap).context.outbox.every((item) => item.status === 'queued')).toBe(true);
    await expectKept(snapshot as Snap);
  },
  sending: async (snapshot) => {
    const { context } = snapshot as Snap;
    expectComposer(snapshot as Snap);
    noSendAlert();
    await expectKept(snapshot as Snap);
    const head = context.outbox[0]!;
    const sent = deferred.inputs.sendMessage?.at(-1) as { image?: File } & Record<string, unknown>;
    expect({ ...sent, image: sent.image?.name }).toEqual({
      // Written here or restored from the reader's own outbox: sent as the reader, and only as the reader.
      author: EMAIL,
      clientId: head.clientId,
      text: head.text,
      image: head.image?.name,
      replyToId: head.replyToId,
    });
    // A message written here has this page's prefix; a restored one keeps the id it was written with.
    expect(head.clientId.startsWith(PREFIX) || head.clientId === writtenBefore.clientId).toBe(true);
  },
  failed: async (snapshot) => {
    const { context } = snapshot as Snap;
    expectComposer(snapshot as Snap);
    await expectKept(snapshot as Snap);
    const alert = within(composerForm())
      .getAllByRole('alert')
      .find((item) => item.textContent?.includes('Retry'))!;
    expect(alert.textContent).toBe(`${inLanguage(context.error!)}RetryDiscard`);
  },
  authorSignedOut: async (snapshot) => {
    const { context } = snapshot as Snap;
    // Nothing more goes from this page: every waiting message says so, and stays kept under the reader.
    expectComposer(snapshot as Snap);
    noSendAlert();
    expect(context.outbox.every((item) => item.status === 'failed')).toBe(true);
    await expectKept(snapshot as Snap);
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
  // The browser is online again (the live stream's reconnect sends the same, see hub-channel's tests).
  'connection.back': () =>
    act(() => {
      window.dispatchEvent(new Event('online'));
    }),
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
  deferredActors: ['fetchMessages', 'sendMessage', 'toggleReaction', 'deleteItem', 'restoreOutbox'],
  render: async (walk) => {
    deferred = walk.deferred!;
    // The device holds the message written before when this path's restore finds it.
    const restores = (event: Payload) =>
      event.type === restoredKept.type && (event.output as unknown[]).length > 0;
    // The reader's session is the stored one: only it may keep the reader's messages on the device.
    writeStoredAuth({ token: 'reader-session', email: EMAIL, role: 'Member', stage: 'session' }, false);
    if (walk.path.steps.some((step) => restores(step.event as Payload)))
      await keepWaiting(EMAIL, undefined, writtenBefore);
    const device = {
      ...keptOutboxDevice(),
      restoreOutbox: deferred.actors.restoreOutbox as never,
    };
    const network = { ...(deferred.actors as unknown as HubChannelNetwork), device };
    ({ user } = await renderView(
      <HubChannelView {...deferredChannelLogic(deferred)} logic={hubChannelWith(network)} />,
    ));
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
      .map((step) => step.event as Payload & { output?: { text: string; clientId: string } })
      .filter((event) => event.type === 'xstate.done.actor.sendMessage')
      .map((event) => event.output!);
    for (const sent of stored) expect(within(log()).getAllByText(sent.text)).toHaveLength(1);
    // Sent once each, in the order written: the message restored from the device, then this page's.
    const order = (clientId: string) =>
      clientId === writtenBefore.clientId ? 0 : Number(clientId.split('-')[1]);
    const storedIds = stored.map((sent) => sent.clientId);
    expect(new Set(storedIds).size).toBe(storedIds.length);
    expect(storedIds.map(order)).toEqual(storedIds.map(order).sort((a, b) => a - b));
  },
});
