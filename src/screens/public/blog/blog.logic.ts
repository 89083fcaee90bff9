import type { Blog } from '@contracts/blogs';
import type { Page } from '@contracts/paging';
import type { CollectionQuery } from '@machines/collection.machine';
import { fromPromise } from 'xstate';
import { fetchBlogs } from '@/api/fetch-blogs';
import { blogWith } from './blog.machine';

/** /blog with its real network: the API module the posts' read calls. */
export const blogLogic = blogWith({
  fetchPage: fromPromise<Page<Blog>, CollectionQuery>(({ input }) =>
    fetchBlogs({ page: input.page, limit: input.limit }),
  ),
});
export type BlogLogic = typeof blogLogic;
