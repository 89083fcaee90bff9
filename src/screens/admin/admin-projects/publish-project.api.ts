import { type Project, ProjectResponse } from '@contracts/projects';
import { call } from '@/api/http';

/** POST /api/admin/projects/:id/publish: status active (shown on /projects); answers the project. */
export async function publishProject({ id }: { id: string }): Promise<Project> {
  const body = await call(
    ({ sessionHttp }) => sessionHttp.post(`admin/projects/${encodeURIComponent(id)}/publish`),
    ProjectResponse,
  );
  return body.data.project;
}
