import { memberAreaMessages, SearchQuery, type SearchResponse } from '@contracts/member-area';
import { validate } from '@lib/http/validate';
import { Hono } from 'hono';
import type { SessionEnv } from '../auth/session';
import type { RouteDeps } from '../deps';
import { requireSession } from '../http/guards';
import { searchHits } from '../search/search-hits';
import { prefixQuery } from '../search/search-query';

type SearchDeps = Pick<RouteDeps, 'db' | 'clock' | 'config'>;

/**
 * `GET /api/search?q=` (the member header's 'Search a resource or project'): resources and the projects the
 * caller may see (published ones and their own; an Admin all), grouped, at most SEARCH_LIMIT_PER_GROUP each,
 * newest first. Every word of `q` must start a word of the item. The match runs on the generated `search`
 * tsvector columns: among each group's newest rows first (a walk of its date index), then, for a group with
 * fewer hits, through its GIN index (full-text search; server/search/search-hits.ts).
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
      const data = await searchHits(db, text, c.get('user'));
      const body: SearchResponse = { data };
      return c.json(body);
    });
}
