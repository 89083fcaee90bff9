import type { ProjectFields } from '@contracts/projects';
import type { ChosenImage, ProjectImageField } from '@machines/project-form.machine';
import type { SaveUploadInput } from '@machines/upload-form.machine';
import { fromPromise } from 'xstate';
import { createProject } from '@/api/create-project';
import { updateProject } from '@/api/update-project';

/** A chosen image as the browser's File (what the machine stores), or nothing. */
const asFile = (image: ChosenImage | undefined) => (image instanceof File ? image : undefined);

/**
 * Saves the project form: POST /api/projects to add, PATCH /api/projects/:id to edit (both multipart). The
 * admin's /Admin-projects and the member's project form page use this one save.
 */
export const saveProject = fromPromise(
  ({ input }: { input: SaveUploadInput<ProjectFields, ProjectImageField> }) => {
    const images = { image: asFile(input.images.image), ownerImage: asFile(input.images.ownerImage) };
    return input.id
      ? updateProject({ id: input.id, fields: input.fields, images })
      : createProject({ fields: input.fields, images });
  },
);
