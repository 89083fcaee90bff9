import type { Resource, ResourceFields } from '@contracts/resources';
import type { ChosenImage } from '@contracts/uploads';
import type { SaveUploadInput } from '@machines/upload-form.machine';
import { fromPromise } from 'xstate';
import { draftsOnDevice } from '@/device/drafts';
import { addResourceWith } from './add-resource.machine';
import { fetchResource } from './fetch-resource.api';
import type { ResourceImageField } from './resource-form.machine';
import { saveResource } from './save-resource.api';

/** A chosen image as the browser's File (what the machine stores), or nothing. */
const asFile = (image: ChosenImage | undefined) => (image instanceof File ? image : undefined);

/** /add-resource with its real network: POST /api/resources to add, PATCH to edit (both multipart). */
export const addResourceLogic = addResourceWith({
  saveItem: fromPromise(({ input }: { input: SaveUploadInput<ResourceFields, ResourceImageField> }) =>
    saveResource({ id: input.id, fields: input.fields, icon: asFile(input.images.icon) }),
  ),
  drafts: draftsOnDevice(),
});
export type AddResourceLogic = typeof addResourceLogic;

/**
 * The /add-resource loader: the resource `?id=` names, or a note that it cannot be read. It lives with the
 * page's logic so the route needs no chunk of its own for it.
 */
export async function loadResourceToEdit(
  id: string | undefined,
): Promise<{ resource: Resource | undefined; missing: boolean }> {
  if (!id) return { resource: undefined, missing: false };
  return fetchResource({ id }).then(
    (resource) => ({ resource, missing: false }),
    () => ({ resource: undefined, missing: true }),
  );
}
