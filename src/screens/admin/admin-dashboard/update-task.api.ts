import { type Task, TaskResponse, type UpdateTaskRequest } from '@contracts/tasks';
import { call } from '@/api/http';

/** PATCH /api/tasks/:id { title?, done? }: answers the stored task. */
export async function updateTask({ id, changes }: { id: string; changes: UpdateTaskRequest }): Promise<Task> {
  const body = await call(
    ({ sessionHttp }) => sessionHttp.patch(`tasks/${encodeURIComponent(id)}`, { json: changes }),
    TaskResponse,
  );
  return body.data.task;
}
