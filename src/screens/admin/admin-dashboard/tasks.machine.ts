import { failureText } from '@contracts/failure-message';
import type { Page } from '@contracts/paging';
import {
  CreateTaskRequest,
  TASKS_WIDGET_LIMIT,
  type Task,
  taskMessages,
  type UpdateTaskRequest,
} from '@contracts/tasks';
import { type Text, textOfIssue, textsOf } from '@contracts/texts';
import * as v from 'valibot';
import { assertEvent, assign, fromPromise, setup } from 'xstate';

/**
 * The dashboard's 'Tasks' widget (the admin's to-do list): the newest tasks from
 * `GET /api/tasks`, add one (a failed add keeps what was typed and says why), tick one done or open again,
 * delete one; every change is stored on the server first and shown from its answer.
 */
export interface TasksContext {
  tasks: Task[];
  /** Tasks in the whole list (the server's `total`). */
  total: number;
  /** What the add field holds. */
  draft: string;
  /** Why the draft was not added (its rule, or the server's message); undefined when fine. */
  draftError: Text | undefined;
  /** The load failure shown in place of the list. */
  error: Text | undefined;
  /** Why the last tick or delete failed, until dismissed or the next change. */
  actionError: Text | undefined;
  /** The task being ticked or deleted. */
  busyId: string | undefined;
}

export type TasksEvent =
  | { type: 'draft.change'; value: string }
  | { type: 'task.add' }
  | { type: 'task.toggle'; id: string }
  | { type: 'task.delete'; id: string }
  | { type: 'tasks.retry' }
  | { type: 'error.dismiss' };

const failedTexts = (text: Text) => ({ http: text, network: text, unexpected: text });

/** The rule the draft breaks ('Task title is required'), or undefined. */
export function draftProblem(draft: string): Text | undefined {
  const result = v.safeParse(CreateTaskRequest, { title: draft });
  return result.success ? undefined : textOfIssue(result.issues[0]);
}

