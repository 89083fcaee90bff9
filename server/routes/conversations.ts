import {
  ConversationsQuery,
  type ConversationsResponse,
  type DirectMessageResponse,
  type DirectPageResponse,
  type MessageableMembersResponse,
  MessagePageQuery,
  messagingMessages,
  type ReactionEmoji,
  type ReadResponse,
  SendMessageBody,
} from '@contracts/messaging';
import { textsOf } from '@contracts/texts';
import { fail } from '@lib/http/failure';
import { validate } from '@lib/http/validate';
import { and, eq, isNull } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import type { SessionEnv } from '../auth/session';
import { messages } from '../db/schema';
import type { RouteDeps } from '../deps';
import { requireSession } from '../http/guards';
import { notFound } from '../http/ids';
import { pageQuery, pageWindow } from '../http/paging';
import { announceDirectMessage, announceRead } from '../messaging/announce';
import {
  conversationWith,
  listConversations,
  listMessageableMembers,
  onlineAmongPartners,
} from '../messaging/conversation-list';
import { accountParam, directReactionParams, reactionAnswer, sendRefused } from '../messaging/http';
import { dmKey, freshDirectMessages, readPage, toDirectMessages } from '../messaging/message-rows';
import { activePerson, peopleByIds, toPerson } from '../messaging/people';
import { react } from '../messaging/react';
import { sendMessage } from '../messaging/send';
import { unreadBySender } from '../messaging/unread';
import { unreadDirectMessagesOf } from '../notifications/counts';

/**
 * /api/conversations: the caller's direct conversations. `:accountId`
 * is the other member; a conversation with oneself is a 400, with an account that does not exist a 404,
 * and writing to a disabled account a 404 too. Everything goes live to the two participants only.
 */
/** A reaction of the caller's on a direct message, from the path; the two participants see the change. */
function reaction(param: { accountId: string; id: string; emoji: ReactionEmoji }, accountId: string) {
  return {
    conversationKey: dmKey(accountId, param.accountId),
    messageId: param.id,
    accountId,
    emoji: param.emoji,
    audience: [accountId, param.accountId] as const,
  };
}

export function conversationsRoutes(deps: RouteDeps) {
  const { db, presence } = deps;

  /** The other member, if the caller may read the conversation; else the answer to give. */
  async function other(c: Context<SessionEnv>, accountId: string, forWriting: boolean) {
    if (accountId === c.get('user').id) {
      return { failure: fail(c, 400, textsOf(messagingMessages).cannotMessageSelf) };
    }
    const person = forWriting
      ? await activePerson(db, accountId)
      : ((await peopleByIds(db, [accountId])).get(accountId) ?? null);
    return person ? { person } : { failure: notFound(c, textsOf(messagingMessages).memberNotFound) };
  }

  return new Hono<SessionEnv>()
    .use('*', requireSession(deps))
    .get('/', validate('query', ConversationsQuery), async (c) => {
      const user = c.get('user');
      const conversations = await listConversations(db, presence, user.id, c.req.valid('query').q);
      const unread = await unreadDirectMessagesOf(db, user.id);
      const body: ConversationsResponse = { data: { conversations, unread } };
      return c.json(body);
    })
    .get('/members', pageQuery(ConversationsQuery.entries), async (c) => {
      const query = c.req.valid('query');
      const { limit, offset } = pageWindow(query);
      const page = await listMessageableMembers(db, presence, c.get('user').id, {
        q: query.q,
        limit,
        offset,
      });
      const body: MessageableMembersResponse = { data: { members: page.members }, total: page.total };
      return c.json(body);
    })
    .get('/:accountId/messages', accountParam, validate('query', MessagePageQuery), async (c) => {
      const user = c.get('user');
      const found = await other(c, c.req.valid('param').accountId, false);
      if (found.failure) return found.failure;
      const page = await readPage(db, dmKey(user.id, found.person.accountId), c.req.valid('query'));
      if (!page) return notFound(c, textsOf(messagingMessages).messageNotFound);
      const [online, unread] = await Promise.all([
        onlineAmongPartners(db, presence, user.id, [found.person.accountId]),
        unreadBySender(db, user.id),
      ]);
      const body: DirectPageResponse = {
        data: {
          messages: await toDirectMessages(db, page.rows, user.id),
          hasMore: page.hasMore,
          member: {
            ...conversationWith(found.person, online.size > 0),
            unread: unread.get(found.person.accountId) ?? 0,
          },
        },
      };
      return c.json(body);
    })
    .post('/:accountId/messages', accountParam, validate('json', SendMessageBody), async (c) => {
      const user = c.get('user');
      const found = await other(c, c.req.valid('param').accountId, true);
      if (found.failure) return found.failure;
      const recipientId = found.person.accountId;
      const outcome = await sendMessage(deps, {
        authorId: user.id,
        conversationKey: dmKey(user.id, recipientId),
        recipientId,
        body: { ...c.req.valid('json'), replyToId: null },
      });
      if (!outcome.ok) return sendRefused(c, outcome);
      if (!outcome.created) {
        const [original] = await toDirectMessages(db, [outcome.row], user.id);
        if (!original) throw new Error('The stored message could not be read back');
        return c.json({ data: { message: original } } satisfies DirectMessageResponse, 200);
      }
      const sender = toPerson(user);
      const [message, delivered] = await freshDirectMessages(db, outcome.row, sender, [user.id, recipientId]);
      if (!message || !delivered) throw new Error('The stored message could not be shaped');
      await announceDirectMessage(deps, { forSender: message, forRecipient: delivered }, recipientId);
      const body: DirectMessageResponse = { data: { message } };
      return c.json(body, 201);
    })
    .post('/:accountId/read', accountParam, async (c) => {
      const user = c.get('user');
      const found = await other(c, c.req.valid('param').accountId, false);
      if (found.failure) return found.failure;
      const otherId = found.person.accountId;
      const readAt = deps.clock.now();
      const read = await db
        .update(messages)
        .set({ readAt })
        .where(
          and(
            eq(messages.conversationKey, dmKey(user.id, otherId)),
            eq(messages.recipientId, user.id),
            isNull(messages.readAt),
          ),
        )
        .returning({ id: messages.id });
      const unread = await unreadDirectMessagesOf(db, user.id);
      if (read.length > 0) {
        const otherUnread = await unreadDirectMessagesOf(db, otherId);
        await announceRead(deps, {
          readerId: user.id,
          otherId,
          readAt,
          unread: { [user.id]: unread, [otherId]: otherUnread },
        });
      }
      const body: ReadResponse = { data: { read: read.length, unread } };
      return c.json(body);
    })
    .post('/:accountId/messages/:id/reactions/:emoji', directReactionParams, async (c) => {
      return reactionAnswer(
        c,
        await react(deps, { ...reaction(c.req.valid('param'), c.get('user').id), on: true }),
      );
    })
    .delete('/:accountId/messages/:id/reactions/:emoji', directReactionParams, async (c) => {
      return reactionAnswer(
        c,
        await react(deps, { ...reaction(c.req.valid('param'), c.get('user').id), on: false }),
      );
    });
}
