import { emailField, messages, newPasswordField } from '@contracts/users';
import type { Clock } from '@lib/clock';
import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { isCommonPassword } from './common-passwords';
import { hashPassword } from './passwords';

export type AdminOutcome = 'created' | 'promoted' | 'already-admin';

/** The first problem with an administrator e-mail, or undefined. */
export function adminEmailProblem(email: string): string | undefined {
  const result = v.safeParse(emailField, email);
  return result.success ? undefined : result.issues[0].message;
}

/** The first problem with a new password (the sign-up rules and the common-password list), or undefined. */
export function passwordProblem(password: string): string | undefined {
  const result = v.safeParse(newPasswordField, password);
  if (!result.success) return result.issues[0].message;
  return isCommonPassword(password) ? messages.passwordTooCommon : undefined;
}

/**
 * Creates a verified Admin account, or promotes an existing one (its sessions end: token version bumped).
 * With `password`, an existing account's password is replaced too. Throws when a new account has none.
 */
export async function createOrPromoteAdmin(
  db: Database,
  clock: Clock,
  input: { email: string; password?: string | undefined },
): Promise<AdminOutcome> {
  const email = input.email.trim().toLowerCase();
  const problem =
    adminEmailProblem(email) ?? (input.password !== undefined ? passwordProblem(input.password) : undefined);
  if (problem) throw new Error(problem);
  const passwordHash = input.password !== undefined ? await hashPassword(input.password) : undefined;
  const now = clock.now();

  const [existing] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!existing) {
    if (!passwordHash) throw new Error('A password is needed to create a new administrator.');
    await db.insert(users).values({
      email,
      passwordHash,
      firstName: 'Hub',
      lastName: 'Administrator',
      role: 'Admin',
      emailVerifiedAt: now,
      createdAt: now,
    });
    return 'created';
  }
  const alreadyAdmin = existing.role === 'Admin';
  if (alreadyAdmin && !passwordHash) return 'already-admin';
  await db
    .update(users)
    .set({
      role: 'Admin',
      requestedRole: null,
      disabledAt: null,
      emailVerifiedAt: existing.emailVerifiedAt ?? now,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      ...(passwordHash ? { passwordHash } : {}),
    })
    .where(eq(users.id, existing.id));
  return alreadyAdmin ? 'already-admin' : 'promoted';
}
