import { type Project, publishedStatuses } from '@contracts/projects';
import { eq, inArray, or, type Placeholder, type SQL } from 'drizzle-orm';
import type { SessionUser } from '../auth/session';
import type { Database } from '../db/client';
import { type ProjectRow, projects } from '../db/schema';

/** A stored project as the contract shows it. */
export function toProject(row: ProjectRow): Project {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    owner: row.owner,
    ownerRole: row.ownerRole,
    ownerImage: row.ownerImage,
    image: row.image,
    link: row.link,
    status: row.status,
    progress: row.progress,
    rejectionReason: row.rejectionReason,
    ownerId: row.ownerId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Published (active or completed): shown to everyone on /projects. */
export function isPublished(status: string): boolean {
  return (publishedStatuses as readonly string[]).includes(status);
}

/** Published projects (the SQL of `isPublished`). */
const published = () => inArray(projects.status, [...publishedStatuses]);

/** Published projects and those `owner` owns (an account id, or a placeholder of a prepared statement). */
export function publishedOrOwnedBy(owner: string | Placeholder): SQL | undefined {
  return or(published(), eq(projects.ownerId, owner));
}

/**
 * What a caller may see: published projects (active or completed) to everyone,
 * plus their own to a member, everything to an Admin. Undefined means no restriction.
 */
export function visibleTo(user: SessionUser | null): SQL | undefined {
  if (user?.role === 'Admin') return undefined;
  return user ? publishedOrOwnedBy(user.id) : published();
}

export function isVisibleTo(
  row: { status: string; ownerId: string | null },
  user: SessionUser | null,
): boolean {
  return user?.role === 'Admin' || isPublished(row.status) || (user !== null && row.ownerId === user.id);
}

export function canChange(row: ProjectRow, user: SessionUser): boolean {
  return user.role === 'Admin' || row.ownerId === user.id;
}

export async function findProject(db: Database, id: string): Promise<ProjectRow | undefined> {
  const [row] = await db.select().from(projects).where(eq(projects.id, id)).limit(1);
  return row;
}
