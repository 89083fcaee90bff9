import {
  memberAreaMessages,
  SEARCH_LIMIT_PER_GROUP,
  SearchQuery,
  type SearchResponse,
} from '@contracts/member-area';
import { publishedStatuses } from '@contracts/projects';
import { validate } from '@lib/http/validate';
import { and, asc, desc, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, unionAll } from 'drizzle-orm/pg-core';
import { Hono } from 'hono';
import type { SessionEnv, SessionUser } from '../auth/session';
import { projects, resources } from '../db/schema';
import type { RouteDeps } from '../deps';
import { requireSession } from '../http/guards';
import { visibleTo } from '../projects/project-rows';
import { prefixQuery } from '../search/search-query';
import type { Queryable } from '../uploads/store';

type SearchDeps = Pick<RouteDeps, 'db' | 'clock' | 'config'>;

/** Where a project hit opens: the public page when published, else the owner's edit form. */
function projectHref(row: { id: string; status: string }): string {
  return (publishedStatuses as readonly string[]).includes(row.status)
    ? '/projects'
    : `/dashboard/projects/${row.id}/edit`;
}

function matches(search: AnyPgColumn, query: SQL): SQL {
  return sql`${search} @@ ${query}`;
}

/** Best match first (ts_rank), then by title and id so equal ranks keep one order. */
function bestFirst(search: AnyPgColumn, query: SQL, title: AnyPgColumn, id: AnyPgColumn): SQL[] {
  return [desc(sql`ts_rank(${search}, ${query})`), asc(title), asc(id)];
}

/**
 * Both groups in one statement (`UNION ALL` of two limited, ranked selects): one round trip to the
 * database instead of two. Project rows carry their status as `detail`; their `href` is set afterwards.
 */
async function searchBoth(db: Queryable, query: SQL, user: SessionUser): Promise<SearchResponse['data']> {
  const resourceHits = db
    .select({
      group: sql<'resources' | 'projects'>`'resources'`.as('group'),
      id: resources.id,
      title: resources.title,
      detail: resources.subcategory,
      href: resources.url,
    })
    .from(resources)
    .where(matches(resources.search, query))
    .orderBy(...bestFirst(resources.search, query, resources.title, resources.id))
    .limit(SEARCH_LIMIT_PER_GROUP);
  const projectHits = db
    .select({
      group: sql<'resources' | 'projects'>`'projects'`.as('group'),
      id: projects.id,
      title: projects.title,
      detail: projects.status,
      href: sql<string>`''`.as('href'),
    })
    .from(projects)
    .where(and(matches(projects.search, query), visibleTo(user)))
    .orderBy(...bestFirst(projects.search, query, projects.title, projects.id))
    .limit(SEARCH_LIMIT_PER_GROUP);
  const rows = await unionAll(resourceHits, projectHits);
  const groups: SearchResponse['data'] = { resources: [], projects: [] };
  for (const { group, id, title, detail, href } of rows) {
    groups[group].push({
      id,
      title,
      detail,
      href: group === 'projects' ? projectHref({ id, status: detail }) : href,
    });
  }
  return groups;
}

/**
 * `GET /api/search?q=` (the member header's 'Search a resource or project'): resources and the projects the
 * caller may see (published ones and their own; an Admin all), grouped, at most SEARCH_LIMIT_PER_GROUP each,
 * best match first. Every word of `q` must start a word of the item. The match runs on the generated
 * `search` tsvector columns through their GIN indexes (full-text search). Those indexes have no pending
 * list (`fastupdate` off), so the planner costs them at a few pages and picks them on its own: one
 * statement, no transaction or planner setting.
 */
export function searchRoutes(deps: SearchDeps) {
  const { db } = deps;
  return new Hono<SessionEnv>()
    .use('*', requireSession(deps))
    .get('/', validate('query', SearchQuery, memberAreaMessages.queryTooLong), async (c) => {
      const text = prefixQuery(c.req.valid('query').q);
      if (!text) {
        const empty: SearchResponse = { data: { resources: [], projects: [] } };
        return c.json(empty);
      }
      // A subquery, so Postgres makes the tsquery once per search (an InitPlan) even in a kept generic
      // plan, which would otherwise call to_tsquery for every matching row and again for its rank.
      const query = sql`(select to_tsquery('simple', ${text}))`;
      const user = c.get('user');
      const data = await searchBoth(db, query, user);
      const body: SearchResponse = { data };
      return c.json(body);
    });
}
