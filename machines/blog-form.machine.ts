import { type Blog, BlogFields, blogMessages } from '@contracts/blogs';
import { failureMessage } from '@contracts/failure-message';
import { type ChosenImage, imageProblem } from '@contracts/uploads';

/** The blog form's image: the one chosen-image shape of every form. */
export type ChosenBlogImage = ChosenImage;

import * as v from 'valibot';
import { assertEvent, assign, fromPromise, setup } from 'xstate';

/**
 * The blog form of /Admin-blogs ('Add new' and a row's Edit; DECISIONS "Admin area"): category (one of
 * `blogCategories`), title, text and an optional image. Category, title and text are required, the image is
 * an image file of at most 2 MB (the server decodes it again). Saving sends one multipart request; a
 * failure keeps every field and shows the server's message.
 */
export const blogTextFields = ['category', 'title', 'text'] as const;
export type BlogTextField = (typeof blogTextFields)[number];
export type BlogFormField = BlogTextField | 'image';

export type BlogValues = Record<BlogTextField, string>;

export interface BlogFormContext {
  /** The post being edited; undefined when adding one. */
  blog: Blog | undefined;
  values: BlogValues;
  image: ChosenImage | undefined;
  /** The rule each field breaks, shown under it. */
  fieldErrors: Partial<Record<BlogFormField, string>>;
  /** Why the last save failed (the server's message), above the buttons. */
  error: string | undefined;
}

export interface SaveBlogInput {
  /** The post to change; undefined to create one. */
  id: string | undefined;
  fields: BlogFields;
  image: ChosenImage | undefined;
}

export type BlogFormEvent =
  | { type: 'form.open'; blog?: Blog }
  | { type: 'field.change'; field: BlogTextField; value: string }
  | { type: 'image.choose'; file: ChosenImage | undefined }
  | { type: 'form.submit' }
  | { type: 'form.cancel' };

const emptyValues: BlogValues = { category: '', title: '', text: '' };

/** The values of a stored post, or an empty form. */
export function blogValuesOf(blog: Blog | undefined): BlogValues {
  if (!blog) return emptyValues;
  const { category, title, text } = blog;
  return { category, title, text };
}

/** The field rules of the contract, as one message per field (the first each breaks). */
export function blogFieldErrors(values: BlogValues): BlogFormContext['fieldErrors'] {
  const result = v.safeParse(BlogFields, values);
  if (result.success) return {};
  const errors: BlogFormContext['fieldErrors'] = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) as BlogTextField | null;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}

const saveFailed = {
  http: blogMessages.saveFailed,
  network: blogMessages.saveFailed,
  unexpected: blogMessages.saveFailed,
};

export const blogFormMachine = setup({
  types: {
    context: {} as BlogFormContext,
    events: {} as BlogFormEvent,
  },
  actors: {
    saveBlog: fromPromise<Blog, SaveBlogInput>(async () => {
      throw new Error('saveBlog is provided by the app');
    }),
  },
  guards: {
    hasFieldErrors: ({ context }) => Object.keys(blogFieldErrors(context.values)).length > 0,
    isNotAnImage: ({ event }) => {
      assertEvent(event, 'image.choose');
      return event.file !== undefined && imageProblem(event.file) !== undefined;
    },
  },
  actions: {
    openFor: assign(({ event }) => {
      assertEvent(event, 'form.open');
      return {
        blog: event.blog,
        values: blogValuesOf(event.blog),
        image: undefined,
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
      const { image: _, ...fieldErrors } = context.fieldErrors;
      return { image: event.file, fieldErrors };
    }),
    rejectImage: assign(({ context, event }) => {
      assertEvent(event, 'image.choose');
      const problem = event.file ? imageProblem(event.file) : undefined;
      return { image: undefined, fieldErrors: { ...context.fieldErrors, image: problem } };
    }),
    assignFieldErrors: assign({
      fieldErrors: ({ context }) => ({ ...context.fieldErrors, ...blogFieldErrors(context.values) }),
      error: undefined,
    }),
    assignSaveError: assign({
      error: (_, { error }: { error: unknown }) => failureMessage(error, saveFailed),
    }),
    clearForm: assign({
      blog: undefined,
      values: emptyValues,
      image: undefined,
      fieldErrors: {},
      error: undefined,
    }),
    /** The screen moves focus to the first field in error (provided by the view). */
    focusFirstError: () => {},
    /** The screen shows the stored post (provided by the list). */
    notifySaved: (_, _params: { blog: Blog }) => {},
  },
}).createMachine({
  id: 'blogForm',
  description: 'Add or edit a blog post: fill, check, save as multipart; a failure keeps the input.',
  context: {
    blog: undefined,
    values: emptyValues,
    image: undefined,
    fieldErrors: {},
    error: undefined,
  },
  initial: 'closed',
  states: {
    closed: {
      description: "No form: 'Add new' or a row's Edit opens it.",
      on: { 'form.open': { target: 'editing', actions: 'openFor' } },
    },
    editing: {
      description:
        'Category, title, text and image with their errors (and the last save failure); Save and Cancel.',
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
      description: "The post and its image are on their way: a progress bar, 'Saving...', fields locked.",
      tags: ['busy'],
      invoke: {
        id: 'saveBlog',
        src: 'saveBlog',
        input: ({ context }) => ({
          id: context.blog?.id,
          fields: v.parse(BlogFields, context.values),
          image: context.image,
        }),
        onDone: {
          target: 'closed',
          actions: [{ type: 'notifySaved', params: ({ event }) => ({ blog: event.output }) }, 'clearForm'],
        },
        onError: {
          target: 'editing',
          actions: { type: 'assignSaveError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});