export const tasksMachine = setup({
  types: {
    context: {} as TasksContext,
    events: {} as TasksEvent,
  },
  actors: {
    fetchTasks: fromPromise<Page<Task>, { page: number; limit: number }>(async () => {
      throw new Error('fetchTasks is provided by the app');
    }),
    createTask: fromPromise<Task, CreateTaskRequest>(async () => {
      throw new Error('createTask is provided by the app');
    }),
    updateTask: fromPromise<Task, { id: string; changes: UpdateTaskRequest }>(async () => {
      throw new Error('updateTask is provided by the app');
    }),
    deleteTask: fromPromise<void, { id: string }>(async () => {
      throw new Error('deleteTask is provided by the app');
    }),
  },
  guards: {
    isDraftInvalid: ({ context }) => draftProblem(context.draft) !== undefined,
    /** More tasks wait on the server than the widget shows: after a delete it fetches them again. */
    hasMoreOnServer: ({ context }) => context.total > context.tasks.length,
  },
  actions: {
    assignTasks: assign({
      tasks: (_, page: Page<Task>) => page.items,
      total: (_, page: Page<Task>) => page.total,
      error: undefined,
    }),
    assignLoadError: assign({
      error: (_, { error }: { error: unknown }) =>
        failureText(error, failedTexts(textsOf(taskMessages).fetchFailed)),
    }),
    assignDraft: assign(({ event }) => {
      assertEvent(event, 'draft.change');
      return { draft: event.value, draftError: undefined };
    }),
    assignDraftProblem: assign({ draftError: ({ context }) => draftProblem(context.draft) }),
    assignAddFailure: assign({
      draftError: (_, { error }: { error: unknown }) =>
        failureText(error, failedTexts(textsOf(taskMessages).addFailed)),
    }),
    prependTask: assign(({ context }, task: Task) => ({
      tasks: [task, ...context.tasks].slice(0, TASKS_WIDGET_LIMIT),
      total: context.total + 1,
      draft: '',
      draftError: undefined,
    })),
    assignBusyTask: assign(({ event }) => {
      assertEvent(event, ['task.toggle', 'task.delete']);
      return { busyId: event.id, actionError: undefined };
    }),
    replaceTask: assign(({ context }, task: Task) => ({
      tasks: context.tasks.map((item) => (item.id === task.id ? task : item)),
      busyId: undefined,
    })),
    removeTask: assign(({ context }) => ({
      tasks: context.tasks.filter((task) => task.id !== context.busyId),
      total: Math.max(0, context.total - 1),
      busyId: undefined,
    })),
    assignActionError: assign({
      actionError: (_, { error, text }: { error: unknown; text: Text }) =>
        failureText(error, failedTexts(text)),
      busyId: undefined,
    }),
    clearActionError: assign({ actionError: undefined }),
  },
}).createMachine({
  id: 'tasks',
  description: "The dashboard's 'Tasks' widget: the admin's to-do list, stored on the server.",
  context: {
    tasks: [],
    total: 0,
    draft: '',
    draftError: undefined,
    error: undefined,
    actionError: undefined,
    busyId: undefined,
  },
  initial: 'loading',
  states: {
    loading: {
      description: "'Loading tasks...' in place of the list.",
      tags: ['busy'],
      invoke: {
        id: 'fetchTasks',
        src: 'fetchTasks',
        input: () => ({ page: 1, limit: TASKS_WIDGET_LIMIT }),
        onDone: { target: 'ready', actions: { type: 'assignTasks', params: ({ event }) => event.output } },
        onError: {
          target: 'failed',
          actions: { type: 'assignLoadError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      description: 'The load failure in red with a way to try again.',
      on: { 'tasks.retry': { target: 'loading' } },
    },
    ready: {
      description: "The newest tasks (or 'No tasks yet.') with the add field.",
      initial: 'idle',
      states: {
        idle: {
          description: 'Type a task and add it, tick one done (or open again), delete one.',
          on: {
            'draft.change': { actions: 'assignDraft' },
            'task.add': [{ guard: 'isDraftInvalid', actions: 'assignDraftProblem' }, { target: 'adding' }],
            'task.toggle': { target: 'toggling', actions: 'assignBusyTask' },
            'task.delete': { target: 'deleting', actions: 'assignBusyTask' },
            'error.dismiss': { actions: 'clearActionError' },
          },
        },
        adding: {
          description: "The task is being stored: 'Adding...', the field and the list's controls disabled.",
          tags: ['busy'],
          invoke: {
            id: 'createTask',
            src: 'createTask',
            input: ({ context }) => ({ title: context.draft.trim() }),
            onDone: { target: 'idle', actions: { type: 'prependTask', params: ({ event }) => event.output } },
            onError: {
              target: 'idle',
              actions: { type: 'assignAddFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        toggling: {
          description: "The task's done flag is being stored; the controls are disabled.",
          tags: ['busy'],
          invoke: {
            id: 'updateTask',
            src: 'updateTask',
            input: ({ context }) => {
              const task = context.tasks.find((item) => item.id === context.busyId);
              return { id: context.busyId ?? '', changes: { done: !task?.done } };
            },
            onDone: { target: 'idle', actions: { type: 'replaceTask', params: ({ event }) => event.output } },
            onError: {
              target: 'idle',
              actions: {
                type: 'assignActionError',
                params: ({ event }) => ({ error: event.error, text: textsOf(taskMessages).updateFailed }),
              },
            },
          },
        },
        deleting: {
          description: 'The task is being deleted; the controls are disabled.',
          tags: ['busy'],
          invoke: {
            id: 'deleteTask',
            src: 'deleteTask',
            input: ({ context }) => ({ id: context.busyId ?? '' }),
            onDone: [
              { guard: 'hasMoreOnServer', target: '#tasks.loading', actions: 'removeTask' },
              { target: 'idle', actions: 'removeTask' },
            ],
            onError: {
              target: 'idle',
              actions: {
                type: 'assignActionError',
                params: ({ event }) => ({ error: event.error, text: textsOf(taskMessages).deleteFailed }),
              },
            },
          },
        },
      },
    },
  },
});
