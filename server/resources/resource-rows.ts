import type { Resource, ResourceSort } from '@contracts/resources';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { preparedPer } from '../db/prepared';
import { resourceCounts, resourceLikes, resources } from '../db/schema';

/** The columns a resource answer shows (the generated search words stay in the database). */
const listColumns = {
  id: resources.id,
  title: resources.title,
  icon: resources.icon,
  category: resources.category,
  subcategory: resources.subcategory,
  url: resources.url,
  likes: resources.likes,
  views: resources.views,
  createdAt: resources.createdAt,
};
type ResourceRow = { [K in keyof typeof listColumns]: (typeof resources.$inferSelect)[K] };

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

/**
 * How many resources match: the category filters sum the trigger-kept counts of their pairs (migration
 * 0007; at most 19 small rows, never a table scan); the caller's liked ones are counted from the like
 * table's user index.
 */
export async function countResources(db: Database, filter: ResourceFilter): Promise<number> {
  if (filter.likedBy !== undefined) {
    const [row] = await db.select({ total: count() }).from(resources).where(resourceWhere(filter));
    return row?.total ?? 0;
  }
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${resourceCounts.total}), 0)`.mapWith(Number) })
    .from(resourceCounts)
    .where(
      and(
        filter.category === undefined ? undefined : eq(resourceCounts.category, filter.category),
        filter.subcategory === undefined ? undefined : eq(resourceCounts.subcategory, filter.subcategory),
      ),
    );
  return row?.total ?? 0;
}

type OrderColumns = { likes: AnyPgColumn; createdAt: AnyPgColumn; id: AnyPgColumn };

/**
 * The list's order (most liked, then newest; or newest), or its exact opposite when `reversed` (a deep
 * page read from the list's far end: `nearerEnd`). Over `columns` (a page subquery's) or the table's.
 */
export function resourceOrder(
  sort: ResourceSort,
  reversed = false,
  columns: OrderColumns = resources,
): SQL[] {
  const direction = reversed ? asc : desc;
  const newest = [direction(columns.createdAt), direction(columns.id)];
  return sort === 'likes' ? [direction(columns.likes), ...newest] : newest;
}

export interface ResourcePage {
  where: SQL | undefined;
  sort: ResourceSort;
  reversed: boolean;
  limit: number;
  offset: number;
  /** The caller: each resource then says whether they like it. */
  userId?: string | undefined;
}

/**
 * One page of resources, with the caller's like state when there is a caller: the page is cut first (a
 * subquery) and only its rows are joined to the caller's likes, so a deep page checks no skipped row.
 */
export async function selectResources(db: Database, options: ResourcePage): Promise<Resource[]> {
  const { userId, sort, reversed } = options;
  const page = db
    .select(listColumns)
    .from(resources)
    .where(options.where)
    .orderBy(...resourceOrder(sort, reversed))
    .limit(options.limit)
    .offset(options.offset);
  if (userId === undefined) return (await page).map((row) => toResource(row));
  const cut = page.as('page');
  const rows = await db
    .select({ resource: cut._.selectedFields, likedBy: resourceLikes.userId })
    .from(cut)
    .leftJoin(resourceLikes, and(eq(resourceLikes.resourceId, cut.id), eq(resourceLikes.userId, userId)))
    .orderBy(...resourceOrder(sort, reversed, cut));
  return rows.map((row) => toResource(row.resource, row.likedBy !== null));
}

/** Which of the ids (a uuid[] placeholder) the account likes: a probe of the like table's key per id. */
const likedIds = preparedPer((db) =>
  db
    .select({ id: resourceLikes.resourceId })
    .from(resourceLikes)
    .where(
      and(
        eq(resourceLikes.userId, sql.placeholder('userId')),
        sql`${resourceLikes.resourceId} = any(${sql.placeholder('ids')}::uuid[])`,
      ),
    )
    .prepare('resource_liked_among'),
);

/** Which of `ids` the account likes: one prepared lookup, whatever page they come from. */
export async function likedAmong(db: Database, userId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await likedIds(db).execute({ userId, ids });
  return new Set(rows.map((row) => row.id));
}
