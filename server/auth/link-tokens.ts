import { randomBytes } from 'node:crypto';
import type { Clock } from '@lib/clock';
import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type EmailTokenPurpose, emailTokens } from '../db/schema';
import { hashLinkToken } from './keys';

/** How long an e-mailed link works. */
export const LINK_TTL_MS: Record<EmailTokenPurpose, number> = {
  verify: 24 * 60 * 60 * 1000,
  reset: 30 * 60 * 1000,
};

/** Creates a single-use link token (32 random bytes); only its SHA-256 is stored. Returns the raw token. */
export async function createLinkToken(
  db: Database,
  clock: Clock,
  userId: string,
  purpose: EmailTokenPurpose,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = clock.now();
  await db.insert(emailTokens).values({
    userId,
    purpose,
    tokenHash: hashLinkToken(token),
    expiresAt: new Date(now.getTime() + LINK_TTL_MS[purpose]),
    createdAt: now,
  });
  return token;
}

/** The user id of a valid, unused, unexpired token, without using it up; null for anything else. */
export async function findLinkToken(
  db: Database,
  clock: Clock,
  token: string,
  purpose: EmailTokenPurpose,
): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const [row] = await db
    .select({ userId: emailTokens.userId })
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.tokenHash, hashLinkToken(token)),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, clock.now()),
      ),
    )
    .limit(1);
  return row?.userId ?? null;
}

/**
 * Marks a valid, unused, unexpired token used (atomically, so it works once) and returns its user id;
 * null for anything else.
 */
export async function consumeLinkToken(
  db: Pick<Database, 'update'>,
  clock: Clock,
  token: string,
  purpose: EmailTokenPurpose,
): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const now = clock.now();
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailTokens.tokenHash, hashLinkToken(token)),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
      ),
    )
    .returning({ userId: emailTokens.userId });
  return row?.userId ?? null;
}

/**
 * The periodic cleanup: deletes expired link tokens, except each account's latest used reset link (the
 * consecutive code-failure count starts again after it). Returns how many were deleted.
 */
export async function deleteSpentLinkTokens(db: Database, now: Date): Promise<number> {
  const latestReset = sql`(select max(u.used_at) from ${emailTokens} u
    where u.user_id = ${sql.raw('"email_tokens"."user_id"')} and u.purpose = 'reset')`;
  const removed = await db
    .delete(emailTokens)
    .where(
      and(
        lt(emailTokens.expiresAt, now),
        or(
          isNull(emailTokens.usedAt),
          ne(emailTokens.purpose, 'reset'),
          sql`${emailTokens.usedAt} < ${latestReset}`,
        ),
      ),
    )
    .returning({ id: emailTokens.id });
  return removed.length;
}
