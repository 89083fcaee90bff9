import {
  CreateTaskRequest,
  type Task,
  type TaskResponse,
  taskMessages,
  UpdateTaskRequest,
} from '@contracts/tasks';
import { validate } from '@lib/http/validate';
import { count, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { SessionEnv } from '../auth/session';
import { type Task as TaskRow, tasks } from '../db/schema';
import type { RouteDeps } from '../deps';
import { requireRole } from '../http/guards';
import { idParam, notFound } from '../http/ids';
import { paged, pageQuery, pageWindow } from '../http/paging';

type TasksDeps = Pick<RouteDeps, 'db' | 'clock' | 'config'>;

/**
 * /api/tasks (Admin only): the administrators' to-do list. `GET` newest first and paged, `POST { title }`
 * → 201, `PATCH /:id { title?, done? }`, `DELETE /:id` → 204.
 */
export function tasksRoutes(deps: TasksDeps) {
  const { db, clock } = deps;
  return new Hono<SessionEnv>()
    .use('*', requireRole(deps, 'Admin'))

    .get('/', pageQuery(), async (c) => {
      const { limit, offset } = pageWindow(c.req.valid('query'));
      const [totals] = await db.select({ total: count() }).from(tasks);
      const rows = await db
        .select()
        .from(tasks)
        .orderBy(desc(tasks.createdAt), desc(tasks.id))
        .limit(limit)
        .offset(offset);
      return c.json(paged('tasks', rows.map(toTask), totals?.total ?? 0));
    })

    .post('/', validate('json', CreateTaskRequest), async (c) => {
      const { title } = c.req.valid('json');
      const [row] = await db.insert(tasks).values({ title, createdAt: clock.now() }).returning();
      if (!row) throw new Error('The task insert returned no row');
      return c.json({ data: { task: toTask(row) } } satisfies TaskResponse, 201);
    })

    .patch('/:id', idParam, validate('json', UpdateTaskRequest), async (c) => {
      const { title, done } = c.req.valid('json');
      const [row] = await db
        .update(tasks)
        .set({ ...(title !== undefined && { title }), ...(done !== undefined && { done }) })
        .where(eq(tasks.id, c.req.valid('param').id))
        .returning();
      if (!row) return notFound(c, taskMessages.notFound);
      return c.json({ data: { task: toTask(row) } } satisfies TaskResponse);
    })

    .delete('/:id', idParam, async (c) => {
      const [row] = await db
        .delete(tasks)
        .where(eq(tasks.id, c.req.valid('param').id))
        .returning({ id: tasks.id });
      if (!row) return notFound(c, taskMessages.notFound);
      return c.body(null, 204);
    });
}

function toTask(row: TaskRow): Task {
  return { id: row.id, title: row.title, done: row.done, created_at: row.createdAt.toISOString() };
}
