import { uploadMessages } from '@contracts/uploads';
import { draftWith } from '@machines/draft.machine';
import { uploadFormMachine } from '@machines/upload-form.machine';
import { act, fireEvent, screen } from '@testing-library/react';
import { useActor } from '@xstate/react';
import { useState } from 'react';
import { expect } from 'vitest';
import type { EventObject, SnapshotFrom } from 'xstate';
import { DraftNotice } from '@/components/ui/draft-notice';
import { focusFirstInvalid } from '@/components/ui/focus-first-invalid';
import { ImagePicker } from '@/components/ui/image-picker';
import { SaveActions } from '@/components/ui/save-actions';
import { TextField } from '@/components/ui/text-field';
import type { DeferredActors } from '../support/deferred-actors';
import {
  deferredDrafts,
  draftAccount,
  draftActorNames,
  draftExecutors,
  expectDraftNotice,
  restoredDraft,
} from '../support/draft-model';
import { inLanguage } from '../support/in-language';
import type { EventExecutors, StateAssertions } from '../support/model';
import { modelSuite } from '../support/model-suite';
import { renderView } from '../support/render-view';

/**
 * The upload-form factory (machines/upload-form.machine.ts) in its minimal configuration, the chart's
 * instance: an item with a title and one image. A small list opens it as a dialog would (Add, Edit); a
 * page of its own starts it open. The resource, blog and project suites walk the full forms.
 */
type Snap = SnapshotFrom<typeof uploadFormMachine>;
type Payload = EventObject & Record<string, unknown>;
type Item = { id: string; title: string };

const stored: Item = { id: 'item-1', title: 'Stored title' };
const photo = { name: 'photo.png', type: 'image/png', size: 4 };
const notes = { name: 'notes.txt', type: 'text/plain', size: 4 };
const saveFailure = { kind: 'http', status: 500, message: 'The store is full' };

/**
 * Opening (to add, or to edit the stored item), a blank title refused on Save then filled, an image
 * chosen (a text file refused first, then a picture, then cleared), Save (stored, or failed and kept),
 * and Cancel.
 */
function eventsFor(snapshot: Snap): Payload[] {
  const { context } = snapshot;
  if (snapshot.matches('closed')) return [{ type: 'form.open' }, { type: 'form.open', item: stored }];
  // A draft left by an earlier visit comes back as the form opens; Discard returns to the opening values.
  if (context.restoredAt) return [{ type: 'draft.discard' }];
  const opening =
    snapshot.matches('editing') &&
    context.values.title === (context.item?.title ?? '') &&
    !context.error &&
    Object.keys(context.fieldErrors).length === 0 &&
    !context.images.image;
  if (opening) return [...moreEventsFor(snapshot), restoredDraft({ title: 'Drafted title' })];
  return moreEventsFor(snapshot);
}

function moreEventsFor(snapshot: Snap): Payload[] {
  const { context } = snapshot;
  if (snapshot.matches('saving'))
    return [
      { type: 'xstate.done.actor.saveItem', output: { ...stored, title: context.values.title } },
      { type: 'xstate.error.actor.saveItem', error: saveFailure },
    ];
  const blank = context.values.title.trim() === '';
  if (blank)
    return context.fieldErrors.title
      ? [{ type: 'field.change', field: 'title', value: 'New title' }]
      : [{ type: 'form.submit' }, { type: 'form.cancel' }];
  if (context.error) return [{ type: 'form.submit' }];
  if (context.fieldErrors.image) return [{ type: 'image.choose', field: 'image', file: photo }];
  if (context.images.image)
    return [{ type: 'image.choose', field: 'image', file: undefined }, { type: 'form.submit' }];
  return [
    { type: 'image.choose', field: 'image', file: notes },
    ...(context.item ? [{ type: 'form.submit' }, { type: 'form.cancel' }] : []),
  ];
}

let deferred: DeferredActors;
let user: Awaited<ReturnType<typeof renderView>>['user'];
let saved: Item[] = [];

/** The list the form belongs to (Add and Edit), and the form, a dialog's content, while it is open. */
function UploadFormHarness({ logic, open }: { logic: typeof uploadFormMachine; open: boolean }) {
  const [items, setItems] = useState<Item[]>([]);
  const [snapshot, send] = useActor(
    logic.provide({
      actions: {
        focusFirstError: focusFirstInvalid('upload-form'),
        notifySaved: (_, { item }) => {
          saved.push(item);
          setItems((shown) => [...shown, item]);
        },
      },
    }),
    { input: { open, account: draftAccount } },
  );
  const { values, fieldErrors, error, images, restoredAt } = snapshot.context;
  const saving = snapshot.matches('saving');
  return (
    <>
      <ul aria-label="Saved items">
        {items.map((item) => (
          <li key={item.id + item.title}>{item.title}</li>
        ))}
      </ul>
      <button type="button" onClick={() => send({ type: 'form.open' })}>
        Add
      </button>
      <button type="button" onClick={() => send({ type: 'form.open', item: stored })}>
        Edit {stored.title}
      </button>
      {!snapshot.matches('closed') && (
        <form
          id="upload-form"
          aria-label="Item"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'form.submit' });
          }}
        >
          {restoredAt && (
            <DraftNotice savedAt={restoredAt} onDiscard={() => send({ type: 'draft.discard' })} />
          )}
          <TextField
            id="title"
            label="Title"
            value={values.title}
            error={fieldErrors.title}
            disabled={saving}
            onChange={(value) => send({ type: 'field.change', field: 'title', value })}
          />
          <ImagePicker
            id="image"
            label="Image"
            file={images.image}
            error={fieldErrors.image}
            disabled={saving}
            onChoose={(file) => send({ type: 'image.choose', field: 'image', file })}
          />
          <SaveActions
            saving={saving}
            progressLabel="Saving the item"
            error={error && inLanguage(error)}
            onCancel={() => send({ type: 'form.cancel' })}
          />
        </form>
      )}
    </>
  );
}

