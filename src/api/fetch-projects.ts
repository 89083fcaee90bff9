import type { Page } from '@contracts/paging';
import { type Project, ProjectsPageResponse } from '@contracts/projects';
import { call, sessionHttp } from './http';

/**
 * GET /api/projects?page&limit with the session: the projects the caller may see (every one for an
 * Admin), newest first, and the total.
 */
export async function fetchProjects({
  page,
  limit,
}: {
  page: number;
  limit: number;
}): Promise<Page<Project>> {
  const body = await call(
    () => sessionHttp.get('projects', { searchParams: { page, limit } }),
    ProjectsPageResponse,
  );
  return { items: body.data.projects, total: body.total };
}
