import { SEARCH_LIMIT_PER_GROUP, type SearchHit, type SearchResponse } from '@contracts/member-area';
import { and, desc, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { SessionUser } from '../auth/session';
import type { Database } from '../db/client';
import { preparedPer } from '../db/prepared';
import { projects, resources } from '../db/schema';
import { isPublished, publishedOrOwnedBy } from '../projects/project-rows';

/**
 * How many of the newest items of a group (that the caller may see) the first pass looks through. A word
 * many items have is found there after a few dozen rows; a rarer one by the second pass, on the GIN index.
 */
export const RECENT_WINDOW = 100;

type Group = keyof SearchResponse['data'];
type Results = SearchResponse['data'];
type Among = 'recent' | 'all';
const groups: readonly Group[] = ['resources', 'projects'];

/** The member's words as a tsquery, made once per statement (an InitPlan), not once per row checked. */
const query = sql`(select to_tsquery('simple', ${sql.placeholder('query')}))`;

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
 * The group's newest hits (at most SEARCH_LIMIT_PER_GROUP), looked for either among its RECENT_WINDOW newest
 * rows (a walk of its (created_at, id) index that stops at the last hit needed) or among all of them (the
 * match on the GIN index first: an OFFSET, of 0 rows, keeps the planner from merging the match into the
 * outer query and walking the date index instead, which reads every row when the word is rare; drizzle
 * leaves out a literal OFFSET 0, so it is the `fence` placeholder).
 */
function newestHits(db: Database, group: Group, among: Among, forAdmin: boolean) {
  const { rows, visible } = groupRows(db, group, forAdmin);
  const source =
    among === 'recent'
      ? rows.where(visible).orderBy(desc(sql`created_at`), desc(sql`id`)).limit(RECENT_WINDOW).as('recent')
      : rows
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
    .where(among === 'recent' ? sql`${source.search} @@ ${query}` : undefined)
    .orderBy(desc(source.createdAt), desc(source.id))
    .limit(SEARCH_LIMIT_PER_GROUP);
}

/** The statements of a member's search and of an Admin's (who sees every project), prepared once per database. */
function searchStatements(forAdmin: boolean) {
  const name = (what: string) => `search_${what}${forAdmin ? '_admin' : ''}`;
  const both = (among: Among) =>
    preparedPer((db) =>
      unionAll(
        newestHits(db, 'resources', among, forAdmin),
        newestHits(db, 'projects', among, forAdmin),
      ).prepare(name(`${among}_both`)),
    );
  const one = (group: Group) =>
    preparedPer((db) => newestHits(db, group, 'all', forAdmin).prepare(name(`all_${group}`)));
  return {
    /** Both groups among their newest rows: one statement. */
    recent: both('recent'),
    /** Among all rows: both groups in one statement, or one of them. */
    all: { both: both('all'), resources: one('resources'), projects: one('projects') },
  };
}
const statements = { member: searchStatements(false), admin: searchStatements(true) };

/** Where a project hit opens: the public page when published, else the owner's edit form. */
function projectHref(row: { id: string; detail: string }): string {
  return isPublished(row.detail) ? '/projects' : `/dashboard/projects/${row.id}/edit`;
}

type HitRow = { group: Group; id: string; title: string; detail: string; href: string };

function toHit(row: HitRow): SearchHit {
  const href = row.group === 'projects' ? projectHref(row) : row.href;
  return { id: row.id, title: row.title, detail: row.detail, href };
}

/**
 * Resources and the projects `user` may see whose words start with every word of `text` (a tsquery of word
 * prefixes), newest first, at most SEARCH_LIMIT_PER_GROUP each: looked for among each group's newest rows
 * first (one statement for both), then, for the groups with fewer hits there, among all their rows (one more).
 */
export async function searchHits(db: Database, text: string, user: SessionUser): Promise<Results> {
  const { recent, all } = user.role === 'Admin' ? statements.admin : statements.member;
  const values = { query: text, owner: user.id, fence: 0 };
  const hits: Results = { resources: [], projects: [] };
  for (const row of await recent(db).execute(values)) hits[row.group].push(toHit(row));
  const short = groups.filter((group) => hits[group].length < SEARCH_LIMIT_PER_GROUP);
  if (short.length === 0) return hits;
  const again = short.length === groups.length ? all.both : all[short[0] as Group];
  for (const group of short) hits[group] = [];
  for (const row of await again(db).execute(values)) hits[row.group].push(toHit(row));
  return hits;
}
