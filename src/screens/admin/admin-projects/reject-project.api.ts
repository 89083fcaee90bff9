import { type Project, ProjectResponse, type RejectProjectRequest } from '@contracts/projects';
import { call } from '@/api/http';

/** POST /api/admin/projects/:id/reject { reason }: back to review with the reason its owner is told. */
export async function rejectProject({ id, reason }: { id: string } & RejectProjectRequest): Promise<Project> {
  const body = await call(
    ({ sessionHttp }) =>
      sessionHttp.post(`admin/projects/${encodeURIComponent(id)}/reject`, { json: { reason } }),
    ProjectResponse,
  );
  return body.data.project;
}
