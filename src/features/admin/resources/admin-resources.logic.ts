import { failureMessage } from '@contracts/failure-message';
import type { Resource } from '@contracts/resources';
import type { ChosenImage } from '@contracts/uploads';
import { createCollectionMachine } from '@machines/collection.machine';
import { confirmDeleteMachine } from '@machines/confirm-delete.machine';
import { resourceFormMachine } from '@machines/resource-form.machine';
import { fromPromise } from 'xstate';
import { deleteResource } from '@/api/delete-resource';
import { fetchResource } from '@/api/fetch-resource';
import { fetchResources } from '@/api/fetch-resources';
import { saveResource } from '@/api/save-resource';

export const ADMIN_RESOURCES_PAGE_SIZE = 10;

export const adminResourcesMessages = {
  fetchFailed: 'Resource API request failed',
  deleteFailed: 'Failed to delete the resource',
} as const;

/** /resources: every resource, newest first. */
export const adminResourcesMachine = createCollectionMachine<Resource>({
  id: 'adminResources',
  pageSize: ADMIN_RESOURCES_PAGE_SIZE,
  errorMessage: (error) =>
    failureMessage(error, {
      http: adminResourcesMessages.fetchFailed,
      network: adminResourcesMessages.fetchFailed,
      unexpected: adminResourcesMessages.fetchFailed,
    }),
});

/** A chosen image as the browser's File (what the machine stores), or nothing. */
const asFile = (image: ChosenImage | undefined) => (image instanceof File ? image : undefined);

/** The machines of /resources and /add-resource with their real calls. */
export const adminResourcesLogic = {
  table: adminResourcesMachine.provide({
    actors: {
      fetchPage: fromPromise(({ input }) => fetchResources({ page: input.page, limit: input.limit })),
    },
  }),
  remove: confirmDeleteMachine.provide({
    actors: { deleteItem: fromPromise(({ input }) => deleteResource(input)) },
  }),
  form: resourceFormMachine.provide({
    actors: {
      saveItem: fromPromise(({ input }) =>
        saveResource({ id: input.id, fields: input.fields, icon: asFile(input.images.icon) }),
      ),
    },
  }),
};
export type AdminResourcesLogic = typeof adminResourcesLogic;

/**
 * The /add-resource loader: the resource `?id=` names, or a note that it cannot be read. It lives with the
 * page's machines so the route needs no chunk of its own for it.
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
