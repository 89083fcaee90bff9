import type { ChannelMessage, DirectMessage, ReplyQuote } from '@contracts/messaging';
import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import { type MessageRow, messages } from '../db/schema';
import type { Queryable } from '../uploads/store';
import { type Person, peopleByIds, unknownPerson } from './people';
import { type ReactionSummary, reactionsOf } from './reactions';

/** The direct conversation of two accounts: the same key whoever writes. */
export function dmKey(a: string, b: string): string {
  return a < b ? `dm:${a}:${b}` : `dm:${b}:${a}`;
}

export interface MessagePage {
  rows: MessageRow[];
  hasMore: boolean;
}

/**
 * One page of a conversation, oldest first: the `limit` messages before `before` (its id), or the latest.
 * Null when `before` names no message of this conversation.
 */
export async function readPage(
  db: Queryable,
  conversationKey: string,
  query: { before?: string | undefined; limit: number },
): Promise<MessagePage | null> {
  let where = eq(messages.conversationKey, conversationKey);
  if (query.before) {
    const [cursor] = await db
      .select({ seq: messages.seq })
      .from(messages)
      .where(and(where, eq(messages.id, query.before)))
      .limit(1);
    if (!cursor) return null;
    where = and(where, lt(messages.seq, cursor.seq)) ?? where;
  }
  const rows = await db
    .select()
    .from(messages)
    .where(where)
    .orderBy(desc(messages.seq))
    .limit(query.limit + 1);
  return { rows: rows.slice(0, query.limit).reverse(), hasMore: rows.length > query.limit };
}

/** One message of a conversation by id, or null. */
export async function findMessage(db: Queryable, conversationKey: string, id: string) {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.conversationKey, conversationKey), eq(messages.id, id)))
    .limit(1);
  return row ?? null;
}

/** The message an author already sent with this client id (a resend), or null. */
export async function findResend(db: Queryable, authorId: string, clientId: string) {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.authorId, authorId), eq(messages.clientId, clientId)))
    .limit(1);
  return row ?? null;
}

/** What shaping messages needs besides the rows: authors, quoted messages and reactions. */
interface Extras {
  people: Map<string, Person>;
  quotes: Map<string, MessageRow>;
  reactions: Map<string, ReactionSummary>;
}

async function extrasOf(db: Queryable, rows: readonly MessageRow[], viewerId: string): Promise<Extras> {
  const quoteIds = rows.map((row) => row.replyToId).filter((id): id is string => id !== null);
  const quoted =
    quoteIds.length > 0 ? await db.select().from(messages).where(inArray(messages.id, quoteIds)) : [];
  const people = await peopleByIds(
    db,
    [...rows, ...quoted].map((row) => row.authorId),
  );
  const reactions = await reactionsOf(
    db,
    rows.map((row) => row.id),
    viewerId,
  );
  return { people, quotes: new Map(quoted.map((row) => [row.id, row])), reactions };
}

const personOf = (extras: Extras, accountId: string) =>
  extras.people.get(accountId) ?? unknownPerson(accountId);

function quoteOf(extras: Extras, row: MessageRow): ReplyQuote | null {
  const quoted = row.replyToId ? extras.quotes.get(row.replyToId) : undefined;
  return quoted ? { id: quoted.id, author: personOf(extras, quoted.authorId), text: quoted.text } : null;
}

function channelMessage(extras: Extras, row: MessageRow, viewerId: string): ChannelMessage {
  return {
    id: row.id,
    author: personOf(extras, row.authorId),
    text: row.text,
    createdAt: row.createdAt.toISOString(),
    imageUrl: row.imageUrl,
    replyTo: quoteOf(extras, row),
    reactions: extras.reactions.get(row.id)?.reactions ?? [],
    clientId: row.clientId,
    mine: row.authorId === viewerId,
  };
}

function directMessage(extras: Extras, row: MessageRow, viewerId: string): DirectMessage {
  const mine = row.authorId === viewerId;
  return {
    id: row.id,
    conversationId: (mine ? row.recipientId : row.authorId) ?? row.authorId,
    from: mine ? 'me' : 'them',
    author: personOf(extras, row.authorId),
    text: row.text,
    createdAt: row.createdAt.toISOString(),
    imageUrl: row.imageUrl,
    reactions: extras.reactions.get(row.id)?.reactions ?? [],
    clientId: row.clientId,
    readAt: row.readAt?.toISOString() ?? null,
  };
}

/**
 * Extras of a message just stored, with no read back: its author is known (the caller), it has no
 * reactions yet, and only a reply needs its quoted message and that message's author.
 */
async function freshExtras(db: Queryable, row: MessageRow, author: Person): Promise<Extras> {
  const extras: Extras = {
    people: new Map([[author.accountId, author]]),
    quotes: new Map(),
    reactions: new Map(),
  };
  if (!row.replyToId) return extras;
  const [quoted] = await db.select().from(messages).where(eq(messages.id, row.replyToId)).limit(1);
  if (!quoted) return extras;
  extras.quotes.set(quoted.id, quoted);
  for (const [id, person] of await peopleByIds(db, [quoted.authorId])) extras.people.set(id, person);
  return extras;
}

/** A channel message just stored by `author`, as the author sees it. */
export async function freshChannelMessage(db: Queryable, row: MessageRow, author: Person) {
  return channelMessage(await freshExtras(db, row, author), row, author.accountId);
}

/** A direct message just stored by `author`, as each of `viewers` sees it (in that order). */
export async function freshDirectMessages(
  db: Queryable,
  row: MessageRow,
  author: Person,
  viewers: readonly string[],
) {
  const extras = await freshExtras(db, row, author);
  return viewers.map((viewerId) => directMessage(extras, row, viewerId));
}

/** Channel rows as `viewerId` sees them (`mine` on messages and reactions). */
export async function toChannelMessages(db: Queryable, rows: readonly MessageRow[], viewerId: string) {
  const extras = await extrasOf(db, rows, viewerId);
  return rows.map((row) => channelMessage(extras, row, viewerId));
}

/** Direct message rows as `viewerId` sees them (`from`, `conversationId`). */
export async function toDirectMessages(db: Queryable, rows: readonly MessageRow[], viewerId: string) {
  const extras = await extrasOf(db, rows, viewerId);
  return rows.map((row) => directMessage(extras, row, viewerId));
}
