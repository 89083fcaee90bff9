import type { Conversation, MessageableMember } from '@contracts/messaging';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { messages, users } from '../db/schema';
import type { Queryable } from '../uploads/store';
import { dmKey } from './message-rows';
import { colourOf, displayName, type Person, peopleByIds, unknownPerson } from './people';
import type { Presence } from './presence';
import { unreadBySender } from './unread';

const matches = (name: string, q: string) => q === '' || name.toLowerCase().includes(q.toLowerCase());

/**
 * The caller's conversations for the left list, the latest first: the other member, the last message,
 * its time, the unread count and 'online now'. `q` filters by the other member's name.
 */
export async function listConversations(
  db: Queryable,
  presence: Presence,
  accountId: string,
  q: string,
): Promise<Conversation[]> {
  const lastMessages = await db
    .selectDistinctOn([messages.conversationKey])
    .from(messages)
    .where(
      and(
        isNotNull(messages.recipientId),
        or(eq(messages.authorId, accountId), eq(messages.recipientId, accountId)),
      ),
    )
    .orderBy(messages.conversationKey, desc(messages.seq));
  lastMessages.sort((a, b) => b.seq - a.seq);
  const otherOf = (row: (typeof lastMessages)[number]) =>
    row.authorId === accountId ? (row.recipientId ?? row.authorId) : row.authorId;
  const others = lastMessages.map(otherOf);
  const [people, unread, online] = await Promise.all([
    peopleByIds(db, others),
    unreadBySender(db, accountId),
    presence.online(others),
  ]);
  return lastMessages
    .map((row) => {
      const other = otherOf(row);
      return {
        ...conversationWith(people.get(other) ?? unknownPerson(other), online.has(other)),
        lastMessage: row.text,
        lastMessageAt: row.createdAt.toISOString(),
        unread: unread.get(other) ?? 0,
      };
    })
    .filter((conversation) => matches(conversation.name, q));
}

/** The accounts `accountId` has direct conversations with (told of its presence). */
export async function conversationPartners(db: Queryable, accountId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ authorId: messages.authorId, recipientId: messages.recipientId })
    .from(messages)
    .where(
      and(
        isNotNull(messages.recipientId),
        or(eq(messages.authorId, accountId), eq(messages.recipientId, accountId)),
      ),
    );
  const partners = rows.map((row) => (row.authorId === accountId ? row.recipientId : row.authorId));
  return [...new Set(partners.filter((id): id is string => id !== null && id !== accountId))];
}

/** A conversation entry with no message yet (a member just picked to write to). */
export function conversationWith(person: Person, online: boolean): Conversation {
  return { ...person, lastMessage: '', lastMessageAt: null, unread: 0, online };
}

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * The name a member is shown by (as `displayName` builds it): a search matches only this, never the e-mail
 * address, so a search cannot tell who owns an address. A nameless account shows its address's local part,
 * which is then public anyway.
 */
const shownName = sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), split_part(${users.email}, '@', 1))`;

/** Accounts that can sign in: verified and not disabled. Nobody else is listed to write to. */
const canSignIn = and(isNotNull(users.emailVerifiedAt), isNull(users.disabledAt));

/**
 * Accounts one may write to other than the caller, by name, filtered by `q` (the name shown). 'Online now'
 * is set only for the caller's conversation partners.
 */
export async function listMessageableMembers(
  db: Queryable,
  presence: Presence,
  accountId: string,
  query: { q: string; limit: number; offset: number },
): Promise<{ members: MessageableMember[]; total: number }> {
  const where = and(
    canSignIn,
    ne(users.id, accountId),
    query.q ? ilike(shownName, likePattern(query.q)) : undefined,
  );
  const [totals] = await db.select({ total: count() }).from(users).where(where);
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(where)
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.email))
    .limit(query.limit)
    .offset(query.offset);
  const online = await onlineAmongPartners(
    db,
    presence,
    accountId,
    rows.map((row) => row.id),
  );
  return {
    members: rows.map((row) => ({
      accountId: row.id,
      name: displayName(row),
      colour: colourOf(row.id),
      online: online.has(row.id),
    })),
    total: totals?.total ?? 0,
  };
}

/** Those of `ids` that `accountId` has a direct conversation with (one lookup of their conversation keys). */
async function partnersAmong(db: Queryable, accountId: string, ids: readonly string[]): Promise<string[]> {
  const byKey = new Map(ids.filter((id) => id !== accountId).map((id) => [dmKey(accountId, id), id]));
  if (byKey.size === 0) return [];
  const rows = await db
    .selectDistinct({ key: messages.conversationKey })
    .from(messages)
    .where(inArray(messages.conversationKey, [...byKey.keys()]));
  return rows.map((row) => byKey.get(row.key)).filter((id): id is string => id !== undefined);
}

/**
 * Who of `ids` is online as `accountId` may know it: presence is told only to conversation partners (as
 * presence.changed is), so anyone else shows offline whatever their state.
 */
export async function onlineAmongPartners(
  db: Queryable,
  presence: Presence,
  accountId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  return presence.online(await partnersAmong(db, accountId, ids));
}
