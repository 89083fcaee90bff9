import type { ChannelMessage } from '@contracts/messaging';
import { composerMachine, composerOn, type OutgoingMessage } from '@machines/composer.machine';
import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { clearStoredAuth, writeStoredAuth } from '@/api/auth-storage';
import { forgetAccount, keep, NotSignedInError, readKept } from '@/device/kept';
import { countWaiting, forgetWaiting, keepWaiting, outboxKey, readWaiting } from '@/device/message-outbox';
import { type HubChannelNetwork, hubChannelWith } from '@/screens/member/hub-channel/hub-channel.machine';
import { keptOutboxDevice } from '@/shared/messaging/kept-outbox';
import { channelMessage, reader } from '../support/messaging-fixtures';

/**
 * The composer's outbox on the device (src/device/message-outbox.ts, fake-indexeddb here) and the
 * browser's device for the composer (src/shared/messaging/kept-outbox.ts).
 */

const EMAIL = 'Member@Hub.example';
const OTHER = 'other@hub.example';
const ADA = '00000000-0000-4000-8000-00000000000a';

/** The account's session as this tab stores it (the shelf takes writes only for the stored session). */
const signIn = (email: string) =>
  writeStoredAuth({ token: `session-of-${email}`, email, role: 'Member', stage: 'session' }, false);

beforeEach(() => signIn(EMAIL));
const message = (n: number, text = `Message ${n}`) => ({
  clientId: `aaaaaaaabbbbbbbb-${n}`,
  text,
  replyToId: undefined,
  writtenAt: `2026-11-29T02:0${n}:00.000Z`,
});

describe('message-outbox: a conversation’s waiting messages on the account shelf', () => {
  it('keeps each conversation apart, under the account’s key, in the order written', async () => {
    expect(outboxKey(EMAIL, undefined)).toBe('member@hub.example|outbox:channel');
    expect(outboxKey(EMAIL, ADA)).toBe(`member@hub.example|outbox:dm:${ADA}`);
    expect(await readWaiting(EMAIL, undefined)).toEqual([]);

    await Promise.all([
      keepWaiting(EMAIL, undefined, message(1)),
      keepWaiting(EMAIL, ADA, message(2)),
      keepWaiting(EMAIL, undefined, message(3)),
    ]);
    expect((await readWaiting(EMAIL, undefined)).map((item) => item.text)).toEqual([
      'Message 1',
      'Message 3',
    ]);
    expect(await readWaiting(EMAIL, ADA)).toEqual([{ ...message(2) }]);
    // Another account signed in on this device sees nothing of it.
    expect(await readWaiting('other@hub.example', undefined)).toEqual([]);
  });

  it('a message kept again is replaced in place; a forgotten one goes, and the key with the last', async () => {
    await keepWaiting(EMAIL, undefined, message(1));
    await keepWaiting(EMAIL, undefined, message(2));
    await keepWaiting(EMAIL, undefined, message(1, 'Message 1 again'));
    expect((await readWaiting(EMAIL, undefined)).map((item) => item.text)).toEqual([
      'Message 1 again',
      'Message 2',
    ]);
    await forgetWaiting(EMAIL, undefined, message(1).clientId);
    expect((await readWaiting(EMAIL, undefined)).map((item) => item.clientId)).toEqual([message(2).clientId]);
    await forgetWaiting(EMAIL, undefined, message(2).clientId);
    expect(await readKept('account', outboxKey(EMAIL, undefined))).toBeUndefined();
  });

  it('changes run in the order asked: a message stored as soon as it was kept is not left behind', async () => {
    const kept = keepWaiting(EMAIL, undefined, {
      ...message(1),
      image: new File(['png'], 'a.png', { type: 'image/png' }),
    });
    const forgotten = forgetWaiting(EMAIL, undefined, message(1).clientId);
    await Promise.all([kept, forgotten]);
    expect(await readWaiting(EMAIL, undefined)).toEqual([]);
  });

  it('keeps an attached image as its bytes and gives it back as a File', async () => {
    const image = new File(['\x89PNG bytes'], 'photo.png', { type: 'image/png' });
    await keepWaiting(EMAIL, undefined, { ...message(1), image });
    const [restored] = await readWaiting(EMAIL, undefined);
    expect(restored!.image).toBeInstanceOf(File);
    const file = restored!.image as File;
    expect([file.name, file.type, file.size]).toEqual(['photo.png', 'image/png', image.size]);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(new Uint8Array(await image.arrayBuffer()));
  });

  it('logging out empties the account’s outboxes (forgetAccount), and no one else’s', async () => {
    signIn(OTHER);
    await keepWaiting(OTHER, undefined, message(2));
    signIn(EMAIL);
    await keepWaiting(EMAIL, ADA, message(1));
    await keep('visitor', 'inquiry', { kept: true });
    await forgetAccount(EMAIL);
    expect(await readWaiting(EMAIL, ADA)).toEqual([]);
    expect(await readWaiting(OTHER, undefined)).toEqual([message(2)]);
    expect(await readKept('visitor', 'inquiry')).toEqual({ kept: true });
  });

  it('counts the account’s waiting messages over every conversation (what a logout would discard)', async () => {
    expect(await countWaiting(EMAIL)).toBe(0);
    await keepWaiting(EMAIL, undefined, message(1));
    await keepWaiting(EMAIL, ADA, message(2));
    await keepWaiting(EMAIL, ADA, message(3));
    signIn(OTHER);
    await keepWaiting(OTHER, undefined, message(4));
    expect(await countWaiting(EMAIL)).toBe(3);
    expect(await countWaiting(OTHER)).toBe(1);
  });

  it('refuses a write while the stored session is not the author’s: after a logout, or another sign-in', async () => {
    clearStoredAuth();
    await expect(keepWaiting(EMAIL, undefined, message(1))).rejects.toBeInstanceOf(NotSignedInError);
    signIn(OTHER);
    await expect(keepWaiting(EMAIL, undefined, message(2))).rejects.toBeInstanceOf(NotSignedInError);
    signIn(EMAIL);
    expect(await readWaiting(EMAIL, undefined)).toEqual([]);
  });
});

