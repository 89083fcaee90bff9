import { MESSAGES_PER_MINUTE, REACTIONS_PER_MINUTE } from '@contracts/messaging';
import type { LimiterFactory } from '@lib/limits/factory';
import type { AttemptLimiter, LimitRule } from '@lib/limits/limiter';

/** The messaging limits, per account. */
export const MESSAGING_RATE_LIMITS = {
  /** Messages sent, channel and direct together. */
  messages: { points: MESSAGES_PER_MINUTE, durationSeconds: 60 },
  /** Reaction toggles (adds and removes), channel and direct together. */
  reactions: { points: REACTIONS_PER_MINUTE, durationSeconds: 60 },
} as const satisfies Record<string, LimitRule>;

export type MessagingLimiters = Record<keyof typeof MESSAGING_RATE_LIMITS, AttemptLimiter>;

const created = new WeakMap<LimiterFactory, MessagingLimiters>();

/**
 * The messaging limiters of a factory, made once per factory: the channel and the conversation routes must
 * count in the same limiter (in memory each limiter keeps its own counts; in Redis they share the keys).
 */
export function messagingLimiters(limits: LimiterFactory): MessagingLimiters {
  let limiters = created.get(limits);
  if (!limiters) {
    const entries = Object.entries(MESSAGING_RATE_LIMITS).map(([name, rule]) => [
      name,
      limits.create(name, rule),
    ]);
    limiters = Object.fromEntries(entries) as MessagingLimiters;
    created.set(limits, limiters);
  }
  return limiters;
}
