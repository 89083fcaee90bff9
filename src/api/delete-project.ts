import { open } from './http';

/** DELETE /api/projects/:id (204): the project and its images. */
export async function deleteProject({ id }: { id: string }): Promise<void> {
  await open(({ sessionHttp }) => sessionHttp.delete(`projects/${encodeURIComponent(id)}`));
}
