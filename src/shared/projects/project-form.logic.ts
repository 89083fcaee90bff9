import type { ProjectFields } from '@contracts/projects';
import { type ChosenImage, type ProjectImageField, projectFormMachine } from '@machines/project-form.machine';
import type { SaveUploadInput } from '@machines/upload-form.machine';
import { fromPromise } from 'xstate';
import { createProject } from '@/api/create-project';
import { updateProject } from '@/api/update-project';

/** A chosen image as the browser's File (what the machine stores), or nothing. */
const asFile = (image: ChosenImage | undefined) => (image instanceof File ? image : undefined);

/** Saves the project form: POST /api/projects to add, PATCH /api/projects/:id to edit (both multipart). */
export const saveProject = fromPromise(
  ({ input }: { input: SaveUploadInput<ProjectFields, ProjectImageField> }) => {
    const images = { image: asFile(input.images.image), ownerImage: asFile(input.images.ownerImage) };
    return input.id
      ? updateProject({ id: input.id, fields: input.fields, images })
      : createProject({ fields: input.fields, images });
  },
);

/**
 * The project form with its real calls. The admin area's screen and the member area's pages use this one
 * save.
 */
export const projectFormLogic = projectFormMachine.provide({ actors: { saveItem: saveProject } });
