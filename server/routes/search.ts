import { memberAreaMessages, SearchQuery, type SearchResponse } from '@contracts/member-area';
import { textsOf } from '@contracts/texts';
import { validate } from '@lib/http/validate';
import { Hono } from 'hono';
import type { SessionEnv } from '../auth/session';
import type { RouteDeps } from '../deps';
import { requireSession } from '../http/guards';
import { createNewestRows } from '../search/newest-rows';
import { searchHits } from '../search/search-hits';
import { typedWords } from '../search/search-query';

type SearchDeps = Pick<RouteDeps, 'db' | 'clock' | 'config'>;

/**
 * `GET /api/search?q=` (the member header's 'Search a resource or project'): resources and the projects the
 * caller may see (published ones and their own; an Admin all), grouped, at most SEARCH_LIMIT_PER_GROUP each,
 * newest first. Every word of `q` must start a word of the item's generated `search` tsvector: among each
 * group's newest rows first (kept in memory while they are unchanged), then, for a group with fewer hits,
 * through its GIN index (full-text search; server/search/search-hits.ts).
 */
export function searchRoutes(deps: SearchDeps) {
  const { db } = deps;
  const newest = createNewestRows(db);
  return new Hono<SessionEnv>()
    .use('*', requireSession(deps))
    .get('/', validate('query', SearchQuery, textsOf(memberAreaMessages).queryTooLong), async (c) => {
      const words = typedWords(c.req.valid('query').q);
      if (!words) {
        const empty: SearchResponse = { data: { resources: [], projects: [] } };
        return c.json(empty);
      }
      const data = await searchHits(db, newest, words, c.get('user'));
      const body: SearchResponse = { data };
      return c.json(body);
    });
}
