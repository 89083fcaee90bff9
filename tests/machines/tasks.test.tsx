import type { Task } from '@contracts/tasks';
import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { EventObject, SnapshotFrom } from 'xstate';
import { tasksMachine } from '@/screens/admin/admin-dashboard/tasks.machine';
import { createAdminDashboardDeferred, renderDashboardPart } from '../support/admin-dashboard-view';
import type { EventExecutors, StateAssertions } from '../support/model';
import { modelSuite } from '../support/model-suite';
import type { renderView } from '../support/render-view';

type Snap = SnapshotFrom<typeof tasksMachine>;
type ModelEvent = EventObject & Record<string, unknown>;

const task = (id: string, title: string, done: boolean): Task => ({
  id,
  title,
  done,
  created_at: '2025-03-01T09:00:00.000Z',
});
const callAcme = task('c', 'Call Acme', false);
const twoTasks = [
  task('a', 'Review the projects in review', false),
  task('b', 'Publish the March post', true),
];

const loadOutcomes: ModelEvent[] = [
  { type: 'xstate.done.actor.fetchTasks', output: { items: twoTasks, total: 2 } },
  // More tasks on the server than the widget shows: a delete fetches the newest again.
  { type: 'xstate.done.actor.fetchTasks', output: { items: twoTasks, total: 12 } },
  { type: 'xstate.done.actor.fetchTasks', output: { items: [], total: 0 } },
  { type: 'xstate.error.actor.fetchTasks', error: { kind: 'http', status: 500 } },
  { type: 'xstate.error.actor.fetchTasks', error: { kind: 'http', status: 403, message: 'Not allowed' } },
];

function busyOutcomes(snapshot: Snap): ModelEvent[] {
  const { context } = snapshot;
  const busyTask = context.tasks.find((item) => item.id === context.busyId);
  if (snapshot.matches({ ready: 'adding' }))
    return [
      { type: 'xstate.done.actor.createTask', output: callAcme },
      {
        type: 'xstate.error.actor.createTask',
        error: { kind: 'http', status: 400, message: 'A task title is at most 200 characters.' },
      },
      { type: 'xstate.error.actor.createTask', error: { kind: 'network' } },
    ];
  if (snapshot.matches({ ready: 'toggling' }))
    return [
      { type: 'xstate.done.actor.updateTask', output: { ...busyTask, done: !busyTask?.done } },
      { type: 'xstate.error.actor.updateTask', error: { kind: 'http', status: 500 } },
    ];
  return [
    { type: 'xstate.done.actor.deleteTask', output: undefined },
    { type: 'xstate.error.actor.deleteTask', error: { kind: 'network' } },
  ];
}

/** The user's moves in the ready list, kept to chains so the graph stays small. */
function idleEvents({ context }: Snap): ModelEvent[] {
  const { tasks, total, draft, draftError, actionError } = context;
  const open = tasks.find((item) => item.id === 'a' && !item.done);
  const last = tasks.at(-1);
  if (actionError) return [{ type: 'error.dismiss' }];
  if (total > tasks.length) return last ? [{ type: 'task.delete', id: last.id }] : [];
  const added = tasks.some((item) => item.id === callAcme.id);
  if (draft === '') {
    const events: ModelEvent[] = [{ type: 'draft.change', value: '   ' }];
    if (!added) events.push({ type: 'draft.change', value: callAcme.title });
    if (open) events.push({ type: 'task.toggle', id: open.id });
    if (last) events.push({ type: 'task.delete', id: last.id });
    return events;
  }
  if (draft.trim() === '' && draftError)
    return added ? [] : [{ type: 'draft.change', value: callAcme.title }];
  return [{ type: 'task.add' }];
}

function eventsFor(snapshot: Snap): ModelEvent[] {
  if (snapshot.matches('loading')) return loadOutcomes;
  if (snapshot.matches('failed')) return [{ type: 'tasks.retry' }];
  if (snapshot.matches({ ready: 'idle' })) return idleEvents(snapshot);
  return busyOutcomes(snapshot);
}

const newTaskBox = () => screen.getByRole('textbox', { name: 'New task' }) as HTMLInputElement;
const addButton = () => screen.getByRole('button', { name: /^(Add|Adding\.\.\.)$/ }) as HTMLButtonElement;
const taskList = () => screen.queryByRole('list');

