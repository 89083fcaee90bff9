import { type ChosenImage, projectFormMachine } from '@machines/project-form.machine';
import { fromPromise } from 'xstate';
import { createProject } from '@/api/create-project';
import { updateProject } from '@/api/update-project';

/** A chosen image as the browser's File (what the machine stores), or nothing. */
const asFile = (image: ChosenImage | undefined) => (image instanceof File ? image : undefined);

/**
 * The project form with its real calls: POST /api/projects to add, PATCH /api/projects/:id to edit (both
 * multipart). The admin area's dialog and the member area's pages use this one logic.
 */
export const projectFormLogic = projectFormMachine.provide({
  actors: {
    saveItem: fromPromise(({ input }) => {
      const images = { image: asFile(input.images.image), ownerImage: asFile(input.images.ownerImage) };
      return input.id
        ? updateProject({ id: input.id, fields: input.fields, images })
        : createProject({ fields: input.fields, images });
    }),
  },
});
