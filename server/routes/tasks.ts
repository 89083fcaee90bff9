import {
  CreateTaskRequest,
  type Task,
  type TaskResponse,
  taskMessages,
  UpdateTaskRequest,
} from '@contracts/tasks';
import { textsOf } from '@contracts/texts';
import { validate } from '@lib/http/validate';
import { count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { SessionEnv } from '../auth/session';
import type { Database } from '../db/client';
import { preparedPer } from '../db/prepared';
import { type TaskRow, tasks } from '../db/schema';
import type { RouteDeps } from '../deps';
import { requireRole } from '../http/guards';
import { idParam, notFound } from '../http/ids';
import { paged, pageQuery, pageTotal, pageWindow } from '../http/paging';

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
      const rows = await taskPage(db).execute({ limit, offset });
      const total = await pageTotal(rows, offset, () => countTasks(db));
      return c.json(paged('tasks', rows.map(toTask), total));
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
      if (!row) return notFound(c, textsOf(taskMessages).notFound);
      return c.json({ data: { task: toTask(row) } } satisfies TaskResponse);
    })

    .delete('/:id', idParam, async (c) => {
      const [row] = await db
        .delete(tasks)
        .where(eq(tasks.id, c.req.valid('param').id))
        .returning({ id: tasks.id });
      if (!row) return notFound(c, textsOf(taskMessages).notFound);
      return c.body(null, 204);
    });
}

/** One page of tasks, newest first, each row with the list's total. */
const taskPage = preparedPer((db) =>
  db
    .select({ ...getTableColumns(tasks), total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(tasks)
    .orderBy(desc(tasks.createdAt), desc(tasks.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('task_page'),
);

const taskCount = preparedPer((db) => db.select({ total: count() }).from(tasks).prepare('task_count'));

async function countTasks(db: Database): Promise<number> {
  const [row] = await taskCount(db).execute();
  return row?.total ?? 0;
}

function toTask(row: TaskRow): Task {
  return { id: row.id, title: row.title, done: row.done, created_at: row.createdAt.toISOString() };
}
