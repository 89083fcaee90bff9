import type { Resource } from '@contracts/resources';
import { type AddResourceNetwork, addResourceWith } from '@/screens/admin/add-resource/add-resource.machine';
import { AddResourceView } from '@/screens/admin/add-resource/add-resource.view';
import {
  type AdminResourcesNetwork,
  adminResourcesWith,
} from '@/screens/admin/admin-resources/admin-resources.machine';
import { AdminResourcesView } from '@/screens/admin/admin-resources/admin-resources.view';
import { createDeferredActors, type DeferredActors } from './deferred-actors';
import { deferredDrafts, draftAccount, draftActorNames } from './draft-model';
import { renderView } from './render-view';
import { renderTablePage } from './table-page';

/** Every network actor of /resources and /add-resource, by the name each machine gives it. */
export const adminResourcesActorNames = ['fetchPage', 'deleteItem', 'saveItem', ...draftActorNames] as const;

export function createAdminResourcesDeferred(): DeferredActors {
  return createDeferredActors(adminResourcesActorNames);
}

/** The /resources screen machine with deferred actors in place of its children's network. */
export function adminResourcesLogicWith(deferred: DeferredActors) {
  // Deferred actors stand in for every network actor (untyped: each path settles them with its outcome).
  return adminResourcesWith(deferred.actors as unknown as AdminResourcesNetwork);
}

/** The /add-resource screen machine with a deferred actor in place of its form's save. */
export function addResourceLogicWith(deferred: DeferredActors) {
  return addResourceWith({
    ...(deferred.actors as unknown as AddResourceNetwork),
    drafts: deferredDrafts(deferred),
  });
}

/** Renders /resources; with `firstPage`, the table's first fetch is answered with it. */
export function renderAdminResources(deferred: DeferredActors, firstPage?: Resource[]) {
  return renderTablePage(
    <AdminResourcesView logic={adminResourcesLogicWith(deferred)} />,
    deferred,
    '/resources',
    firstPage,
  );
}

/** Renders /add-resource, or its edit of `resource`, or the edit of one that could not be read. */
export function renderAddResource(deferred: DeferredActors, resource?: Resource, missing?: boolean) {
  return renderView(
    <AddResourceView
      resource={resource}
      missing={missing}
      logic={addResourceLogicWith(deferred)}
      account={draftAccount}
    />,
    { url: resource ? `/add-resource?id=${resource.id}` : '/add-resource' },
  );
}
