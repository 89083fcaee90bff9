import {
  MESSAGES_PER_MINUTE,
  messagingMessages,
  rateLimitedMessage,
  type SendMessageBody,
} from '@contracts/messaging';
import type { AttemptLimiter } from '@lib/limits/limiter';
import { and, eq } from 'drizzle-orm';
import type * as v from 'valibot';
import { type Message, messages, uploads } from '../db/schema';
import type { RouteDeps } from '../deps';
import { uploadIdFromUrl } from '../uploads/store';
import { findMessage, findResend } from './message-rows';

export type SendDeps = Pick<RouteDeps, 'db' | 'clock' | 'limits'>;

export type SendOutcome =
  | { ok: true; row: Message; created: boolean }
  | { ok: false; status: 400 | 409 | 429; message: string; retryAfterSeconds?: number };

const limiters = new WeakMap<object, AttemptLimiter>();

/** The one 30-per-minute limit of a member's messages, channel and direct together. */
function sendLimiter(deps: SendDeps): AttemptLimiter {
  let limiter = limiters.get(deps.limits);
  if (!limiter) {
    limiter = deps.limits.create('messages', { points: MESSAGES_PER_MINUTE, durationSeconds: 60 });
    limiters.set(deps.limits, limiter);
  }
  return limiter;
}

const refuse = (status: 400 | 409, message: string): SendOutcome => ({ ok: false, status, message });

/** An attached image must be an upload of the sender's own (`POST /api/message-images`). */
async function ownsImage(deps: SendDeps, authorId: string, imageUrl: string): Promise<boolean> {
  const id = uploadIdFromUrl(imageUrl);
  if (!id) return false;
  const [row] = await deps.db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.ownerId, authorId)))
    .limit(1);
  return row !== undefined;
}

/**
 * Stores a message once. A resend (same author and client id) answers the original without counting
 * against the limit; otherwise the limit is counted, the quoted message and the image are checked, and the
 * row is inserted (a resend racing the first send finds the first one through the unique index).
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
  const original = await findResend(deps.db, authorId, body.clientId);
  if (original) {
    return original.conversationKey === conversationKey
      ? { ok: true, row: original, created: false }
      : refuse(409, messagingMessages.clientIdReused);
  }
  const verdict = await sendLimiter(deps).consume(authorId);
  if (!verdict.ok) {
    const { retryAfterSeconds } = verdict;
    return { ok: false, status: 429, message: rateLimitedMessage(retryAfterSeconds), retryAfterSeconds };
  }
  const replyToId = body.replyToId ?? null;
  if (replyToId && !(await findMessage(deps.db, conversationKey, replyToId))) {
    return refuse(400, messagingMessages.replyNotFound);
  }
  const imageUrl = body.imageUrl ?? null;
  if (imageUrl && !(await ownsImage(deps, authorId, imageUrl))) {
    return refuse(400, messagingMessages.imageNotFound);
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
      clientId: body.clientId,
      createdAt: deps.clock.now(),
    })
    .onConflictDoNothing()
    .returning();
  if (row) return { ok: true, row, created: true };
  const raced = await findResend(deps.db, authorId, body.clientId);
  if (!raced) throw new Error('The message insert returned no row');
  return { ok: true, row: raced, created: false };
}
