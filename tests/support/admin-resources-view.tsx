import type { Resource } from '@contracts/resources';
import { act } from '@testing-library/react';
import { AddResourcePage } from '@/features/admin/resources/add-resource-page';
import {
  type AdminResourcesLogic,
  adminResourcesLogic,
} from '@/features/admin/resources/admin-resources.logic';
import { AdminResourcesPage } from '@/features/admin/resources/admin-resources-page';
import { createDeferredActors, type DeferredActors } from './deferred-actors';
import { renderView } from './render-view';

/** Every network actor of /resources and /add-resource, by the name each machine gives it. */
export const adminResourcesActorNames = ['fetchPage', 'deleteItem', 'saveItem'] as const;

export function createAdminResourcesDeferred(): DeferredActors {
  return createDeferredActors(adminResourcesActorNames);
}

/** The pages' machines with deferred actors in place of the network. */
export function deferredAdminResourcesLogic(deferred: DeferredActors): AdminResourcesLogic {
  const actors = deferred.actors as never;
  return {
    table: adminResourcesLogic.table.provide({ actors }),
    remove: adminResourcesLogic.remove.provide({ actors }),
    form: adminResourcesLogic.form.provide({ actors }),
  };
}

/** Renders /resources; with `firstPage`, the table's first fetch is answered with it. */
export async function renderAdminResources(deferred: DeferredActors, firstPage?: Resource[]) {
  const view = await renderView(<AdminResourcesPage logic={deferredAdminResourcesLogic(deferred)} />, {
    url: '/resources',
  });
  if (firstPage)
    await act(async () =>
      deferred.settle({
        type: 'xstate.done.actor.fetchPage',
        output: { items: firstPage, total: firstPage.length },
      }),
    );
  return view;
}

/** Renders /add-resource, or its edit of `resource`. */
export function renderAddResource(deferred: DeferredActors, resource?: Resource) {
  return renderView(<AddResourcePage resource={resource} logic={deferredAdminResourcesLogic(deferred)} />, {
    url: resource ? `/add-resource?id=${resource.id}` : '/add-resource',
  });
}
