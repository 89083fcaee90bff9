import type { ChosenImage } from '@contracts/uploads';
import { accountKey, forgetKept, keep, keptStartingWith, readKept } from './kept';
import { oneAtATime } from './one-at-a-time';

/**
 * A conversation's outbox kept on the device: the messages the member wrote there that the server has not
 * stored yet, so a reload, a closed tab or a dropped connection loses none of them. It lives on the
 * `account` shelf (emptied at logout), under `accountKey(email, 'outbox:channel')` for the hub channel and
 * `accountKey(email, 'outbox:dm:<partnerId>')` for the conversation with that member.
 *
 * Each message keeps its client id, so sending it again after a reload can never store it twice (the
 * server answers a resend with the message it stored). An attached image is kept too, as its bytes: the
 * picker refuses anything over the upload limit (2 MiB), which IndexedDB holds without trouble.
 *
 * The shelf is changed one message at a time (`keepWaiting` adds, `forgetWaiting` removes), each change a
 * read and a write of the list that nothing else interleaves with: the changes of one key run one after
 * another in the order they were asked for, and, where the browser has Web Locks, under a lock named by the
 * key, so two tabs of the same conversation never overwrite each other's waiting messages.
 */

/** A waiting message as the composer knows it (its image, when it has one, is a `File`). */
export interface WaitingMessage {
  clientId: string;
  text: string;
  replyToId?: string | undefined;
  /** When it was written (ISO). */
  writtenAt: string;
  image?: ChosenImage | undefined;
}

/** An image as it is kept: a `File` is rebuilt from it on reading. */
interface KeptImage {
  name: string;
  type: string;
  size: number;
  bytes: ArrayBuffer;
}

/** A waiting message as it is kept. */
interface KeptMessage {
  clientId: string;
  text: string;
  replyToId?: string | undefined;
  writtenAt: string;
  image?: KeptImage | undefined;
}

/** The key of a conversation's outbox: the channel's, or the one with `partnerId`. */
export function outboxKey(email: string, partnerId: string | undefined): string {
  return accountKey(email, partnerId === undefined ? 'outbox:channel' : `outbox:dm:${partnerId}`);
}

/** Runs `change` alone: after the tab's earlier changes of the key (a drop never overtakes its add), and under the key's lock across tabs. */
function inOrder(key: string, change: () => Promise<void>): Promise<void> {
  return oneAtATime(`hub-outbox|${key}`, change);
}

async function keptImage(image: ChosenImage | undefined): Promise<KeptImage | undefined> {
  // Only a real file can be sent again (the send uploads it first); anything else is not kept.
  if (!(image instanceof Blob)) return undefined;
  return { name: image.name, type: image.type, size: image.size, bytes: await image.arrayBuffer() };
}

function fileOf(image: KeptImage): File {
  return new File([image.bytes], image.name, { type: image.type });
}

/** The conversation's waiting messages, oldest first (none when nothing is kept). */
export async function readWaiting(email: string, partnerId: string | undefined): Promise<WaitingMessage[]> {
  const kept = (await readKept<KeptMessage[]>('account', outboxKey(email, partnerId))) ?? [];
  return kept.map(({ image, ...message }) => (image ? { ...message, image: fileOf(image) } : message));
}

/** Adds a message to the conversation's outbox (after the others; a message already there is replaced in place). */
export function keepWaiting(
  email: string,
  partnerId: string | undefined,
  message: WaitingMessage,
): Promise<void> {
  const key = outboxKey(email, partnerId);
  return inOrder(key, async () => {
    const { image, ...rest } = message;
    const kept: KeptMessage = { ...rest, image: await keptImage(image) };
    if (kept.image === undefined) delete kept.image;
    const old = (await readKept<KeptMessage[]>('account', key)) ?? [];
    await keep(
      'account',
      key,
      old.some((item) => item.clientId === kept.clientId)
        ? old.map((item) => (item.clientId === kept.clientId ? kept : item))
        : [...old, kept],
    );
  });
}

/** Drops a message from the conversation's outbox (stored by the server, or discarded); the key goes with the last. */
export function forgetWaiting(email: string, partnerId: string | undefined, clientId: string): Promise<void> {
  const key = outboxKey(email, partnerId);
  return inOrder(key, async () => {
    const old = (await readKept<KeptMessage[]>('account', key)) ?? [];
    const left = old.filter((item) => item.clientId !== clientId);
    if (left.length === old.length) return;
    await (left.length > 0 ? keep('account', key, left) : forgetKept('account', key));
  });
}

/** How many of the account's messages wait, unsent, in all its outboxes (what a logout would discard). */
export async function countWaiting(email: string): Promise<number> {
  const outboxes = await keptStartingWith<KeptMessage[]>('account', accountKey(email, 'outbox:'));
  return outboxes.reduce((count, [, messages]) => count + messages.length, 0);
}
