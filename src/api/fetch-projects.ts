import type { Page } from '@contracts/paging';
import { type Project, ProjectsPageResponse } from '@contracts/projects';
import { call } from './http';

/**
 * GET /api/projects?page&limit with the session: the projects the caller may see (every one for an
 * Admin), newest first, and the total; with `owner: 'me'` only the caller's own (the member's table).
 */
export async function fetchProjects({
  page,
  limit,
  owner,
}: {
  page: number;
  limit: number;
  owner?: 'me';
}): Promise<Page<Project>> {
  const searchParams = owner ? { page, limit, owner } : { page, limit };
  const body = await call(
    ({ sessionHttp }) => sessionHttp.get('projects', { searchParams }),
    ProjectsPageResponse,
  );
  return { items: body.data.projects, total: body.total };
}
