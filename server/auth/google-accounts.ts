import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type UserRow, users } from '../db/schema';
import { findUserByEmail } from './accounts';
import type { GoogleIdentity } from './google';

/**
 * The account a verified Google identity signs in to: the one linked to it, else the one with its address
 * (linked now), else a new member. Undefined when the address belongs to an account linked to another Google
 * identity, or a concurrent sign-up took the address.
 */
export async function googleAccount(
  db: Database,
  now: Date,
  identity: GoogleIdentity,
): Promise<UserRow | undefined> {
  const [linked] = await db.select().from(users).where(eq(users.googleSub, identity.sub)).limit(1);
  if (linked) return linked;
  const byEmail = await findUserByEmail(db, identity.email);
  if (byEmail) {
    if (byEmail.googleSub && byEmail.googleSub !== identity.sub) return undefined;
    // Google vouches for the address (email_verified), so linking is safe and verifies it.
    const [updated] = await db
      .update(users)
      .set({ googleSub: identity.sub, emailVerifiedAt: byEmail.emailVerifiedAt ?? now })
      .where(eq(users.id, byEmail.id))
      .returning();
    return updated;
  }
  const [created] = await db
    .insert(users)
    .values({
      email: identity.email,
      googleSub: identity.sub,
      firstName: identity.givenName,
      lastName: identity.familyName,
      role: 'Member',
      emailVerifiedAt: now,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  return created;
}
