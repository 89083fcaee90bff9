import type { Resource } from '@contracts/resources';
import { AddResourcePage } from '@/features/admin/resources/add-resource-page';
import {
  type AdminResourcesLogic,
  adminResourcesLogic,
} from '@/features/admin/resources/admin-resources.logic';
import { AdminResourcesPage } from '@/features/admin/resources/admin-resources-page';
import { createDeferredActors, type DeferredActors, withDeferredActors } from './deferred-actors';
import { renderView } from './render-view';
import { renderTablePage } from './table-page';

/** Every network actor of /resources and /add-resource, by the name each machine gives it. */
export const adminResourcesActorNames = ['fetchPage', 'deleteItem', 'saveItem'] as const;

export function createAdminResourcesDeferred(): DeferredActors {
  return createDeferredActors(adminResourcesActorNames);
}

/** The pages' machines with deferred actors in place of the network. */
export function deferredAdminResourcesLogic(deferred: DeferredActors): AdminResourcesLogic {
  return withDeferredActors(adminResourcesLogic, deferred);
}

/** Renders /resources; with `firstPage`, the table's first fetch is answered with it. */
export function renderAdminResources(deferred: DeferredActors, firstPage?: Resource[]) {
  return renderTablePage(
    <AdminResourcesPage logic={deferredAdminResourcesLogic(deferred)} />,
    deferred,
    '/resources',
    firstPage,
  );
}

/** Renders /add-resource, or its edit of `resource`. */
export function renderAddResource(deferred: DeferredActors, resource?: Resource) {
  return renderView(<AddResourcePage resource={resource} logic={deferredAdminResourcesLogic(deferred)} />, {
    url: resource ? `/add-resource?id=${resource.id}` : '/add-resource',
  });
}
