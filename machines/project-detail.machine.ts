import { hasStatus } from '@contracts/failure-message';
import { type Project, projectMessages } from '@contracts/projects';
import { assign, fromPromise, setup } from 'xstate';

/** 'Project not found' for an id that names no project the caller may see (404, or malformed: 400). */
export function projectDetailError(error: unknown): string {
  return hasStatus(error, 404) || hasStatus(error, 400)
    ? projectMessages.notFound
    : projectMessages.fetchFailed;
}

/**
 * One of the member's projects, from GET /api/projects/:id: /dashboard/projects/{id} is this machine (its
 * screen shows the project's status, and the reason when rejected), /dashboard/projects/{id}/edit runs it to
 * open the project form filled with it. `id` names the machine (its chart and inspector name).
 */
export function createProjectDetailMachine({ id }: { id: string }) {
  return setup({
    types: {
      context: {} as { id: string; project: Project | undefined; error: string | undefined },
      input: {} as { id: string },
      events: {} as { type: 'project.retry' },
    },
    actors: {
      fetchProject: fromPromise<Project, { id: string }>(async () => {
        throw new Error('fetchProject is provided by the app');
      }),
    },
    actions: {
      assignProject: assign({ project: (_, project: Project) => project, error: undefined }),
      assignError: assign({ error: (_, { error }: { error: unknown }) => projectDetailError(error) }),
      /** The project is here (provided by a screen that does more with it, e.g. fills the edit form). */
      notifyLoaded: (_, _params: { project: Project }) => {},
    },
  }).createMachine({
    id,
    description: 'One project the caller may see, fetched by id; shown, or the error with a retry.',
    context: ({ input }) => ({ id: input.id, project: undefined, error: undefined }),
    initial: 'loading',
    states: {
      loading: {
        description: "'Loading project...' in place of the project.",
        tags: ['busy'],
        invoke: {
          id: 'fetchProject',
          src: 'fetchProject',
          input: ({ context }) => ({ id: context.id }),
          onDone: {
            target: 'loaded',
            actions: [
              { type: 'assignProject', params: ({ event }) => event.output },
              { type: 'notifyLoaded', params: ({ event }) => ({ project: event.output }) },
            ],
          },
          onError: {
            target: 'failed',
            actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
          },
        },
      },
      loaded: {
        description: 'The project (its details, or the form filled with them).',
      },
      failed: {
        description: "'Project not found' or 'Failed to fetch projects', with a way to try again.",
        on: { 'project.retry': { target: 'loading' } },
      },
    },
  });
}

/** The chart's instance (docs/flows/project-detail.md), and the edit page's load. */
export const projectDetailMachine = createProjectDetailMachine({ id: 'projectDetail' });
