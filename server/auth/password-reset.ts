import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { emailTokens, loginChallenges, users } from '../db/schema';
import { consumeLinkToken } from './link-tokens';
import type { AuthDeps } from './session';

/**
 * Spends a reset link and sets the new password, in one transaction: the address counts as proven (the link
 * reached the inbox), every session ends, and the account's other reset links and open login codes die with
 * it. Answers the account's id, or null when the link was not (or no longer) valid.
 */
export async function resetPassword(
  { db, clock }: Pick<AuthDeps, 'db' | 'clock'>,
  token: string,
  passwordHash: string,
): Promise<string | null> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const userId = await consumeLinkToken(tx, clock, token, 'reset');
    if (!userId) return null;
    await tx
      .update(users)
      .set({
        passwordHash,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
        tokenVersion: sql`${users.tokenVersion} + 1`,
      })
      .where(eq(users.id, userId));
    await tx
      .update(emailTokens)
      .set({ usedAt: now })
      .where(
        and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, 'reset'), isNull(emailTokens.usedAt)),
      );
    await tx
      .update(loginChallenges)
      .set({ expiresAt: now })
      .where(
        and(
          eq(loginChallenges.userId, userId),
          isNull(loginChallenges.consumedAt),
          gt(loginChallenges.expiresAt, now),
        ),
      );
    return userId;
  });
}
