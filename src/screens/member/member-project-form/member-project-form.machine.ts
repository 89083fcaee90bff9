import type { Project, ProjectFields } from '@contracts/projects';
import { type DraftStorage, draftWith } from '@machines/draft.machine';
import { projectDetailMachine } from '@machines/project-detail.machine';
import { type ProjectImageField, projectFormMachine } from '@machines/project-form.machine';
import { part, stoppedState } from '@machines/screen-parts';
import type { SaveUploadInput } from '@machines/upload-form.machine';
import { assertEvent, type PromiseActorLogic, sendParent, sendTo, setup } from 'xstate';

/**
 * /dashboard/projects/new and /dashboard/projects/{id}/edit, the member's project form on a page of its
 * own: one screen machine for both routes. A new project opens the form at once; an edit first loads the
 * stored project (the detail child: 'Loading project...', or the error with a retry) and then opens the
 * form filled with it. Saved or cancelled, the page goes back to /dashboard/projects, where the project
 * shows with its status (`review` until an administrator publishes it). The form keeps its draft on the
 * device for the signed-in account (`input.account`): leaving the page keeps it, saving forgets it.
 */

/** What the children tell the screen (`sendParent`). */
export type MemberProjectFormEvent =
  | { type: 'project.loaded'; project: Project }
  | { type: 'form.closed' }
  | { type: 'form.invalid' };

/** The children as the screen runs them: each reports to the screen. */
const children = {
  projectDetail: projectDetailMachine.provide({
    actions: {
      notifyLoaded: sendParent((_, { project }: { project: Project }) => ({
        type: 'project.loaded',
        project,
      })),
    },
  }),
  projectForm: projectFormMachine.provide({
    actions: {
      // On a page of its own the form is never opened again: closing it (saved or cancelled) ends the page,
      // so instead of clearing its fields it tells the screen.
      clearForm: sendParent({ type: 'form.closed' }),
      focusFirstError: sendParent({ type: 'form.invalid' }),
    },
  }),
};

/** The network actors the children call (`fetchProject`, `saveItem`), and where drafts are kept. */
export interface MemberProjectFormNetwork {
  fetchProject: PromiseActorLogic<Project, { id: string }>;
  saveItem: PromiseActorLogic<Project, SaveUploadInput<ProjectFields, ProjectImageField>>;
  drafts?: DraftStorage;
}

interface MemberProjectFormContext {
  id: string | undefined;
  account: string | undefined;
}

export const memberProjectFormMachine = setup({
  types: {
    context: {} as MemberProjectFormContext,
    /** The project to edit (the route's id), or none to add one; the signed-in account's e-mail. */
    input: {} as { id?: string; account?: string | undefined },
    events: {} as MemberProjectFormEvent,
    /** Each child's id is its src: `snapshot.children.projectForm` is typed. */
    children: {} as { projectDetail: 'projectDetail'; projectForm: 'projectForm' },
  },
  actors: children,
  guards: {
    isEdit: ({ context }) => context.id !== undefined,
  },
  actions: {
    /** Opens /dashboard/projects (the router: provided by the view). */
    openProjects: () => {},
    /** Moves focus to the form's first field in error (the DOM: provided by the view). */
    focusFirstError: () => {},
    fillForm: sendTo('projectForm', ({ event }) => {
      assertEvent(event, 'project.loaded');
      return { type: 'form.open' as const, item: event.project };
    }),
  },
}).createMachine({
  id: 'memberProjectForm',
  description:
    "The member's project form on its own page: a new project, or a stored one loaded first; saved or cancelled, back to the list.",
  context: ({ input }) => ({ id: input.id, account: input.account }),
  initial: 'start',
  on: {
    'form.closed': { actions: 'openProjects' },
    'form.invalid': { actions: 'focusFirstError' },
  },
  states: {
    start: {
      description: 'Decides at once: an id edits that project, none adds one.',
      always: [{ guard: 'isEdit', target: 'editing' }, { target: 'adding' }],
    },
    adding: {
      description: "'Add new project': the empty form, open from the start.",
      invoke: part('projectForm', ({ context }: { context: MemberProjectFormContext }) => ({
        open: true,
        account: context.account,
      })),
    },
    editing: {
      description:
        "'Edit project': the stored project's load, then the form filled with it (closed until then).",
      invoke: [
        part('projectDetail', ({ context }: { context: MemberProjectFormContext }) => ({
          id: context.id ?? '',
        })),
        part('projectForm', ({ context }: { context: MemberProjectFormContext }) => ({
          account: context.account,
        })),
      ],
      on: { 'project.loaded': { actions: 'fillForm' } },
    },
    stopped: stoppedState,
  },
});

/** The screen with the network its children call: the app's (member-project-form.logic.ts) or a test's. */
export function memberProjectFormWith(network: MemberProjectFormNetwork) {
  return memberProjectFormMachine.provide({
    actors: {
      projectDetail: children.projectDetail.provide({ actors: { fetchProject: network.fetchProject } }),
      projectForm: children.projectForm.provide({
        actors: { saveItem: network.saveItem, draft: draftWith(network.drafts) },
      }),
    },
  });
}
