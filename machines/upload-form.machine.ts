import { failureText } from '@contracts/failure-message';
import type { Text } from '@contracts/texts';
import { type ChosenImage, imageProblem } from '@contracts/uploads';
import * as v from 'valibot';
import { assertEvent, assign, fromPromise, sendTo, setup } from 'xstate';
import { type DraftRestoredEvent, draftMachine, openDraft } from './draft.machine';
import { type FieldErrors, fieldErrorsOf, without } from './form-fields';

/**
 * The one machine of the upload forms (resource, blog post, project): text fields
 * checked by the form's contract, image files checked by the upload rules (the server decodes them again),
 * one multipart save. A failed save keeps every field and shows why. A list opens it in a dialog
 * (`form.open`, with the item to edit or none); a page of its own starts it open (`input.open`).
 * Its text fields are kept as a draft on the device while it is open (the `draft` child,
 * machines/draft.machine.ts): a draft left by an earlier visit is put back with a notice (`restoredAt`) and
 * 'Discard draft' (`draft.discard`) returns to the values the form opened with; a save forgets it, Cancel
 * keeps it. The chosen images are not kept.
 */

export interface UploadFormContext<Item, TextField extends string, ImageField extends string> {
  /** The item being edited; undefined when adding one. */
  item: Item | undefined;
  values: Record<TextField, string>;
  images: Partial<Record<ImageField, ChosenImage>>;
  /** The rule each field breaks, shown under it. */
  fieldErrors: FieldErrors<TextField | ImageField>;
  /** Why the last save failed (the server's message), above the buttons. */
  error: Text | string | undefined;
  /** The form is a page of its own (open from the start) rather than a list's dialog. */
  startOpen: boolean;
  /** The signed-in account's e-mail, whose drafts the form keeps; undefined: no draft. */
  account: string | undefined;
  /** When the draft put back into the form was kept (ISO time); undefined when none was. */
  restoredAt: string | undefined;
}

export interface SaveUploadInput<Fields, ImageField extends string> {
  /** The item to change; undefined to create one. */
  id: string | undefined;
  fields: Fields;
  images: Partial<Record<ImageField, ChosenImage>>;
}

export type UploadFormEvent<Item, TextField extends string, ImageField extends string> =
  | { type: 'form.open'; item?: Item }
  | { type: 'field.change'; field: TextField; value: string }
  | { type: 'image.choose'; field: ImageField; file: ChosenImage | undefined }
  | { type: 'form.submit' }
  | { type: 'form.cancel' }
  | { type: 'draft.discard' }
  | DraftRestoredEvent;

export interface UploadFormInput<Item> {
  item?: Item;
  open?: boolean;
  /** The signed-in account's e-mail: its drafts are kept (none without it). */
  account?: string | undefined;
}

export interface UploadFormOptions<Item, TextField extends string, Fields> {
  /** The machine's id (its chart and inspector name). */
  id: string;
  /** The form's contract for its text fields (the images travel beside them). */
  schema: v.GenericSchema<Partial<Record<TextField, string>>, Fields>;
  /** The values of a stored item, or the empty form. */
  valuesOf: (item: Item | undefined) => Record<TextField, string>;
  /** What a failed save says when the server gives no message of its own. */
  saveFailedText: Text;
  /** The values after one changed: a field that follows another (a subcategory) is adjusted here. */
  follow?: (values: Record<TextField, string>, changed: TextField) => Record<TextField, string>;
  /** The form's draft name (`project`): an edit's draft adds the item's id (`project:<id>`). */
  draftName: string;
}

/** Builds the form machine of one kind of item; `saveItem` is provided by the app. */
export function createUploadFormMachine<
  Item extends { id: string },
  TextField extends string,
  ImageField extends string,
  Fields,
