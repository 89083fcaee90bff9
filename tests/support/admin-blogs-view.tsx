import type { Blog } from '@contracts/blogs';
import { type AdminBlogsNetwork, adminBlogsWith } from '@/screens/admin/admin-blogs/admin-blogs.machine';
import { AdminBlogsView } from '@/screens/admin/admin-blogs/admin-blogs.view';
import { createDeferredActors, type DeferredActors } from './deferred-actors';
import { deferredDrafts, draftAccount, draftActorNames } from './draft-model';
import { renderTablePage } from './table-page';

/** Every network actor of /Admin-blogs, by the name each machine gives it (and the form's draft storage). */
export const adminBlogsActorNames = ['fetchPage', 'deleteItem', 'saveItem', ...draftActorNames] as const;

export function createAdminBlogsDeferred(): DeferredActors {
  return createDeferredActors(adminBlogsActorNames);
}

/** The /Admin-blogs screen machine with deferred actors in place of its children's network. */
export function adminBlogsLogicWith(deferred: DeferredActors) {
  // Deferred actors stand in for every network actor (untyped: each path settles them with its outcome).
  return adminBlogsWith({
    ...(deferred.actors as unknown as AdminBlogsNetwork),
    drafts: deferredDrafts(deferred),
  });
}

export function sampleBlog(overrides: Partial<Blog> = {}): Blog {
  return {
    id: '22222222-2222-4222-8222-222222222222',
    title: 'Securing a login form',
    category: 'Cyber security',
    text: 'Rate limits, hashing and honest error messages.',
    image: '',
    createdAt: '2025-04-02T14:30:00.000Z',
    ...overrides,
  };
}

/** Renders /Admin-blogs; with `firstPage`, the table's first fetch is answered with it. */
export function renderAdminBlogs(deferred: DeferredActors, firstPage?: Blog[]) {
  return renderTablePage(
    <AdminBlogsView logic={adminBlogsLogicWith(deferred)} account={draftAccount} />,
    deferred,
    '/Admin-blogs',
    firstPage,
  );
}
