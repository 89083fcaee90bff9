import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '@lib/clock';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { Database } from '../db/client';
import { signInAddresses } from '../db/schema';

/**
 * Clients that have signed in to an account before (NIST SP 800-63B §5.2.2): a browser holding the signed
 * device cookie set at a successful sign-in, or an address the account signed in from in the last 30 days.
 * Strangers' failed logins slow down strangers only; these clients are never held up by them.
 */

export const KNOWN_DEVICE_COOKIE = 'hub_device';
export const KNOWN_ADDRESS_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Accounts one browser remembers (the newest first). */
const MAX_ACCOUNTS_PER_DEVICE = 5;
const TAG_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** The cookie's mark for one account: a keyed hash of the address, which only this server can make. */
function accountTag(key: Uint8Array, email: string): string {
  return createHmac('sha256', key).update(`known-device:${email}`).digest('base64url').slice(0, 22);
}

function cookieTags(c: Context): string[] {
  const value = getCookie(c, KNOWN_DEVICE_COOKIE) ?? '';
  return value.split('.').filter((tag) => TAG_PATTERN.test(tag));
}

export function isKnownDevice(c: Context, key: Uint8Array, email: string): boolean {
  const expected = Buffer.from(accountTag(key, email));
  return cookieTags(c).some((tag) => timingSafeEqual(Buffer.from(tag), expected));
}

/** Adds the account to the browser's device cookie (HttpOnly, SameSite=Strict, only sent to /api/users). */
export function rememberDevice(c: Context, key: Uint8Array, email: string): void {
  const tag = accountTag(key, email);
  const tags = [tag, ...cookieTags(c).filter((other) => other !== tag)].slice(0, MAX_ACCOUNTS_PER_DEVICE);
  setCookie(c, KNOWN_DEVICE_COOKIE, tags.join('.'), {
    path: '/api/users',
    httpOnly: true,
    sameSite: 'Strict',
    secure: new URL(c.req.url).protocol === 'https:',
    maxAge: 365 * 24 * 60 * 60,
  });
}

export async function isKnownAddress(db: Database, clock: Clock, userId: string, address: string) {
  const since = new Date(clock.now().getTime() - KNOWN_ADDRESS_DAYS * DAY_MS);
  const [row] = await db
    .select({ userId: signInAddresses.userId })
    .from(signInAddresses)
    .where(
      and(
        eq(signInAddresses.userId, userId),
        eq(signInAddresses.address, address),
        gt(signInAddresses.lastSeenAt, since),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function rememberAddress(db: Database, clock: Clock, userId: string, address: string) {
  const now = clock.now();
  await db
    .insert(signInAddresses)
    .values({ userId, address, lastSeenAt: now })
    .onConflictDoUpdate({
      target: [signInAddresses.userId, signInAddresses.address],
      set: { lastSeenAt: sql`excluded.last_seen_at` },
    });
}

/** The periodic cleanup: forgets addresses not seen for 30 days (they no longer count as known). */
export async function forgetOldAddresses(db: Database, now: Date): Promise<number> {
  const since = new Date(now.getTime() - KNOWN_ADDRESS_DAYS * DAY_MS);
  const removed = await db
    .delete(signInAddresses)
    .where(lte(signInAddresses.lastSeenAt, since))
    .returning({ userId: signInAddresses.userId });
  return removed.length;
}
