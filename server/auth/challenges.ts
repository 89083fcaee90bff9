import { randomUUID } from 'node:crypto';
import type { Clock } from '@lib/clock';
import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { emailTokens, type LoginChallengeRow, loginChallenges } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { authKeys } from './keys';
import { loginCodeMail } from './mails';
import { generateOtp, hashOtp, OTP_MAX_ATTEMPTS, OTP_TTL_MS, otpMatches } from './otp';

/** The one-time-code step of a login: one active challenge per account, its code stored as an HMAC. */

export interface ChallengeDeps {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  config: { jwtSecret: string };
}

/**
 * Starts the code step: voids the account's earlier codes (a new login replaces the old code), stores a
 * fresh challenge and e-mails its code. Returns the challenge id. Throws when the mail cannot be sent
 * (the challenge is voided first).
 */
export async function startChallenge(
  deps: ChallengeDeps,
  user: { id: string; email: string; language?: string },
): Promise<string> {
  const { db, clock, mailer } = deps;
  const now = clock.now();
  const id = randomUUID();
  const code = generateOtp();
  await db.transaction(async (tx) => {
    await tx
      .update(loginChallenges)
      .set({ expiresAt: now })
      .where(
        and(
          eq(loginChallenges.userId, user.id),
          isNull(loginChallenges.consumedAt),
          gt(loginChallenges.expiresAt, now),
        ),
      );
    await tx.insert(loginChallenges).values({
      id,
      userId: user.id,
      codeHash: hashOtp(authKeys(deps.config.jwtSecret).otpCode, id, code),
      expiresAt: new Date(now.getTime() + OTP_TTL_MS),
      lastSentAt: now,
      createdAt: now,
    });
  });
  try {
    await mailer.send(loginCodeMail(user.email, code, user.language));
  } catch (error) {
    await db.update(loginChallenges).set({ expiresAt: now }).where(eq(loginChallenges.id, id));
    throw error;
  }
  return id;
}

/** The account's current challenge: not used, not expired (the newest, though there is at most one). */
export async function activeChallenge(
  deps: Pick<ChallengeDeps, 'db' | 'clock'>,
  userId: string,
): Promise<LoginChallengeRow | undefined> {
  const [row] = await deps.db
    .select()
    .from(loginChallenges)
    .where(
      and(
        eq(loginChallenges.userId, userId),
        isNull(loginChallenges.consumedAt),
        gt(loginChallenges.expiresAt, deps.clock.now()),
      ),
    )
    .orderBy(desc(loginChallenges.createdAt))
    .limit(1);
  return row;
}

/**
 * Wrong codes entered since the account's last successful code or last password reset (whichever is later).
 */
export async function consecutiveOtpFailures(
  deps: Pick<ChallengeDeps, 'db'>,
  userId: string,
): Promise<number> {
  // One round trip: failed tries on challenges created after the later of the last success and the last reset.
  const lastSuccess = sql`(select max(${loginChallenges.createdAt}) from ${loginChallenges}
    where ${loginChallenges.userId} = ${userId} and ${loginChallenges.consumedAt} is not null)`;
  const lastReset = sql`(select max(${emailTokens.usedAt}) from ${emailTokens}
    where ${emailTokens.userId} = ${userId} and ${emailTokens.purpose} = 'reset' and ${emailTokens.usedAt} is not null)`;
  const [row] = await deps.db
    .select({ failures: sql<string | number | null>`coalesce(sum(${loginChallenges.attempts}), 0)` })
    .from(loginChallenges)
    .where(
      and(
        eq(loginChallenges.userId, userId),
        isNull(loginChallenges.consumedAt),
        sql`${loginChallenges.createdAt} > greatest(coalesce(${lastSuccess}, '-infinity'::timestamptz), coalesce(${lastReset}, '-infinity'::timestamptz))`,
      ),
    );
  return Number(row?.failures ?? 0);
}

export type CodeCheck = 'ok' | 'wrong' | 'void';

