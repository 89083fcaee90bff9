import { type Blog, type BlogFields, BlogResponse } from '@contracts/blogs';
import { toFormData } from '@/api/form-data';
import { call } from '@/api/http';

/** PATCH /api/blogs/:id (multipart; the image is kept unless another is chosen) → the stored post. */
export async function updateBlog({
  id,
  fields,
  image,
}: {
  id: string;
  fields: BlogFields;
  image?: File | undefined;
}): Promise<Blog> {
  const body = await call(
    ({ sessionHttp }) =>
      sessionHttp.patch(`blogs/${encodeURIComponent(id)}`, { body: toFormData(fields, { image }) }),
    BlogResponse,
  );
  return body.data.blog;
}