>({ id, schema, valuesOf, saveFailedText, follow, draftName }: UploadFormOptions<Item, TextField, Fields>) {
  type Context = UploadFormContext<Item, TextField, ImageField>;
  const saveFailed = { http: saveFailedText, network: saveFailedText, unexpected: saveFailedText };
  const cleared = {
    item: undefined,
    values: valuesOf(undefined),
    images: {},
    fieldErrors: {},
    error: undefined,
    restoredAt: undefined,
  };
  /** A draft's values, field by field: only the form's text fields, and only text. */
  const valuesFromDraft = (current: Record<TextField, string>, draft: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(current).map(([field, value]) => {
        const kept = draft[field];
        return [field, typeof kept === 'string' ? kept : value];
      }),
    ) as Record<TextField, string>;
  return setup({
    types: {
      context: {} as Context,
      events: {} as UploadFormEvent<Item, TextField, ImageField>,
      input: {} as UploadFormInput<Item>,
    },
    actors: {
      draft: draftMachine,
      saveItem: fromPromise<Item, SaveUploadInput<Fields, ImageField>>(async () => {
        throw new Error('saveItem is provided by the app');
      }),
    },
    guards: {
      startsOpen: ({ context }) => context.startOpen,
      hasFieldErrors: ({ context }) => Object.keys(fieldErrorsOf(schema, context.values)).length > 0,
      isNotAnImage: ({ event }) => {
        assertEvent(event, 'image.choose');
        return event.file !== undefined && imageProblem(event.file) !== undefined;
      },
    },
    actions: {
      openFor: assign(({ event }) => {
        assertEvent(event, 'form.open');
        return { ...cleared, item: event.item, values: valuesOf(event.item) };
      }),
      assignValue: assign(({ context, event }) => {
        assertEvent(event, 'field.change');
        const values = { ...context.values, [event.field]: event.value };
        return {
          values: follow ? follow(values, event.field) : values,
          fieldErrors: without(context.fieldErrors, event.field),
        };
      }),
      assignImage: assign(({ context, event }) => {
        assertEvent(event, 'image.choose');
        const images = without(context.images, event.field);
        return {
          images: event.file ? { ...images, [event.field]: event.file } : images,
          fieldErrors: without(context.fieldErrors, event.field),
        };
      }),
      rejectImage: assign(({ context, event }) => {
        assertEvent(event, 'image.choose');
        const problem = event.file ? imageProblem(event.file) : undefined;
        return {
          images: without(context.images, event.field),
          fieldErrors: { ...context.fieldErrors, [event.field]: problem },
        };
      }),
      assignFieldErrors: assign({
        fieldErrors: ({ context }) => ({ ...context.fieldErrors, ...fieldErrorsOf(schema, context.values) }),
        error: undefined,
      }),
      assignSaveError: assign({
        error: (_, { error }: { error: unknown }) => failureText(error, saveFailed),
      }),
      clearForm: assign(cleared),
      openDraft: sendTo('draft', ({ context }) => openDraft(draftName, context.item?.id, context.values)),
      updateDraft: sendTo('draft', ({ context }) => ({
        type: 'draft.update' as const,
        values: context.values,
      })),
      forgetDraft: sendTo('draft', { type: 'draft.forget' as const }),
      closeDraft: sendTo('draft', { type: 'draft.close' as const }),
      assignRestored: assign(({ context, event }) => {
        assertEvent(event, 'draft.restored');
        return {
          values: valuesFromDraft(context.values, event.draft.values),
          fieldErrors: {},
          restoredAt: event.draft.savedAt,
        };
      }),
      assignStartValues: assign(({ context }) => ({
        values: valuesOf(context.item),
        fieldErrors: {},
        error: undefined,
        restoredAt: undefined,
      })),
      /** The screen moves focus to the first field in error (provided by the view). */
      focusFirstError: () => {},
      /** The screen shows the stored item (provided by the screen: the list, or a page to go to). */
      notifySaved: (_, _params: { item: Item }) => {},
    },
  }).createMachine({
    id,
    description:
      'Add or edit an item with its images: fill, check, save as multipart; a failure keeps the input.',
    // A list's dialog may start it with no input at all.
    context: ({ input }: { input: UploadFormInput<Item> | undefined }) => ({
      ...cleared,
      item: input?.item,
      values: valuesOf(input?.item),
      startOpen: input?.open ?? false,
      account: input?.account,
    }),
    // A draft that ends or fails only means no draft: the form goes on.
    invoke: {
      id: 'draft',
      src: 'draft',
      input: ({ context }) => ({ owner: context.account }),
      onDone: {},
      onError: {},
    },
    initial: 'start',
    states: {
      start: {
        description: 'Decides at once: a page opens the form, a list keeps it closed until asked.',
        always: [{ guard: 'startsOpen', target: 'editing', actions: 'openDraft' }, { target: 'closed' }],
      },
      closed: {
        description: "No form: the list's add button or a row's Edit opens it.",
        on: { 'form.open': { target: 'editing', actions: ['openFor', 'openDraft'] } },
      },
      editing: {
        description:
          "The fields with their errors (and the last save failure), a restored draft's notice; Save and Cancel.",
        on: {
          'field.change': { actions: ['assignValue', 'updateDraft'] },
          'draft.restored': { actions: 'assignRestored' },
          'draft.discard': { actions: ['assignStartValues', 'forgetDraft'] },
          'image.choose': [{ guard: 'isNotAnImage', actions: 'rejectImage' }, { actions: 'assignImage' }],
          'form.submit': [
            { guard: 'hasFieldErrors', actions: ['assignFieldErrors', 'focusFirstError'] },
            { target: 'saving' },
          ],
          'form.cancel': { target: 'closed', actions: ['closeDraft', 'clearForm'] },
        },
      },
      saving: {
        description: "The item and its images are on their way: a progress bar, 'Saving...', fields locked.",
        tags: ['busy'],
        invoke: {
          id: 'saveItem',
          src: 'saveItem',
          input: ({ context }) => ({
            id: context.item?.id,
            fields: v.parse(schema, context.values),
            images: context.images,
          }),
          onDone: {
            target: 'closed',
            actions: [
              'forgetDraft',
              { type: 'notifySaved', params: ({ event }) => ({ item: event.output }) },
              'clearForm',
            ],
          },
          onError: {
            target: 'editing',
            actions: { type: 'assignSaveError', params: ({ event }) => ({ error: event.error }) },
          },
        },
      },
    },
  });
}

/** The chart's instance (docs/flows/upload-form.md): any item with a title and one image. */
export const uploadFormMachine = createUploadFormMachine<
  { id: string; title: string },
  'title',
  'image',
  { title: string }
>({
  id: 'uploadForm',
  schema: v.object({ title: v.pipe(v.string(), v.trim(), v.nonEmpty('Title is required')) }),
  valuesOf: (item) => ({ title: item?.title ?? '' }),
  saveFailedText: { id: 'uploadForm.saveFailed', message: 'Failed to save' },
  draftName: 'upload',
});