describe('the composer on the browser’s device (keptOutboxDevice)', () => {
  const device = keptOutboxDevice();

  it('restores a conversation’s waiting messages first, keeps what is written, forgets what is stored', async () => {
    await keepWaiting(EMAIL, ADA, message(1, 'Written before the reload'));
    let release: (value: unknown) => void = () => {};
    const sent: string[] = [];
    const composer = createActor(
      composerOn(
        composerMachine.provide({
          actors: {
            sendMessage: fromPromise(async ({ input }) => {
              sent.push(input.clientId);
              await new Promise((resolve) => {
                release = resolve;
              });
              return {};
            }),
          },
        }),
        device,
      ),
      { input: { clientPrefix: 'cccccccccccccccc', partnerId: ADA, author: EMAIL } },
    ).start();
    composer.send({ type: 'text.change', value: 'Written while restoring' });
    composer.send({ type: 'message.send' });

    await waitFor(composer, (snapshot) => snapshot.matches('sending'));
    expect(composer.getSnapshot().context.outbox.map((item) => item.text)).toEqual([
      'Written before the reload',
      'Written while restoring',
    ]);
    // The restored one keeps its client id: sending it again cannot store it twice.
    expect(sent).toEqual([message(1).clientId]);
    await expect
      .poll(async () => (await readWaiting(EMAIL, ADA)).map((item) => item.text))
      .toEqual(['Written before the reload', 'Written while restoring']);

    release({});
    await waitFor(composer, () => sent.length === 2);
    expect(sent).toEqual([message(1).clientId, 'cccccccccccccccc-1']);
    await expect
      .poll(async () => (await readWaiting(EMAIL, ADA)).map((item) => item.text))
      .toEqual(['Written while restoring']);
    release({});
    await waitFor(composer, (snapshot) => snapshot.matches('idle'));
    await expect.poll(() => readWaiting(EMAIL, ADA)).toEqual([]);
    composer.stop();
  });

  it('hears the connection return (the browser’s online event) while waiting', async () => {
    let attempt = 0;
    const composer = createActor(
      composerOn(
        composerMachine.provide({
          actors: {
            sendMessage: fromPromise<unknown, OutgoingMessage>(async () => {
              attempt += 1;
              if (attempt === 1) throw { kind: 'network' };
              return {};
            }),
          },
        }),
        device,
      ),
      { input: { clientPrefix: 'cccccccccccccccc', author: EMAIL } },
    ).start();
    await waitFor(composer, (snapshot) => snapshot.matches('idle'));
    composer.send({ type: 'text.change', value: 'Hello' });
    composer.send({ type: 'message.send' });
    await waitFor(composer, (snapshot) => snapshot.matches('waiting'));
    expect(composer.getSnapshot().context.outbox[0]!.status).toBe('queued');
    window.dispatchEvent(new Event('online'));
    await waitFor(composer, (snapshot) => snapshot.matches('idle'));
    expect(attempt).toBe(2);
    composer.stop();
  });
});

describe('the screens send waiting messages when the live stream reconnects', () => {
  it('/hub-channel: live.reconnected sends what waits for the connection, once', async () => {
    const sent: string[] = [];
    const network: HubChannelNetwork = {
      fetchMessages: fromPromise<
        { messages: ChannelMessage[]; hasOlder: boolean; meta: { memberCount: number } },
        { before?: string | undefined }
      >(async () => ({
        messages: [],
        hasOlder: false,
        meta: { memberCount: 1 },
      })),
      sendMessage: fromPromise<unknown, OutgoingMessage>(async ({ input }) => {
        sent.push(input.clientId);
        if (sent.length === 1) throw { kind: 'network' };
        return channelMessage('20000000-0000-4000-8000-000000000001', input.text, {
          author: reader,
          clientId: input.clientId,
        });
      }),
      deleteItem: fromPromise<void, { id: string }>(async () => {}),
      device: { ...keptOutboxDevice(), watchConnection: fromCallback(() => {}) },
    };
    const screen = createActor(hubChannelWith(network), {
      input: { readerId: reader.accountId, author: EMAIL, clientPrefix: 'cccccccccccccccc' },
    }).start();
    const composer = () => screen.getSnapshot().children.room!.getSnapshot().children.composer!;
    await waitFor(composer(), (snapshot) => snapshot.matches('idle'));
    composer().send({ type: 'text.change', value: 'Hello' });
    composer().send({ type: 'message.send' });
    await waitFor(composer(), (snapshot) => snapshot.matches('waiting'));
    await expect.poll(async () => (await readWaiting(EMAIL, undefined)).length).toBe(1);

    screen.send({ type: 'live.reconnected' });
    screen.send({ type: 'live.reconnected' });
    await waitFor(composer(), (snapshot) => snapshot.matches('idle'));
    expect(sent).toEqual(['cccccccccccccccc-1', 'cccccccccccccccc-1']);
    await expect.poll(() => readWaiting(EMAIL, undefined)).toEqual([]);
    screen.stop();
  });
});
