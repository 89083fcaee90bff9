import { open } from '@/api/http';

/** DELETE /api/tasks/:id (204). */
export async function deleteTask({ id }: { id: string }): Promise<void> {
  await open(({ sessionHttp }) => sessionHttp.delete(`tasks/${encodeURIComponent(id)}`));
}
