import { type CreateTaskRequest, type Task, TaskResponse } from '@contracts/tasks';
import { call } from '@/api/http';

/** POST /api/tasks { title } → 201 with the stored task. Never retried (a POST). */
export async function createTask({ title }: CreateTaskRequest): Promise<Task> {
  const body = await call(({ sessionHttp }) => sessionHttp.post('tasks', { json: { title } }), TaskResponse);
  return body.data.task;
}