/**
 * Compares the code in constant time, then counts the try in one atomic update (at most OTP_MAX_ATTEMPTS per
 * challenge) that also marks the challenge used when the code was right, so a code works once. The update
 * only applies to the code that was compared (a concurrent resend makes it miss).
 */
export async function checkCode(
  deps: Pick<ChallengeDeps, 'db' | 'clock' | 'config'>,
  challenge: LoginChallengeRow,
  submitted: string,
): Promise<CodeCheck> {
  const { db, clock } = deps;
  const now = clock.now();
  const key = authKeys(deps.config.jwtSecret).otpCode;
  const right = /^\d{6}$/.test(submitted) && otpMatches(key, challenge.id, submitted, challenge.codeHash);
  const [counted] = await db
    .update(loginChallenges)
    .set({ attempts: sql`${loginChallenges.attempts} + 1`, ...(right ? { consumedAt: now } : {}) })
    .where(
      and(
        eq(loginChallenges.id, challenge.id),
        eq(loginChallenges.codeHash, challenge.codeHash),
        isNull(loginChallenges.consumedAt),
        gt(loginChallenges.expiresAt, now),
        lt(loginChallenges.attempts, OTP_MAX_ATTEMPTS),
      ),
    )
    .returning({ id: loginChallenges.id });
  if (!counted) return 'void';
  return right ? 'ok' : 'wrong';
}

/** A new code for the same challenge (resend): new HMAC, 10 more minutes; tries already made still count. */
export async function resendCode(
  deps: ChallengeDeps,
  challenge: LoginChallengeRow,
  to: { email: string; language?: string },
): Promise<boolean> {
  const { db, clock, mailer } = deps;
  const now = clock.now();
  const code = generateOtp();
  const [updated] = await db
    .update(loginChallenges)
    .set({
      codeHash: hashOtp(authKeys(deps.config.jwtSecret).otpCode, challenge.id, code),
      lastSentAt: now,
      expiresAt: new Date(now.getTime() + OTP_TTL_MS),
    })
    .where(
      and(
        eq(loginChallenges.id, challenge.id),
        isNull(loginChallenges.consumedAt),
        eq(loginChallenges.lastSentAt, challenge.lastSentAt),
        lt(loginChallenges.attempts, OTP_MAX_ATTEMPTS),
      ),
    )
    .returning({ id: loginChallenges.id });
  if (!updated) return false;
  await mailer.send(loginCodeMail(to.email, code, to.language));
  return true;
}

/** How long an expired challenge that still counts toward the consecutive-failure limit is kept at most. */
export const CHALLENGE_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * The periodic cleanup: deletes expired challenges that no longer count (created at or before the account's
 * last successful code or last password reset, so `consecutiveOtpFailures` answers the same after it), and
 * every challenge that expired more than 30 days ago. Returns how many were deleted.
 */
export async function deleteSpentChallenges(db: Database, now: Date): Promise<number> {
  // Correlated on the outer row; spelled out so the inner alias cannot capture an unqualified column.
  const outerUser = sql.raw('"login_challenges"."user_id"');
  const lastSuccess = sql`(select max(s.created_at) from ${loginChallenges} s
    where s.user_id = ${outerUser} and s.consumed_at is not null)`;
  const lastReset = sql`(select max(t.used_at) from ${emailTokens} t
    where t.user_id = ${outerUser} and t.purpose = 'reset' and t.used_at is not null)`;
  const removed = await db
    .delete(loginChallenges)
    .where(
      and(
        lt(loginChallenges.expiresAt, now),
        or(
          lt(loginChallenges.expiresAt, new Date(now.getTime() - CHALLENGE_RETENTION_MS)),
          sql`${loginChallenges.createdAt} <= ${lastSuccess}`,
          sql`${loginChallenges.createdAt} <= ${lastReset}`,
        ),
      ),
    )
    .returning({ id: loginChallenges.id });
  return removed.length;
}
