import * as v from 'valibot';
import { pagedResponse } from './paging';
import { requiredLine } from './text-fields';
import { defineTexts } from './texts';

/**
 * The admin's to-do list (the dashboard's 'Tasks' widget and tile): `GET /api/tasks?page&limit` →
 * `{ data: { tasks }, total }` (newest first), `POST /api/tasks { title }` → 201 `{ data: { task } }`,
 * `PATCH /api/tasks/:id { title?, done? }` → `{ data: { task } }`, `DELETE /api/tasks/:id` → 204 (no body).
 * The spec's bare `/tasks` is served under `/api`, like every other endpoint.
 */
export const TASK_TITLE_MAX = 200;

export const taskMessages = defineTexts('tasks', {
  titleRequired: 'Task title is required',
  titleTooLong: 'A task title is at most 200 characters.',
  doneInvalid: 'done must be true or false',
  nothingToChange: 'Send a title or done to change.',
  notFound: 'Task not found',
  // The dashboard's 'Tasks' widget, when the server gives no message of its own.
  fetchFailed: 'Failed to fetch tasks',
  addFailed: 'Failed to add the task',
  updateFailed: 'Failed to update the task',
  deleteFailed: 'Failed to delete the task',
});

/** How many of the newest tasks the dashboard widget shows. */
export const TASKS_WIDGET_LIMIT = 10;

export const Task = v.object({
  id: v.string(),
  title: v.string(),
  done: v.boolean(),
  created_at: v.pipe(v.string(), v.isoTimestamp()),
});
export type Task = v.InferOutput<typeof Task>;

export const TasksPageResponse = pagedResponse('tasks', Task);
export type TasksPageResponse = v.InferOutput<typeof TasksPageResponse>;

const title = requiredLine(TASK_TITLE_MAX, {
  required: taskMessages.titleRequired,
  tooLong: taskMessages.titleTooLong,
});

export const CreateTaskRequest = v.object({ title });
export type CreateTaskRequest = v.InferOutput<typeof CreateTaskRequest>;

export const UpdateTaskRequest = v.pipe(
  v.object({ title: v.optional(title), done: v.optional(v.boolean(taskMessages.doneInvalid)) }),
  v.check((body) => body.title !== undefined || body.done !== undefined, taskMessages.nothingToChange),
);
export type UpdateTaskRequest = v.InferOutput<typeof UpdateTaskRequest>;

export const TaskResponse = v.object({ data: v.object({ task: Task }) });
export type TaskResponse = v.InferOutput<typeof TaskResponse>;
