import { call, sessionHttp } from './http';

/** DELETE /api/tasks/:id (204). */
export async function deleteTask({ id }: { id: string }): Promise<void> {
  await call(() => sessionHttp.delete(`tasks/${encodeURIComponent(id)}`));
}
