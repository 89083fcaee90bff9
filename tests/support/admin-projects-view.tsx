import type { Project } from '@contracts/projects';
import {
  type AdminProjectsNetwork,
  adminProjectsWith,
} from '@/screens/admin/admin-projects/admin-projects.machine';
import { AdminProjectsView } from '@/screens/admin/admin-projects/admin-projects.view';
import { createDeferredActors, type DeferredActors } from './deferred-actors';
import { deferredDrafts, draftAccount, draftActorNames } from './draft-model';
import { renderTablePage } from './table-page';

/** Every network actor of /Admin-projects, by the name each machine gives it. */
export const adminProjectsActorNames = [
  'fetchPage',
  'updateItem',
  'rejectProject',
  'deleteItem',
  'saveItem',
  ...draftActorNames,
] as const;

export function createAdminProjectsDeferred(): DeferredActors {
  return createDeferredActors(adminProjectsActorNames);
}

/** The /Admin-projects screen machine with deferred actors in place of its children's network. */
export function adminProjectsLogicWith(deferred: DeferredActors) {
  // Deferred actors stand in for every network actor (untyped: each path settles them with its outcome).
  return adminProjectsWith({
    ...(deferred.actors as unknown as AdminProjectsNetwork),
    drafts: deferredDrafts(deferred),
  });
}

export function sampleProject(overrides: Partial<Project> = {}): Project {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    title: 'Hub Website',
    description: 'The hub’s own site',
    owner: 'Aline Uwase',
    ownerRole: 'Frontend developer',
    ownerImage: '',
    image: '',
    link: 'https://hub.example',
    status: 'review',
    progress: 40,
    rejectionReason: null,
    ownerId: null,
    createdAt: '2025-03-01T09:00:00.000Z',
    ...overrides,
  };
}

/** Renders /Admin-projects; with `firstPage`, the table's first fetch is answered with it. */
export function renderAdminProjects(deferred: DeferredActors, firstPage?: Project[]) {
  return renderTablePage(
    <AdminProjectsView logic={adminProjectsLogicWith(deferred)} account={draftAccount} />,
    deferred,
    '/Admin-projects',
    firstPage,
  );
}
