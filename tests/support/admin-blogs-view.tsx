import type { Blog } from '@contracts/blogs';
import { type AdminBlogsLogic, adminBlogsLogic } from '@/features/admin/blogs/admin-blogs.logic';
import { AdminBlogsPage } from '@/features/admin/blogs/admin-blogs-page';
import { createDeferredActors, type DeferredActors, withDeferredActors } from './deferred-actors';
import { renderTablePage } from './table-page';

/** Every network actor of /Admin-blogs, by the name each machine gives it. */
export const adminBlogsActorNames = ['fetchPage', 'deleteItem', 'saveItem'] as const;

export function createAdminBlogsDeferred(): DeferredActors {
  return createDeferredActors(adminBlogsActorNames);
}

/** The page's machines with deferred actors in place of the network. */
export function deferredAdminBlogsLogic(deferred: DeferredActors): AdminBlogsLogic {
  return withDeferredActors(adminBlogsLogic, deferred);
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
    <AdminBlogsPage logic={deferredAdminBlogsLogic(deferred)} />,
    deferred,
    '/Admin-blogs',
    firstPage,
  );
}