function expectReady(snapshot: Snap) {
  const { tasks, total, draft, draftError, actionError } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  expect(screen.queryByText('Loading tasks...')).toBeNull();
  expect(newTaskBox().value).toBe(draft);
  expect(newTaskBox().readOnly).toBe(snapshot.matches({ ready: 'adding' }));
  expect(addButton().textContent).toBe(snapshot.matches({ ready: 'adding' }) ? 'Adding...' : 'Add');
  expect(addButton().disabled).toBe(busy);
  const alerts = screen.queryAllByRole('alert').map((alert) => alert.textContent);
  expect(alerts).toEqual(
    [draftError?.message, actionError && `${actionError.message}Dismiss`].filter(Boolean),
  );
  if (tasks.length === 0) {
    expect(screen.getByText('No tasks yet.')).toBeTruthy();
    expect(taskList()).toBeNull();
  } else {
    const boxes = within(taskList()!).getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual(tasks.map((item) => item.title));
    expect(boxes.map((box) => box.checked)).toEqual(tasks.map((item) => item.done));
    for (const box of boxes) expect(box.disabled).toBe(busy);
    for (const item of tasks)
      expect(screen.getByRole('button', { name: `Delete task: ${item.title}` })).toBeTruthy();
  }
  const note = screen.queryByText(/^Showing the \d+ newest of \d+ tasks\.$/);
  expect(note?.textContent ?? null).toBe(
    total > tasks.length ? `Showing the ${tasks.length} newest of ${total} tasks.` : null,
  );
}

const states: StateAssertions = {
  loading: () => {
    expect(screen.getByRole('status').textContent).toBe('Loading tasks...');
    expect(taskList()).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  },
  failed: (snapshot) => {
    expect(screen.getByRole('alert').textContent).toBe((snapshot as Snap).context.error?.message);
    expect(['Failed to fetch tasks', 'Not allowed']).toContain((snapshot as Snap).context.error?.message);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(taskList()).toBeNull();
  },
  'ready.idle': (snapshot) => expectReady(snapshot as Snap),
  'ready.adding': (snapshot) => expectReady(snapshot as Snap),
  'ready.toggling': (snapshot) => expectReady(snapshot as Snap),
  'ready.deleting': (snapshot) => expectReady(snapshot as Snap),
};

let user: Awaited<ReturnType<typeof renderView>>['user'];

const executors: EventExecutors = {
  'draft.change': async (event) => {
    await user.clear(newTaskBox());
    await user.type(newTaskBox(), (event as ModelEvent & { value: string }).value);
  },
  'task.add': () => user.click(addButton()),
  'task.toggle': (event) => {
    const { id } = event as ModelEvent & { id: string };
    const title = [...twoTasks, callAcme].find((item) => item.id === id)!.title;
    return user.click(screen.getByRole('checkbox', { name: title }));
  },
  'task.delete': (event) => {
    const { id } = event as ModelEvent & { id: string };
    const title = [...twoTasks, callAcme].find((item) => item.id === id)!.title;
    return user.click(screen.getByRole('button', { name: `Delete task: ${title}` }));
  },
  'tasks.retry': () => user.click(screen.getByRole('button', { name: 'Try again' })),
  'error.dismiss': () => user.click(screen.getByRole('button', { name: 'Dismiss' })),
};

const suite = modelSuite(tasksMachine, {
  title: "tasks machine: the dashboard's 'Tasks' widget",
  eventsFor: eventsFor as never,
  serializeState: (snapshot) => {
    const { context } = snapshot as Snap;
    return JSON.stringify([
      snapshot.value,
      context.tasks.map((item) => [item.id, item.done]),
      context.total,
      context.draft,
      context.draftError,
      context.actionError,
      context.busyId,
    ]);
  },
  states,
  executors,
  deferredActors: createAdminDashboardDeferred,
  // The widget as the dashboard's screen machine runs it.
  render: async ({ deferred }) => {
    ({ user } = await renderDashboardPart('tasks', deferred!));
  },
  afterWalk: ({ deferred }) => {
    // The widget asks for the newest 10; an add sends the trimmed title; a tick flips the stored flag.
    for (const input of deferred!.inputs.fetchTasks!) expect(input).toEqual({ page: 1, limit: 10 });
    for (const input of deferred!.inputs.createTask!) expect(input).toEqual({ title: 'Call Acme' });
    for (const input of deferred!.inputs.updateTask!)
      expect(input).toEqual({ id: 'a', changes: { done: true } });
  },
});

it('walks a failed add that keeps the typed title and a retry that stores it', () => {
  const kept = suite.paths.some((path) =>
    path.steps.some(
      (step, index) =>
        step.event.type === 'xstate.error.actor.createTask' &&
        (step.state as Snap).context.draft === 'Call Acme' &&
        path.steps[index + 1]?.event.type === 'task.add',
    ),
  );
  expect(kept).toBe(true);
});
