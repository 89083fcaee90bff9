import { open } from '@/api/http';

/** DELETE /api/blogs/:id (204): the post and its image. */
export async function deleteBlog({ id }: { id: string }): Promise<void> {
  await open(({ sessionHttp }) => sessionHttp.delete(`blogs/${encodeURIComponent(id)}`));
}
