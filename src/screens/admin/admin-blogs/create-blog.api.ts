import { type Blog, type BlogFields, BlogResponse } from '@contracts/blogs';
import { toFormData } from '@/api/form-data';
import { call } from '@/api/http';

/** POST /api/blogs (multipart: category, title, text, `image`) → 201 with the stored post. */
export async function createBlog({
  fields,
  image,
}: {
  fields: BlogFields;
  image?: File | undefined;
}): Promise<Blog> {
  const body = await call(
    ({ sessionHttp }) => sessionHttp.post('blogs', { body: toFormData(fields, { image }) }),
    BlogResponse,
  );
  return body.data.blog;
}
