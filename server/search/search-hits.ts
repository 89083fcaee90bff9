import { SEARCH_LIMIT_PER_GROUP, type SearchHit, type SearchResponse } from '@contracts/member-area';
import { and, desc, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { SessionUser } from '../auth/session';
import type { Database } from '../db/client';
import { preparedPer } from '../db/prepared';
import { projects, resources } from '../db/schema';
import { isPublished, isVisibleTo, publishedOrOwnedBy } from '../projects/project-rows';
import { type Group, type Kept, type KeptRow, type NewestRows, newestMatches } from './newest-rows';
import { prefixQuery } from './search-query';

type Results = SearchResponse['data'];
const groups: readonly Group[] = ['resources', 'projects'];

/** The member's words as a tsquery, made once per statement (an InitPlan), not once per row checked. */
const query = sql`(select ${sql.placeholder('query')}::tsquery)`;

/** One group's rows as hits, with what the search orders and matches them by. */
function groupRows(db: Database, group: Group, forAdmin: boolean) {
  if (group === 'resources') {
    const r = resources;
    return {
      rows: db
        .select({
          id: r.id,
          title: r.title,
          detail: r.subcategory,
          href: r.url,
          search: r.search,
          createdAt: r.createdAt,
        })
        .from(r)
        .$dynamic(),
      visible: undefined,
    };
  }
  const p = projects;
  const href = sql<string>`''`.as('href');
  return {
    rows: db
      .select({ id: p.id, title: p.title, detail: p.status, href, search: p.search, createdAt: p.createdAt })
      .from(p)
      .$dynamic(),
    // An Admin sees every project; a member the published ones and their own (the `owner` placeholder).
    visible: forAdmin ? undefined : publishedOrOwnedBy(sql.placeholder('owner')),
  };
}

/**
 * The group's newest hits (at most SEARCH_LIMIT_PER_GROUP) among all its rows: the match on the GIN index
 * first (an OFFSET, of 0 rows, keeps the planner from merging the match into the outer query and walking the
 * date index instead, which reads every row when the word is rare; drizzle leaves out a literal OFFSET 0, so
 * it is the `fence` placeholder), then the newest of those.
 */
function newestHits(db: Database, group: Group, forAdmin: boolean) {
  const { rows, visible } = groupRows(db, group, forAdmin);
  const source = rows
    .where(and(sql`search @@ ${query}`, visible))
    .offset(sql.placeholder('fence'))
    .as('matching');
  return db
    .select({
      group: sql<Group>`${sql.raw(`'${group}'`)}`.as('group'),
      id: source.id,
      title: source.title,
      detail: source.detail,
      href: source.href,
    })
    .from(source)
    .orderBy(desc(source.createdAt), desc(source.id))
    .limit(SEARCH_LIMIT_PER_GROUP);
}

/** The index pass of a member's search and of an Admin's (who sees every project), prepared once per database. */
function indexStatements(forAdmin: boolean) {
  const name = (what: string) => `search_all_${what}${forAdmin ? '_admin' : ''}`;
  const one = (group: Group) => preparedPer((db) => newestHits(db, group, forAdmin).prepare(name(group)));
  return {
    /** Both groups in one statement. */
    both: preparedPer((db) =>
      unionAll(newestHits(db, 'resources', forAdmin), newestHits(db, 'projects', forAdmin)).prepare(
        name('both'),
      ),
    ),
    resources: one('resources'),
    projects: one('projects'),
  };
}
const statements = { member: indexStatements(false), admin: indexStatements(true) };

/** Where a project hit opens: the public page when published, else the owner's edit form. */
function projectHref(row: { id: string; detail: string }): string {
  return isPublished(row.detail) ? '/projects' : `/dashboard/projects/${row.id}/edit`;
}

type HitRow = { id: string; title: string; detail: string; href: string };

function toHit(group: Group, row: HitRow): SearchHit {
  const href = group === 'projects' ? projectHref(row) : row.href;
  return { id: row.id, title: row.title, detail: row.detail, href };
}

/** Whether `user` may see a kept row: every resource, and the projects `isVisibleTo` lets them see. */
function canSee(user: SessionUser, group: Group) {
  if (group === 'resources') return () => true;
  return (row: KeptRow) => isVisibleTo({ status: row.detail, ownerId: row.ownerId }, user);
}

/** The first pass, in memory: each group's newest hits among its kept rows. */
function keptHits(kept: Kept, words: readonly string[], user: SessionUser): Results {
  const hits: Results = { resources: [], projects: [] };
  for (const group of groups) {
    const found = newestMatches(kept[group], words, canSee(user, group), SEARCH_LIMIT_PER_GROUP);
    hits[group] = found.map((row) => toHit(group, row));
  }
  return hits;
}

/** Whether the first pass answered a group: enough hits, or every row of the group was among the kept ones. */
function answered(kept: Kept, hits: Results, group: Group): boolean {
  return hits[group].length === SEARCH_LIMIT_PER_GROUP || kept[group].all;
}

/**
 * Resources and the projects `user` may see whose words start with every one of `words`, newest first, at
 * most SEARCH_LIMIT_PER_GROUP each: looked for among each group's KEPT_NEWEST newest rows first (kept in
 * memory while nothing the search reads has changed: server/search/newest-rows.ts), then, for the groups
 * with fewer hits there and more rows than were kept, among all their rows through the GIN index (one
 * statement).
 */
export async function searchHits(
  db: Database,
  newest: NewestRows,
  words: readonly string[],
  user: SessionUser,
): Promise<Results> {
  const kept = await newest.current();
  const hits = keptHits(kept, words, user);
  const short = groups.filter((group) => !answered(kept, hits, group));
  if (short.length === 0) return hits;
  const index = user.role === 'Admin' ? statements.admin : statements.member;
  const again = short.length === groups.length ? index.both : index[short[0] as Group];
  const values = { query: prefixQuery(words), owner: user.id, fence: 0 };
  for (const group of short) hits[group] = [];
  for (const row of await again(db).execute(values)) hits[row.group].push(toHit(row.group, row));
  return hits;
}
