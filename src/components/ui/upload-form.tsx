import type { Text } from '@contracts/texts';
import type { UploadFormContext, UploadFormEvent } from '@machines/upload-form.machine';
import type { ReactNode } from 'react';
import { DraftNotice } from './draft-notice';
import { SaveActions } from './save-actions';
import { SubmitForm } from './submit-form';

/** What a view of the upload-form machine is given: its snapshot and its `send`. */
export interface UploadFormActor<Item, TextField extends string, ImageField extends string> {
  snapshot: { context: UploadFormContext<Item, TextField, ImageField>; hasTag(tag: string): boolean };
  send: (event: UploadFormEvent<Item, TextField, ImageField>) => void;
}

/**
 * The upload-form machine bound to the kit's fields: `field(name)` gives a `TextField` or `SelectField` its
 * id (`<form name>-<field>`), value, error and change event, `image(name)` gives an `ImagePicker` the chosen
 * file, the stored image's URL, its error and choose event; every field is locked while saving. The
 * machine's messages are English source texts: `text` (the view's `useSourceText()`) shows them in the
 * page's language.
 */
export function uploadFormFields<
  Item extends Partial<Record<ImageField, string>>,
  TextField extends string,
  ImageField extends string,
>(
  { snapshot, send }: UploadFormActor<Item, TextField, ImageField>,
  name: string,
  text: (source: Text | string) => string,
) {
  const saving = snapshot.hasTag('busy');
  const { values, images, fieldErrors, error, item, restoredAt } = snapshot.context;
  const idOf = (field: string) => `${name}-${field}`;
  return {
    formId: `${name}-form`,
    saving,
    error: error && text(error),
    values,
    submit: () => send({ type: 'form.submit' }),
    cancel: () => send({ type: 'form.cancel' }),
    restoredAt,
    discardDraft: () => send({ type: 'draft.discard' }),
    field: (field: TextField) => ({
      id: idOf(field),
      value: values[field],
      error: fieldErrors[field] && text(fieldErrors[field]),
      disabled: saving,
      onChange: (value: string) => send({ type: 'field.change', field, value }),
    }),
    image: (field: ImageField) => ({
      id: idOf(field),
      file: images[field],
      currentUrl: item?.[field],
      error: fieldErrors[field] && text(fieldErrors[field]),
      disabled: saving,
      onChoose: (file: File | undefined) => send({ type: 'image.choose', field, file }),
    }),
  };
}

export type UploadFormFields = Pick<
  ReturnType<typeof uploadFormFields>,
  'formId' | 'saving' | 'error' | 'submit' | 'cancel' | 'restoredAt' | 'discardDraft'
>;

export interface UploadFormProps {
  fields: UploadFormFields;
  /** Names the progress bar while saving ('Saving the resource'). */
  progressLabel: string;
  children: ReactNode;
}

/**
 * An upload form: a restored draft's notice, its fields, then the save's progress, the last failure, Cancel
 * and Save.
 */
export function UploadForm({ fields, progressLabel, children }: UploadFormProps) {
  return (
    <SubmitForm id={fields.formId} busy={fields.saving} onSubmit={fields.submit}>
      {fields.restoredAt && <DraftNotice savedAt={fields.restoredAt} onDiscard={fields.discardDraft} />}
      {children}
      <SaveActions
        saving={fields.saving}
        progressLabel={progressLabel}
        error={fields.error}
        onCancel={fields.cancel}
      />
    </SubmitForm>
  );
}
