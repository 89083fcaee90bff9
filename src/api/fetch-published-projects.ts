import { type Project, ProjectsPageResponse } from '@contracts/projects';
import { call } from './http';
import { prerenderedAnswer } from './prerendered-data';

/** At most this many on the public page (the hub publishes a few dozen). */
const PUBLIC_PROJECTS_LIMIT = 100;

/** The API path of the public page's projects (also the key of its prerendered answer). */
export const publishedProjectsApiPath = `projects?page=1&limit=${PUBLIC_PROJECTS_LIMIT}`;

/**
 * GET /api/projects without a session: the published projects (status active or completed), newest first,
 * for the public /projects page.
 */
export async function fetchPublishedProjects(): Promise<Project[]> {
  const body = await call(({ http }) => http.get(publishedProjectsApiPath), ProjectsPageResponse);
  return body.data.projects;
}

/** The same list as the prerendered HTML carries it, if it does. */
export function prerenderedPublishedProjects(): Project[] | undefined {
  return prerenderedAnswer(publishedProjectsApiPath, ProjectsPageResponse)?.data.projects;
}
