import type { Author, ChannelMessage, DirectMessage, Reaction, ReplyQuote } from '@contracts/messaging';
import type { OutboxItem } from '@machines/composer.machine';

/** What the list shows of a channel or a direct message. */
export interface ShownMessage {
  id: string;
  author: Author;
  text: string;
  createdAt: string;
  imageUrl: string | null;
  replyTo: ReplyQuote | null;
  reactions: Reaction[];
  /** The reader wrote it (may delete it in the channel). */
  mine: boolean;
}

export function fromChannel(message: ChannelMessage): ShownMessage {
  return message;
}

export function fromDirect(message: DirectMessage): ShownMessage {
  return { ...message, replyTo: null, mine: message.from === 'me' };
}

/** Messages in a row from one sender form a group: only the first shows the name and time. */
export function startsGroup(messages: readonly { author: Author }[], index: number): boolean {
  return index === 0 || messages[index - 1]?.author.accountId !== messages[index]?.author.accountId;
}

/**
 * An outbox item of a composer as the list shows it, after the stored messages: 'Sending…', 'Waiting for
 * the connection' or 'Not sent'.
 */
export interface PendingMessage extends Pick<OutboxItem, 'clientId' | 'text' | 'writtenAt'> {
  status: 'sending' | 'waiting' | 'failed';
}

/** The composer's outbox as the list shows it: while the composer waits for the connection, so does every message not refused. */
export function pendingOf(outbox: readonly OutboxItem[], waiting: boolean): PendingMessage[] {
  return outbox.map(({ clientId, text, writtenAt, status }) => ({
    clientId,
    text,
    writtenAt,
    status: status === 'failed' ? 'failed' : waiting && status === 'queued' ? 'waiting' : 'sending',
  }));
}
