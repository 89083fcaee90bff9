import { messagingMessages, reactionEmojis, reactionsRateLimitedText } from '@contracts/messaging';
import { idMessages, UUID_PATTERN } from '@contracts/paging';
import { textsOf } from '@contracts/texts';
import { fail } from '@lib/http/failure';
import { tooManyRequests } from '@lib/http/rate-limit';
import { validate } from '@lib/http/validate';
import type { Context } from 'hono';
import * as v from 'valibot';
import { notFound } from '../http/ids';
import type { ReactOutcome } from './react';
import type { SendOutcome } from './send';

const id = v.pipe(v.string(), v.regex(UUID_PATTERN, 'Invalid id'));
const emoji = v.picklist(reactionEmojis, messagingMessages.emojiUnknown);

/** `/:accountId/…`: the other member of a direct conversation (malformed → 400 'Invalid id'). */
export const accountParam = validate('param', v.object({ accountId: id }), textsOf(idMessages).invalidId);
/** `/messages/:id/reactions/:emoji` (channel); an emoji outside the six → 400. */
export const reactionParams = validate('param', v.object({ id, emoji }));
/** `/:accountId/messages/:id/reactions/:emoji` (direct). */
export const directReactionParams = validate('param', v.object({ accountId: id, id, emoji }));

/** The answer of a refused send: 429 with Retry-After, or 400/409 with the message. */
export function sendRefused(c: Context, outcome: Extract<SendOutcome, { ok: false }>) {
  if (outcome.status === 429) return tooManyRequests(c, outcome.retryAfterSeconds ?? 60, outcome.text);
  return fail(c, outcome.status, outcome.text);
}

/** The answer of a reaction toggle: the message's reactions, 404, or 429 with Retry-After. */
export function reactionAnswer(c: Context, outcome: ReactOutcome) {
  if (outcome.ok) return c.json(outcome.body);
  if (outcome.status === 404) return notFound(c, textsOf(messagingMessages).messageNotFound);
  return tooManyRequests(c, outcome.retryAfterSeconds, reactionsRateLimitedText(outcome.retryAfterSeconds));
}
