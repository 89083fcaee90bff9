import { type Blog, blogMessages } from '@contracts/blogs';
import { commonFailureTexts, failureMessage } from '@contracts/failure-message';
import { createCollectionMachine } from '@machines/collection.machine';
import { topicFilterMachine } from '@machines/topic-filter.machine';
import { fromPromise } from 'xstate';
import { fetchBlogs } from '@/api/fetch-blogs';

/** At most this many posts on the public page (the hub writes a few dozen): one read. */
export const PUBLIC_BLOGS_LIMIT = 100;

/** /blog's stored posts (`GET /api/blogs`), newest first, read once. */
export const blogPostsMachine = createCollectionMachine<Blog>({
  id: 'blogPosts',
  pageSize: PUBLIC_BLOGS_LIMIT,
  errorMessage: (error) => failureMessage(error, { http: blogMessages.fetchFailed, ...commonFailureTexts }),
});

/** The machines of /blog with their real calls. */
export const blogLogic = {
  filter: topicFilterMachine,
  posts: blogPostsMachine.provide({
    actors: { fetchPage: fromPromise(({ input }) => fetchBlogs({ page: input.page, limit: input.limit })) },
  }),
};
export type BlogLogic = typeof blogLogic;
