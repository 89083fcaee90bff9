import { tasksMachine } from '@machines/tasks.machine';
import { fromPromise } from 'xstate';
import { createTask } from '@/api/create-task';
import { deleteTask } from '@/api/delete-task';
import { fetchTasks } from '@/api/fetch-tasks';
import { updateTask } from '@/api/update-task';

/** The 'Tasks' widget's machine with its real calls to /api/tasks. */
export const tasksLogic = tasksMachine.provide({
  actors: {
    fetchTasks: fromPromise(({ input }) => fetchTasks(input)),
    createTask: fromPromise(({ input }) => createTask(input)),
    updateTask: fromPromise(({ input }) => updateTask(input)),
    deleteTask: fromPromise(({ input }) => deleteTask(input)),
  },
});
