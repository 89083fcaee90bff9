import { randomBytes } from 'node:crypto';
import type { Member } from '@contracts/members';
import type { ProfileRequest } from '@contracts/profile';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { members } from '../db/schema';

/** The public columns of a member: exactly the contract's fields (never sort order or the account). */
export const publicMemberColumns = {
  id: members.id,
  name: members.name,
  role: members.role,
  imageUrl: members.imageUrl,
  bio: members.bio,
  education: members.education,
  contacts: members.contacts,
  skills: members.skills,
} as const;

/** The longest slug made from a name (the member id allows 80 characters; a suffix may follow). */
const SLUG_MAX = 60;

/** Path words of /api/members that a slug must not be. */
const reservedSlugs: ReadonlySet<string> = new Set(['me']);

/**
 * `Ünal Ça-Kir Jr.` → `unal-ca-kir-jr`: the member id a new profile gets (`member` when nothing is left,
 * `member-me` for a reserved word).
 */
export function memberSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX)
    .replace(/^-+|-+$/g, '');
  if (reservedSlugs.has(slug)) return `member-${slug}`;
  return slug || 'member';
}

/** The slug, then the slug with a random suffix when another member already has it. */
function candidateIds(name: string): string[] {
  const slug = memberSlug(name);
  return [slug, ...Array.from({ length: 4 }, () => `${slug}-${randomBytes(3).toString('hex')}`)];
}

export async function findProfile(db: Database, accountId: string): Promise<Member | undefined> {
  const [member] = await db
    .select(publicMemberColumns)
    .from(members)
    .where(eq(members.accountId, accountId))
    .limit(1);
  return member;
}

/**
 * Creates or updates the account's public profile (the same record /members and
 * /members/{id} show). A new profile gets a slug id from the name (kept when the name changes later, so
 * links stay valid) and is listed after the existing members.
 */
export async function saveProfile(db: Database, accountId: string, profile: ProfileRequest): Promise<Member> {
  const update = () =>
    db.update(members).set(profile).where(eq(members.accountId, accountId)).returning(publicMemberColumns);
  const [updated] = await update();
  if (updated) return updated;
  for (const id of candidateIds(profile.name)) {
    const [inserted] = await db
      .insert(members)
      .values({
        id,
        accountId,
        ...profile,
        sortOrder: sql`(select coalesce(max(${members.sortOrder}), 0) + 1 from ${members})`,
      })
      // The id is taken, or a parallel request of the same account created the profile first.
      .onConflictDoNothing()
      .returning(publicMemberColumns);
    if (inserted) return inserted;
    const [raced] = await update();
    if (raced) return raced;
  }
  throw new Error('No free member id for this profile');
}
