import type { Page } from '@contracts/paging';
import { type Task, TasksPageResponse } from '@contracts/tasks';
import { call } from '@/api/http';

/** GET /api/tasks?page&limit: one page of the admin's to-do list, newest first, and the total. */
export async function fetchTasks({ page, limit }: { page: number; limit: number }): Promise<Page<Task>> {
  const body = await call(
    ({ sessionHttp }) => sessionHttp.get('tasks', { searchParams: { page, limit } }),
    TasksPageResponse,
  );
  return { items: body.data.tasks, total: body.total };
}
