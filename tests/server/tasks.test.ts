import { randomUUID } from 'node:crypto';
import { idMessages } from '@contracts/paging';
import { TaskResponse, TasksPageResponse, taskMessages } from '@contracts/tasks';
import { textMessages } from '@contracts/text-fields';
import { tasks } from '@server/db/schema';
import { asc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, signedIn } from '../support/admin-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signedIn(t, 'Admin')).token;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(tasks);
});

const as = (method: string, path: string, body?: unknown) =>
  api(t, method, path, { token, ...(body !== undefined && { body }) });
const allTasks = () => t.db.select().from(tasks).orderBy(asc(tasks.createdAt), asc(tasks.id));

async function create(title: string) {
  const res = await as('POST', '/api/tasks', { title });
  expect(res.status).toBe(201);
  t.clock.advance(1000);
  return v.parse(TaskResponse, res.body).data.task;
}

describe('/api/tasks', () => {
  it('POST stores an open task (trimmed) and answers it; GET pages them newest first with the total', async () => {
    const first = await create('  Call the printer  ');
    expect(first).toMatchObject({ title: 'Call the printer', done: false });
    const second = await create('Book the hall');
    const third = await create('Order snacks');
    const page = v.parse(TasksPageResponse, (await as('GET', '/api/tasks?limit=2')).body);
    expect(page.total).toBe(3);
    expect(page.data.tasks.map((task) => task.id)).toEqual([third.id, second.id]);
    const next = v.parse(TasksPageResponse, (await as('GET', '/api/tasks?page=2&limit=2')).body);
    expect(next.data.tasks).toEqual([first]);
    expect(next.total).toBe(3);
    // Past the end: no rows to carry the total, which is still the list's; an empty list's is 0.
    const beyond = v.parse(TasksPageResponse, (await as('GET', '/api/tasks?page=9&limit=2')).body);
    expect(beyond).toEqual({ data: { tasks: [] }, total: 3 });
    await t.db.delete(tasks);
    expect((await as('GET', '/api/tasks')).body).toEqual({ data: { tasks: [] }, total: 0 });
  });

  it('PATCH ticks a task done, renames it, and unticks it again', async () => {
    const task = await create('Write the agenda');
    const done = await as('PATCH', `/api/tasks/${task.id}`, { done: true });
    expect(v.parse(TaskResponse, done.body).data.task).toEqual({ ...task, done: true });
    const renamed = await as('PATCH', `/api/tasks/${task.id}`, {
      title: 'Write the new agenda',
      done: false,
    });
    expect(v.parse(TaskResponse, renamed.body).data.task).toMatchObject({
      title: 'Write the new agenda',
      done: false,
    });
    expect(await allTasks()).toMatchObject([{ title: 'Write the new agenda', done: false }]);
  });

  it('DELETE → 204; the task is gone and a second delete is a 404', async () => {
    const task = await create('Temporary');
    const keep = await create('Keep');
    const res = await as('DELETE', `/api/tasks/${task.id}`);
    expect(res).toMatchObject({ status: 204, body: null });
    expect((await allTasks()).map((row) => row.id)).toEqual([keep.id]);
    expect(await as('DELETE', `/api/tasks/${task.id}`)).toMatchObject({
      status: 404,
      body: { message: taskMessages.notFound },
    });
  });

  const long = 'x'.repeat(201);
  it.each([
    [{ title: '' }, taskMessages.titleRequired],
    [{ title: '   ' }, taskMessages.titleRequired],
    [{}, taskMessages.titleRequired],
    [{ title: 7 }, taskMessages.titleRequired],
    [{ title: long }, taskMessages.titleTooLong],
    [{ title: 'Two\nlines' }, textMessages.singleLine],
    [{ title: 'N\u0000UL' }, textMessages.controlCharacters],
  ])('POST %# → 400 with its message, nothing stored', async (body, message) => {
    const res = await as('POST', '/api/tasks', body);
    expect(res).toMatchObject({ status: 400, body: { message } });
    expect(await allTasks()).toEqual([]);
  });

  it.each([
    [{ done: 'yes' }, taskMessages.doneInvalid],
    [{ done: null }, taskMessages.doneInvalid],
    [{}, taskMessages.nothingToChange],
    [{ title: '' }, taskMessages.titleRequired],
    [{ title: 'A\rB' }, textMessages.singleLine],
  ])('PATCH %j → 400 with its message, nothing changed', async (body, message) => {
    const task = await create('Unchanged');
    const res = await as('PATCH', `/api/tasks/${task.id}`, body);
    expect(res).toMatchObject({ status: 400, body: { message } });
    expect(await allTasks()).toMatchObject([{ title: 'Unchanged', done: false }]);
  });

  it('ids: malformed → 400, missing → 404', async () => {
    expect(await as('PATCH', '/api/tasks/abc', { done: true })).toMatchObject({
      status: 400,
      body: { message: idMessages.invalidId },
    });
    expect((await as('DELETE', '/api/tasks/abc')).status).toBe(400);
    expect(await as('PATCH', `/api/tasks/${randomUUID()}`, { done: true })).toMatchObject({
      status: 404,
      body: { message: taskMessages.notFound },
    });
  });

  it('never answers 5xx; a refused POST stores nothing, a refused PATCH changes nothing (property)', async () => {
    const task = await create('Property');
    const bodies = fc.oneof(
      fc.json().map((text) => JSON.parse(text) as unknown),
      fc.anything(),
      fc.record({ title: fc.string(), done: fc.oneof(fc.boolean(), fc.anything()) }, { requiredKeys: [] }),
    );
    await fc.assert(
      fc.asyncProperty(bodies, async (body) => {
        const before = await allTasks();
        const created = await as('POST', '/api/tasks', body);
        expect(created.status).toBeLessThan(500);
        if (created.status === 201) await t.db.delete(tasks).where(eq(tasks.id, created.body.data.task.id));
        else expect(await allTasks()).toEqual(before);
        const patched = await as('PATCH', `/api/tasks/${task.id}`, body);
        expect(patched.status).toBeLessThan(500);
        if (patched.status !== 200) expect(await allTasks()).toEqual(before);
      }),
      { numRuns: 100 },
    );
  });
});
