import { type Blog, blogMessages } from '@contracts/blogs';
import { failureMessage } from '@contracts/failure-message';
import type { ChosenImage } from '@contracts/uploads';
import { blogFormMachine } from '@machines/blog-form.machine';
import { createCollectionMachine } from '@machines/collection.machine';
import { confirmDeleteMachine } from '@machines/confirm-delete.machine';
import { fromPromise } from 'xstate';
import { createBlog } from '@/api/create-blog';
import { deleteBlog } from '@/api/delete-blog';
import { fetchBlogs } from '@/api/fetch-blogs';
import { updateBlog } from '@/api/update-blog';

export const ADMIN_BLOGS_PAGE_SIZE = 10;

/** /Admin-blogs: every blog post, newest first. */
export const adminBlogsMachine = createCollectionMachine<Blog>({
  id: 'adminBlogs',
  pageSize: ADMIN_BLOGS_PAGE_SIZE,
  errorMessage: (error) =>
    failureMessage(error, {
      http: blogMessages.fetchFailed,
      network: blogMessages.fetchFailed,
      unexpected: blogMessages.fetchFailed,
    }),
});

/** A chosen image as the browser's File (what the machine stores), or nothing. */
const asFile = (image: ChosenImage | undefined) => (image instanceof File ? image : undefined);

/** The machines of /Admin-blogs with their real calls. */
export const adminBlogsLogic = {
  table: adminBlogsMachine.provide({
    actors: {
      fetchPage: fromPromise(({ input }) => fetchBlogs({ page: input.page, limit: input.limit })),
    },
  }),
  remove: confirmDeleteMachine.provide({
    actors: { deleteItem: fromPromise(({ input }) => deleteBlog(input)) },
  }),
  form: blogFormMachine.provide({
    actors: {
      saveItem: fromPromise(({ input }) => {
        const image = asFile(input.images.image);
        return input.id
          ? updateBlog({ id: input.id, fields: input.fields, image })
          : createBlog({ fields: input.fields, image });
      }),
    },
  }),
};
export type AdminBlogsLogic = typeof adminBlogsLogic;
