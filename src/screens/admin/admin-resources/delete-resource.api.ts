import { open } from '@/api/http';

/** DELETE /api/resources/:id: the resource and its icon. */
export async function deleteResource({ id }: { id: string }): Promise<void> {
  await open(({ sessionHttp }) => sessionHttp.delete(`resources/${encodeURIComponent(id)}`));
}
