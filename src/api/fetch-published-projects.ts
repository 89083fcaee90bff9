import { type Project, ProjectsPageResponse } from '@contracts/projects';
import { call, http } from './http';

/** At most this many on the public page (the hub publishes a few dozen). */
const PUBLIC_PROJECTS_LIMIT = 100;

/**
 * GET /api/projects without a session: the published projects (status active or completed), newest first,
 * for the public /projects page.
 */
export async function fetchPublishedProjects(): Promise<Project[]> {
  const body = await call(
    () => http.get('projects', { searchParams: { page: 1, limit: PUBLIC_PROJECTS_LIMIT } }),
    ProjectsPageResponse,
  );
  return body.data.projects;
}
