import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type UserRow, users } from '../db/schema';

/** Accounts are kept by their address in lower case, without surrounding spaces. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  return user;
}

/** Looked up for unknown accounts so that both answers cost the same queries (it finds nothing). */
export const NO_USER_ID = '00000000-0000-0000-0000-000000000000';
