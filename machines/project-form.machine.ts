import { failureMessage } from '@contracts/failure-message';
import { type Project, ProjectFields, projectMessages } from '@contracts/projects';
import { type ChosenImage, imageProblem } from '@contracts/uploads';

export type { ChosenImage };

import * as v from 'valibot';
import { assertEvent, assign, fromPromise, setup } from 'xstate';

/**
 * The project form ('Add new project' and edit; spec "New project form"; DECISIONS "Member area", "Admin
 * area"): title, description, owner, owner role, link, owner image and project image. Title and
 * description are required, the link is an http(s) URL, the images are image files of at most 2 MB (the
 * server decodes them again). Saving sends one multipart request; a failure keeps every field and shows the
 * server's message. Used in the admin area's dialog and on the member area's page.
 */
export const projectTextFields = ['title', 'description', 'owner', 'ownerRole', 'link'] as const;
export type ProjectTextField = (typeof projectTextFields)[number];
export const projectImageFields = ['image', 'ownerImage'] as const;
export type ProjectImageField = (typeof projectImageFields)[number];
export type ProjectFormField = ProjectTextField | ProjectImageField;

export type ProjectValues = Record<ProjectTextField, string>;

export interface ProjectFormContext {
  /** The project being edited; undefined when adding one. */
  project: Project | undefined;
  values: ProjectValues;
  images: Partial<Record<ProjectImageField, ChosenImage>>;
  /** The rule each field breaks, shown under it. */
  fieldErrors: Partial<Record<ProjectFormField, string>>;
  /** Why the last save failed (the server's message), above the buttons. */
  error: string | undefined;
  /** The form is a page of its own (open from the start) rather than a list's dialog. */
  startOpen: boolean;
}

export interface SaveProjectInput {
  /** The project to change; undefined to create one. */
  id: string | undefined;
  fields: ProjectFields;
  images: Partial<Record<ProjectImageField, ChosenImage>>;
}

export type ProjectFormEvent =
  | { type: 'form.open'; project?: Project }
  | { type: 'field.change'; field: ProjectTextField; value: string }
  | { type: 'image.choose'; field: ProjectImageField; file: ChosenImage | undefined }
  | { type: 'form.submit' }
  | { type: 'form.cancel' };

const emptyValues: ProjectValues = { title: '', description: '', owner: '', ownerRole: '', link: '' };

/** The values of a stored project, or an empty form. */
export function valuesOf(project: Project | undefined): ProjectValues {
  if (!project) return emptyValues;
  const { title, description, owner, ownerRole, link } = project;
  return { title, description, owner, ownerRole, link };
}

/** The field rules of the contract, as one message per field (the first each breaks). */
export function projectFieldErrors(values: ProjectValues): ProjectFormContext['fieldErrors'] {
  const result = v.safeParse(ProjectFields, values);
  if (result.success) return {};
  const errors: ProjectFormContext['fieldErrors'] = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) as ProjectTextField | null;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}

const saveFailed = {
  http: projectMessages.saveFailed,
  network: projectMessages.saveFailed,
  unexpected: projectMessages.saveFailed,
};

export const projectFormMachine = setup({
  types: {
    context: {} as ProjectFormContext,
    events: {} as ProjectFormEvent,
    input: {} as { project?: Project; open?: boolean },
  },
  actors: {
    saveProject: fromPromise<Project, SaveProjectInput>(async () => {
      throw new Error('saveProject is provided by the app');
    }),
  },
  guards: {
    startsOpen: ({ context }) => context.startOpen,
    hasFieldErrors: ({ context }) => Object.keys(projectFieldErrors(context.values)).length > 0,
    isNotAnImage: ({ event }) => {
      assertEvent(event, 'image.choose');
      return event.file !== undefined && imageProblem(event.file) !== undefined;
    },
  },
  actions: {
    openFor: assign(({ event }) => {
      assertEvent(event, 'form.open');
      return {
        project: event.project,
        values: valuesOf(event.project),
        images: {},
        fieldErrors: {},
        error: undefined,
      };
    }),
    assignValue: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      const { [event.field]: _, ...fieldErrors } = context.fieldErrors;
      return { values: { ...context.values, [event.field]: event.value }, fieldErrors };
    }),
    assignImage: assign(({ context, event }) => {
      assertEvent(event, 'image.choose');
      const { [event.field]: _, ...fieldErrors } = context.fieldErrors;
      const { [event.field]: __, ...images } = context.images;
      return { images: event.file ? { ...images, [event.field]: event.file } : images, fieldErrors };
    }),
    rejectImage: assign(({ context, event }) => {
      assertEvent(event, 'image.choose');
      const { [event.field]: _, ...images } = context.images;
      const problem = event.file ? imageProblem(event.file) : undefined;
      return { images, fieldErrors: { ...context.fieldErrors, [event.field]: problem } };
    }),
    assignFieldErrors: assign({
      fieldErrors: ({ context }) => ({ ...context.fieldErrors, ...projectFieldErrors(context.values) }),
      error: undefined,
    }),
    assignSaveError: assign({
      error: (_, { error }: { error: unknown }) => failureMessage(error, saveFailed),
    }),
    clearForm: assign({
      project: undefined,
      values: emptyValues,
      images: {},
      fieldErrors: {},
      error: undefined,
    }),
    /** The screen moves focus to the first field in error (provided by the view). */
    focusFirstError: () => {},
    /** The screen shows the stored project (provided by the screen: the list, or a page to go to). */
    notifySaved: (_, _params: { project: Project }) => {},
  },
}).createMachine({
  id: 'projectForm',
  description: 'Add or edit a project: fill, check, save as multipart; a failure keeps the input.',
  context: ({ input }) => ({
    project: input.project,
    values: valuesOf(input.project),
    images: {},
    fieldErrors: {},
    error: undefined,
    startOpen: input.open ?? false,
  }),
  initial: 'start',
  states: {
    start: {
      description: 'Decides at once: a page opens the form, a list keeps it closed until asked.',
      always: [{ guard: 'startsOpen', target: 'editing' }, { target: 'closed' }],
    },
    closed: {
      description: "No form: 'Add New project' or a row's Edit opens it.",
      on: { 'form.open': { target: 'editing', actions: 'openFor' } },
    },
    editing: {
      description: 'The fields with their errors (and the last save failure); Save and Cancel.',
      on: {
        'field.change': { actions: 'assignValue' },
        'image.choose': [{ guard: 'isNotAnImage', actions: 'rejectImage' }, { actions: 'assignImage' }],
        'form.submit': [
          { guard: 'hasFieldErrors', actions: ['assignFieldErrors', 'focusFirstError'] },
          { target: 'saving' },
        ],
        'form.cancel': { target: 'closed', actions: 'clearForm' },
      },
    },
    saving: {
      description: "The project and its images are on their way: a progress bar, 'Saving...', fields locked.",
      tags: ['busy'],
      invoke: {
        id: 'saveProject',
        src: 'saveProject',
        input: ({ context }) => ({
          id: context.project?.id,
          fields: v.parse(ProjectFields, context.values),
          images: context.images,
        }),
        onDone: {
          target: 'closed',
          actions: [{ type: 'notifySaved', params: ({ event }) => ({ project: event.output }) }, 'clearForm'],
        },
        onError: {
          target: 'editing',
          actions: { type: 'assignSaveError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});
