import { MESSAGES_PER_MINUTE, REACTIONS_PER_MINUTE } from '@contracts/messaging';
import { createLimiters, oncePerFactory } from '@lib/limits/factory';
import type { AttemptLimiter, LimitRule } from '@lib/limits/limiter';

/** The messaging limits, per account. */
export const MESSAGING_RATE_LIMITS = {
  /** Messages sent, channel and direct together. */
  messages: { points: MESSAGES_PER_MINUTE, durationSeconds: 60 },
  /** Reaction toggles (adds and removes), channel and direct together. */
  reactions: { points: REACTIONS_PER_MINUTE, durationSeconds: 60 },
} as const satisfies Record<string, LimitRule>;

export type MessagingLimiters = Record<keyof typeof MESSAGING_RATE_LIMITS, AttemptLimiter>;

/**
 * The messaging limiters of a factory, made once per factory: the channel and the conversation routes must
 * count in the same limiter (in memory each limiter keeps its own counts; in Redis they share the keys).
 */
export const messagingLimiters = oncePerFactory(
  (limits): MessagingLimiters => createLimiters(limits, MESSAGING_RATE_LIMITS),
);
