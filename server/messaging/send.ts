import { randomUUID } from 'node:crypto';
import { messagingMessages, rateLimitedText, type SendMessageBody } from '@contracts/messaging';
import { type Text, textsOf } from '@contracts/texts';
import { and, eq } from 'drizzle-orm';
import type * as v from 'valibot';
import { type MessageRow, messages, uploads } from '../db/schema';
import type { RouteDeps } from '../deps';
import { uploadIdFromUrl } from '../uploads/store';
import { messagingLimiters } from './limits';
import { findMessage, findResend } from './message-rows';

export type SendDeps = Pick<RouteDeps, 'db' | 'clock' | 'limits'>;

export type SendOutcome =
  | { ok: true; row: MessageRow; created: boolean }
  | { ok: false; status: 400 | 409 | 429; text: Text; retryAfterSeconds?: number };

const refuse = (status: 400 | 409, text: Text): SendOutcome => ({ ok: false, status, text });

/** An attached image must be an upload of the sender's own (`POST /api/message-images`). */
/** Only the author's own message images: a project's or a blog's image would go when the message is deleted. */
async function ownsMessageImage(deps: SendDeps, authorId: string, imageUrl: string): Promise<boolean> {
  const id = uploadIdFromUrl(imageUrl);
  if (!id) return false;
  const [row] = await deps.db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.ownerId, authorId), eq(uploads.kind, 'message')))
    .limit(1);
  return row !== undefined;
}

/**
 * Stores a message once. The limit is counted first; the quoted message and the image are checked; the
 * insert skips a row whose author and client id exist already, and then that original is the answer (a
 * resend: its point is given back, so resends never count against the limit). A message sent without a
 * client id gets a fresh one, so it is never taken for a resend.
 */
export async function sendMessage(
  deps: SendDeps,
  message: {
    authorId: string;
    conversationKey: string;
    recipientId: string | null;
    body: v.InferOutput<typeof SendMessageBody>;
  },
): Promise<SendOutcome> {
  const { authorId, conversationKey, recipientId, body } = message;
  const limiter = messagingLimiters(deps.limits).messages;
  const verdict = await limiter.consume(authorId);
  if (!verdict.ok) {
    const original = body.clientId ? await findResend(deps.db, authorId, body.clientId) : null;
    if (original) return resent(original, conversationKey);
    const { retryAfterSeconds } = verdict;
    return { ok: false, status: 429, text: rateLimitedText(retryAfterSeconds), retryAfterSeconds };
  }
  const clientId = body.clientId ?? randomUUID();
  const replyToId = body.replyToId ?? null;
  const imageUrl = body.imageUrl ?? null;
  const problem = await referenceProblem(deps, { authorId, conversationKey, replyToId, imageUrl });
  if (problem) {
    await limiter.refund(authorId);
    return problem;
  }
  const [row] = await deps.db
    .insert(messages)
    .values({
      conversationKey,
      authorId,
      recipientId,
      text: body.text,
      imageUrl,
      replyToId,
      clientId,
      createdAt: deps.clock.now(),
    })
    .onConflictDoNothing()
    .returning();
  if (row) return { ok: true, row, created: true };
  await limiter.refund(authorId);
  const original = await findResend(deps.db, authorId, clientId);
  if (!original) throw new Error('The message insert returned no row');
  return resent(original, conversationKey);
}

/** The original of a resend; a client id already used in another conversation is a 409. */
function resent(original: MessageRow, conversationKey: string): SendOutcome {
  return original.conversationKey === conversationKey
    ? { ok: true, row: original, created: false }
    : refuse(409, textsOf(messagingMessages).clientIdReused);
}

/** A quoted message that is not in the conversation, or an image that is not the sender's: a 400. */
async function referenceProblem(
  deps: SendDeps,
  refs: { authorId: string; conversationKey: string; replyToId: string | null; imageUrl: string | null },
): Promise<SendOutcome | null> {
  if (refs.replyToId && !(await findMessage(deps.db, refs.conversationKey, refs.replyToId))) {
    return refuse(400, textsOf(messagingMessages).replyNotFound);
  }
  if (refs.imageUrl && !(await ownsMessageImage(deps, refs.authorId, refs.imageUrl))) {
    return refuse(400, textsOf(messagingMessages).imageNotFound);
  }
  return null;
}