const form = () => screen.queryByRole('form', { name: 'Item' });
const titleBox = () => screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement;

function expectForm(snapshot: Snap, saving: boolean) {
  const { context } = snapshot;
  expect(form()).toBeTruthy();
  expect(titleBox().value).toBe(context.values.title);
  expect(titleBox().disabled).toBe(saving);
  const alerts = screen.queryAllByRole('alert').map((alert) => alert.textContent);
  const expected = [
    context.fieldErrors.title,
    context.fieldErrors.image,
    context.error && inLanguage(context.error),
  ].filter(Boolean);
  expect(alerts).toEqual(expected);
  expect(screen.getByRole('button', { name: saving ? 'Saving...' : 'Save' })).toBeTruthy();
  expectDraftNotice(form()!, context.restoredAt);
}

const states: StateAssertions = {
  start: () => {
    throw new Error('start decides at once and is never shown');
  },
  closed: (snapshot) => {
    expect(form()).toBeNull();
    // What was saved is shown by the list (the form reports it), and the form is empty again.
    const shown = screen.queryAllByRole('listitem').map((item) => item.textContent);
    expect(shown).toEqual(saved.map((item) => item.title));
    expect((snapshot as Snap).context.values.title).toBe('');
  },
  editing: (snapshot) => {
    expectForm(snapshot as Snap, false);
    const { context } = snapshot as Snap;
    // A text file is refused with the upload rules' message; a failed save shows the server's.
    if (context.fieldErrors.image) expect(context.fieldErrors.image).toBe(uploadMessages.notAnImage);
    if (context.error) expect(inLanguage(context.error)).toBe(saveFailure.message);
  },
  saving: (snapshot) => {
    expectForm(snapshot as Snap, true);
    expect(screen.getByRole('status').textContent).toBe('Saving...');
    const { context } = snapshot as Snap;
    expect(deferred.inputs.saveItem?.at(-1)).toEqual({
      id: context.item?.id,
      fields: { title: context.values.title.trim() },
      images: context.images.image ? { image: expect.objectContaining(photo) } : {},
    });
  },
};

/** Chooses a file as the browser's picker does (the accept filter is the picker's, the check the machine's). */
function chooseFile(file: { name: string; type: string; size: number } | undefined) {
  const input = screen.getByLabelText('Image') as HTMLInputElement;
  const files = file ? [new File(['x'.repeat(file.size)], file.name, { type: file.type })] : [];
  Object.defineProperty(input, 'files', { configurable: true, value: files });
  fireEvent.change(input);
}

const executors: EventExecutors = {
  'form.open': (event) =>
    user.click(
      screen.getByRole('button', { name: (event as Payload).item ? `Edit ${stored.title}` : 'Add' }),
    ),
  'field.change': async (event) => {
    await user.clear(titleBox());
    await user.type(titleBox(), String((event as Payload).value));
  },
  'image.choose': (event) => act(async () => chooseFile((event as Payload).file as typeof photo | undefined)),
  'form.submit': () => user.click(screen.getByRole('button', { name: 'Save' })),
  'form.cancel': () => user.click(screen.getByRole('button', { name: 'Cancel' })),
  ...draftExecutors(
    () => user,
    () => deferred,
    () => form()!,
  ),
};

modelSuite(uploadFormMachine, {
  title: 'upload-form factory (createUploadFormMachine), minimal configuration',
  inputs: [
    { label: "a list's dialog", input: {} },
    { label: 'a page of its own', input: { open: true } },
  ],
  eventsFor: eventsFor as never,
  states,
  executors,
  deferredActors: ['saveItem', ...draftActorNames],
  serializeState: (snapshot) => {
    const { context } = snapshot as Snap;
    return JSON.stringify([
      snapshot.value,
      context.item?.id,
      context.values,
      context.images.image?.name,
      context.fieldErrors,
      context.error,
      context.restoredAt,
    ]);
  },
  render: async (walk) => {
    deferred = walk.deferred!;
    saved = [];
    const open = (walk.input as { open?: boolean }).open ?? false;
    ({ user } = await renderView(
      <UploadFormHarness
        logic={uploadFormMachine.provide({
          actors: { saveItem: deferred.actors.saveItem as never, draft: draftWith(deferredDrafts(deferred)) },
        })}
        open={open}
      />,
    ));
  },
});
