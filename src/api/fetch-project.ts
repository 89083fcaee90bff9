import { type Project, ProjectResponse } from '@contracts/projects';
import { call } from './http';

/** GET /api/projects/:id with the session: one project the caller may see (404 when hidden or missing). */
export async function fetchProject({ id }: { id: string }): Promise<Project> {
  const body = await call(
    ({ sessionHttp }) => sessionHttp.get(`projects/${encodeURIComponent(id)}`),
    ProjectResponse,
  );
  return body.data.project;
}
