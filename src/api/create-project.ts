import { type Project, type ProjectFields, ProjectResponse } from '@contracts/projects';
import { toFormData } from './form-data';
import { call } from './http';

/** The two image files of the project form (a type, so it fits a record of files). */
export type ProjectImages = {
  image?: File | undefined;
  ownerImage?: File | undefined;
};

/** POST /api/projects (multipart: the text fields, `image`, `ownerImage`) → 201 with the stored project. */
export async function createProject({
  fields,
  images,
}: {
  fields: ProjectFields;
  images: ProjectImages;
}): Promise<Project> {
  const body = await call(
    ({ sessionHttp }) => sessionHttp.post('projects', { body: toFormData(fields, images) }),
    ProjectResponse,
  );
  return body.data.project;
}
