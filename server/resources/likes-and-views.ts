import { createHmac } from 'node:crypto';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { resourceLikes, resources, resourceViews } from '../db/schema';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Toggles `userId`'s like of a resource: removes it when there is one, adds it otherwise, and moves the
 * count by the same one in the same transaction. The resource row is locked first, so concurrent toggles
 * of one resource run one after another and the count always equals what the like rows say.
 * Null when the resource does not exist.
 */
export async function toggleLike(
  db: Database,
  resourceId: string,
  userId: string,
  now: Date,
): Promise<{ likes: number; liked: boolean } | null> {
  return db.transaction(async (tx) => {
    const [resource] = await tx
      .select({ id: resources.id })
      .from(resources)
      .where(eq(resources.id, resourceId))
      .for('update');
    if (!resource) return null;
    const mine = and(eq(resourceLikes.resourceId, resourceId), eq(resourceLikes.userId, userId));
    const removed = await tx.delete(resourceLikes).where(mine).returning({ userId: resourceLikes.userId });
    const liked = removed.length === 0;
    if (liked) await tx.insert(resourceLikes).values({ resourceId, userId, createdAt: now });
    const [row] = await tx
      .update(resources)
      .set({ likes: sql`${resources.likes} + ${liked ? 1 : -1}` })
      .where(eq(resources.id, resourceId))
      .returning({ likes: resources.likes });
    return { likes: row?.likes ?? 0, liked };
  });
}

/**
 * Who is viewing, without storing anything personal in clear: an HMAC-SHA-256 (keyed with a secret derived
 * from the server's) of the member id, or of the client address for a visitor without a session. The
 * User-Agent is not part of it: the client chooses it freely, so each new one would count again.
 */
export function visitorKeyer(serverSecret: string) {
  const key = createHmac('sha256', serverSecret).update('hub resource views v1').digest();
  return (visitor: { userId: string } | { ip: string }): string => {
    const identity = 'userId' in visitor ? `member\n${visitor.userId}` : `address\n${visitor.ip}`;
    return createHmac('sha256', key).update(identity).digest('hex');
  };
}

/**
 * Counts a view unless this visitor's last counted view of the resource is less than an hour old. One row
 * per visitor and resource; the conditional upsert decides atomically, so parallel requests count once.
 * Null when the resource does not exist.
 */
export async function countView(
  db: Database,
  resourceId: string,
  visitor: string,
  now: Date,
): Promise<{ views: number; counted: boolean } | null> {
  return db.transaction(async (tx) => {
    const [resource] = await tx
      .select({ views: resources.views })
      .from(resources)
      .where(eq(resources.id, resourceId));
    if (!resource) return null;
    const counted = await tx
      .insert(resourceViews)
      .values({ resourceId, visitor, countedAt: now })
      .onConflictDoUpdate({
        target: [resourceViews.resourceId, resourceViews.visitor],
        set: { countedAt: now },
        setWhere: lte(resourceViews.countedAt, new Date(now.getTime() - HOUR_MS)),
      })
      .returning({ visitor: resourceViews.visitor });
    if (counted.length === 0) return { views: resource.views, counted: false };
    const [row] = await tx
      .update(resources)
      .set({ views: sql`${resources.views} + 1` })
      .where(eq(resources.id, resourceId))
      .returning({ views: resources.views });
    return { views: row?.views ?? resource.views, counted: true };
  });
}
