import {
  memberAreaMessages,
  SEARCH_LIMIT_PER_GROUP,
  type SearchHit,
  SearchQuery,
  type SearchResponse,
} from '@contracts/member-area';
import { publishedStatuses } from '@contracts/projects';
import { validate } from '@lib/http/validate';
import { and, asc, desc, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { Hono } from 'hono';
import type { SessionEnv, SessionUser } from '../auth/session';
import type { Database } from '../db/client';
import { projects, resources } from '../db/schema';
import type { RouteDeps } from '../deps';
import { requireSession } from '../http/guards';
import { visibleTo } from '../projects/project-rows';
import { prefixQuery } from '../search/search-query';

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

async function searchResources(db: Database, query: SQL): Promise<SearchHit[]> {
  const rows = await db
    .select({ id: resources.id, title: resources.title, detail: resources.subcategory, href: resources.url })
    .from(resources)
    .where(matches(resources.search, query))
    .orderBy(...bestFirst(resources.search, query, resources.title, resources.id))
    .limit(SEARCH_LIMIT_PER_GROUP);
  return rows;
}

async function searchProjects(db: Database, query: SQL, user: SessionUser): Promise<SearchHit[]> {
  const rows = await db
    .select({ id: projects.id, title: projects.title, status: projects.status })
    .from(projects)
    .where(and(matches(projects.search, query), visibleTo(user)))
    .orderBy(...bestFirst(projects.search, query, projects.title, projects.id))
    .limit(SEARCH_LIMIT_PER_GROUP);
  return rows.map((row) => ({ id: row.id, title: row.title, detail: row.status, href: projectHref(row) }));
}

/**
 * `GET /api/search?q=` (the member header's 'Search a resource or project'): resources and the projects the
 * caller may see (published ones and their own; an Admin all), grouped, at most SEARCH_LIMIT_PER_GROUP each,
 * best match first. Every word of `q` must start a word of the item. The match runs on the generated
 * `search` tsvector columns through their GIN indexes (full-text search, no table scan).
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
      const query = sql`to_tsquery('simple', ${text})`;
      const [resourceHits, projectHits] = await Promise.all([
        searchResources(db, query),
        searchProjects(db, query, c.get('user')),
      ]);
      const body: SearchResponse = { data: { resources: resourceHits, projects: projectHits } };
      return c.json(body);
    });
}
