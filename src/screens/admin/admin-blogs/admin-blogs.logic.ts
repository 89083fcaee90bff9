import type { BlogFields } from '@contracts/blogs';
import type { ChosenImage } from '@contracts/uploads';
import type { SaveUploadInput } from '@machines/upload-form.machine';
import { fromPromise } from 'xstate';
import { fetchBlogs } from '@/api/fetch-blogs';
import { draftsOnDevice } from '@/device/drafts';
import { adminBlogsWith } from './admin-blogs.machine';
import type { BlogImageField } from './blog-form.machine';
import { createBlog } from './create-blog.api';
import { deleteBlog } from './delete-blog.api';
import { updateBlog } from './update-blog.api';

/** A chosen image as the browser's File (what the machine stores), or nothing. */
const asFile = (image: ChosenImage | undefined) => (image instanceof File ? image : undefined);

/** /Admin-blogs with its real network: the API modules the children call. */
export const adminBlogsLogic = adminBlogsWith({
  fetchPage: fromPromise(({ input }) => fetchBlogs({ page: input.page, limit: input.limit })),
  deleteItem: fromPromise(({ input }) => deleteBlog(input)),
  saveItem: fromPromise(({ input }: { input: SaveUploadInput<BlogFields, BlogImageField> }) => {
    const image = asFile(input.images.image);
    return input.id
      ? updateBlog({ id: input.id, fields: input.fields, image })
      : createBlog({ fields: input.fields, image });
  }),
  drafts: draftsOnDevice(),
});
export type AdminBlogsLogic = typeof adminBlogsLogic;
