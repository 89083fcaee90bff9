import type { Resource, ResourceSort } from '@contracts/resources';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { resourceLikes, resources } from '../db/schema';

type ResourceRow = typeof resources.$inferSelect;

/** A stored resource as the contract shows it; `likedByMe` only when the caller is signed in. */
export function toResource(row: ResourceRow, likedByMe?: boolean): Resource {
  return {
    id: row.id,
    title: row.title,
    icon: row.icon,
    category: row.category,
    subcategory: row.subcategory,
    url: row.url,
    likes: row.likes,
    views: row.views,
    ...(likedByMe === undefined ? {} : { likedByMe }),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Whether `userId` likes the row's resource (a correlated EXISTS on the like table's primary key). */
function likedBy(userId: string): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${resourceLikes} where ${resourceLikes.resourceId} = ${resources.id} and ${resourceLikes.userId} = ${userId})`;
}

export interface ResourceFilter {
  category?: string | undefined;
  subcategory?: string | undefined;
  /** Only the resources this account likes. */
  likedBy?: string | undefined;
}

/** The filters combine; a value that is not in the tree simply matches nothing. */
export function resourceWhere(filter: ResourceFilter): SQL | undefined {
  return and(
    filter.category === undefined ? undefined : eq(resources.category, filter.category),
    filter.subcategory === undefined ? undefined : eq(resources.subcategory, filter.subcategory),
    filter.likedBy === undefined ? undefined : likedBy(filter.likedBy),
  );
}

export function resourceOrder(sort: ResourceSort): SQL[] {
  const newest = [desc(resources.createdAt), desc(resources.id)];
  return sort === 'likes' ? [desc(resources.likes), ...newest] : newest;
}

/** Resources with the caller's like state (when there is a caller). */
export async function selectResources(
  db: Database,
  options: {
    where: SQL | undefined;
    order: SQL[];
    limit: number;
    offset: number;
    userId?: string | undefined;
  },
): Promise<Resource[]> {
  const { userId } = options;
  if (userId === undefined) {
    const rows = await db
      .select()
      .from(resources)
      .where(options.where)
      .orderBy(...options.order)
      .limit(options.limit)
      .offset(options.offset);
    return rows.map((row) => toResource(row));
  }
  const rows = await db
    .select({ resource: resources, likedByMe: likedBy(userId) })
    .from(resources)
    .where(options.where)
    .orderBy(...options.order)
    .limit(options.limit)
    .offset(options.offset);
  return rows.map((row) => toResource(row.resource, Boolean(row.likedByMe)));
}
