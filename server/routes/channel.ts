import {
  type ChannelMessageResponse,
  type ChannelPageResponse,
  MessagePageQuery,
  messagingMessages,
  type ReactionEmoji,
  SendMessageBody,
} from '@contracts/messaging';
import { textsOf } from '@contracts/texts';
import { fail } from '@lib/http/failure';
import { validate } from '@lib/http/validate';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { SessionEnv } from '../auth/session';
import { CHANNEL_KEY, messages } from '../db/schema';
import type { RouteDeps } from '../deps';
import { requireSession } from '../http/guards';
import { idParam, notFound } from '../http/ids';
import { announceChannelDeletion, announceChannelMessage } from '../messaging/announce';
import { reactionAnswer, reactionParams, sendRefused } from '../messaging/http';
import { findMessage, freshChannelMessage, readPage, toChannelMessages } from '../messaging/message-rows';
import { toPerson } from '../messaging/people';
import { react } from '../messaging/react';
import { sendMessage } from '../messaging/send';
import { countActiveAccounts } from '../messaging/unread';
import { deleteUploads } from '../uploads/store';

/**
 * /api/channel: the one hub channel, stored and live for every member.
 * Reads are cursor pages (`?before=<id>&limit`, oldest first, with the 'N members' count); a member posts,
 * deletes their own message (an Admin any), and toggles reactions. Every change goes out live to everyone.
 */
/** A channel reaction of the caller's, from the path; everyone sees the change. */
function reaction(param: { id: string; emoji: ReactionEmoji }, accountId: string) {
  return {
    conversationKey: CHANNEL_KEY,
    messageId: param.id,
    accountId,
    emoji: param.emoji,
    audience: 'everyone' as const,
  };
}

export function channelRoutes(deps: RouteDeps) {
  const { db } = deps;

  return new Hono<SessionEnv>()
    .use('*', requireSession(deps))
    .get('/messages', validate('query', MessagePageQuery), async (c) => {
      const user = c.get('user');
      const page = await readPage(db, CHANNEL_KEY, c.req.valid('query'));
      if (!page) return notFound(c, textsOf(messagingMessages).messageNotFound);
      const body: ChannelPageResponse = {
        data: {
          messages: await toChannelMessages(db, page.rows, user.id),
          hasMore: page.hasMore,
          memberCount: await countActiveAccounts(db),
        },
      };
      return c.json(body);
    })
    .post('/messages', validate('json', SendMessageBody), async (c) => {
      const user = c.get('user');
      const outcome = await sendMessage(deps, {
        authorId: user.id,
        conversationKey: CHANNEL_KEY,
        recipientId: null,
        body: c.req.valid('json'),
      });
      if (!outcome.ok) return sendRefused(c, outcome);
      const message = outcome.created
        ? await freshChannelMessage(db, outcome.row, toPerson(user))
        : (await toChannelMessages(db, [outcome.row], user.id))[0];
      if (!message) throw new Error('The stored message could not be read back');
      if (outcome.created) await announceChannelMessage(deps, message);
      const body: ChannelMessageResponse = { data: { message } };
      return c.json(body, outcome.created ? 201 : 200);
    })
    .delete('/messages/:id', idParam, async (c) => {
      const user = c.get('user');
      const { id } = c.req.valid('param');
      const row = await findMessage(db, CHANNEL_KEY, id);
      if (!row) return notFound(c, textsOf(messagingMessages).messageNotFound);
      if (row.authorId !== user.id && user.role !== 'Admin') {
        return fail(c, 403, textsOf(messagingMessages).deleteForbidden);
      }
      await db.transaction(async (tx) => {
        await tx.delete(messages).where(and(eq(messages.id, id), eq(messages.conversationKey, CHANNEL_KEY)));
        if (row.imageUrl) await deleteUploads(tx, [row.imageUrl]);
      });
      await announceChannelDeletion(deps, id);
      return c.body(null, 204);
    })
    .post('/messages/:id/reactions/:emoji', reactionParams, async (c) => {
      return reactionAnswer(
        c,
        await react(deps, { ...reaction(c.req.valid('param'), c.get('user').id), on: true }),
      );
    })
    .delete('/messages/:id/reactions/:emoji', reactionParams, async (c) => {
      return reactionAnswer(
        c,
        await react(deps, { ...reaction(c.req.valid('param'), c.get('user').id), on: false }),
      );
    });
}
