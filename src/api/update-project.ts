import { type Project, type ProjectFields, ProjectResponse } from '@contracts/projects';
import type { ProjectImages } from './create-project';
import { toFormData } from './form-data';
import { call } from './http';

/** PATCH /api/projects/:id (multipart; an image not chosen again is kept) → the stored project. */
export async function updateProject({
  id,
  fields,
  images,
}: {
  id: string;
  fields: ProjectFields;
  images: ProjectImages;
}): Promise<Project> {
  const body = await call(
    ({ sessionHttp }) =>
      sessionHttp.patch(`projects/${encodeURIComponent(id)}`, { body: toFormData(fields, images) }),
    ProjectResponse,
  );
  return body.data.project;
}
