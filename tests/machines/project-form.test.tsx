import { projectFormMachine, valuesOf } from '@machines/project-form.machine';
import { act, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { EventObject, SnapshotFrom } from 'xstate';
import {
  createAdminProjectsDeferred,
  renderAdminProjects,
  sampleProject,
} from '../support/admin-projects-view';
import type { DeferredActors } from '../support/deferred-actors';
import { draftExecutors, expectDraftNotice, withDraftWalk } from '../support/draft-model';
import type { EventExecutors, StateAssertions } from '../support/model';
import { modelSuite } from '../support/model-suite';
import type { renderView } from '../support/render-view';
import {
  expectSaveState,
  pngFile,
  saveOutcomes,
  textFile,
  uploadFormExecutors,
} from '../support/upload-form-model';

type Snap = SnapshotFrom<typeof projectFormMachine>;
type ModelEvent = EventObject & Record<string, unknown>;

const stored = sampleProject();
const pngImage = pngFile('hub.png');

const savingOutcomes = saveOutcomes({ ...stored, title: 'Saved' }, [
  { status: 413, message: 'The image is larger than 2 MB.' },
  { status: 415, message: 'Please choose an image file (PNG, JPEG, WebP or GIF).' },
]);

/** Adding walks one chain: the empty submit, each field, a bad link, a text file, a PNG, then Save. */
function addingEvents({ context }: Snap): ModelEvent[] {
  const { values, fieldErrors, images, error } = context;
  if (error) return [{ type: 'form.submit' }];
  if (values.title === '' && !fieldErrors.title) return [{ type: 'form.submit' }, { type: 'form.cancel' }];
  if (values.title === '') return [{ type: 'field.change', field: 'title', value: 'Solar Map' }];
  if (values.description === '')
    return [{ type: 'field.change', field: 'description', value: 'Maps rooftops for panels' }];
  if (values.link === '') return [{ type: 'field.change', field: 'link', value: 'not a url' }];
  if (values.link === 'not a url' && !fieldErrors.link) return [{ type: 'form.submit' }];
  if (values.link === 'not a url')
    return [{ type: 'field.change', field: 'link', value: 'https://solar.example' }];
  if (!images.ownerImage && !fieldErrors.ownerImage)
    return [{ type: 'image.choose', field: 'ownerImage', file: textFile }];
  if (!images.image) return [{ type: 'image.choose', field: 'image', file: pngImage }];
  return [{ type: 'form.submit' }, { type: 'form.cancel' }];
}

function formEventsFor(snapshot: Snap): ModelEvent[] {
  if (snapshot.matches('closed')) return [{ type: 'form.open' }, { type: 'form.open', item: stored }];
  if (snapshot.matches('saving')) return savingOutcomes;
  const { item: project, values, error } = snapshot.context;
  if (!project) return addingEvents(snapshot);
  if (error) return [{ type: 'form.submit' }];
  return values.title === stored.title
    ? [{ type: 'field.change', field: 'title', value: 'Hub Website v2' }, { type: 'form.cancel' }]
    : [{ type: 'form.submit' }];
}

/** The walk, with a draft restored (then discarded) as the form opens to add or to edit. */
const eventsFor = withDraftWalk(formEventsFor, valuesOf, (project) => ({
  ...valuesOf(project),
  title: 'A drafted project',
  description: 'Typed before the connection dropped',
}));

const dialog = () => screen.queryByRole('dialog');
const textLabels = {
  title: 'Title',
  description: 'Description',
  owner: 'Owner',
  ownerRole: 'Owner role',
  link: 'Link',
} as const;
const field = (label: string) => within(dialog()!).getByLabelText(label) as HTMLInputElement;

function expectForm(snapshot: Snap, saving: boolean) {
  const { item: project, values, fieldErrors, images, error } = snapshot.context;
  expect(
    within(dialog()!).getByRole('heading', { name: project ? 'Edit project' : 'Add new project' }),
  ).toBeTruthy();
  for (const [key, label] of Object.entries(textLabels))
    expect(field(label).value).toBe(values[key as keyof typeof textLabels]);
  expect(field('Project image').getAttribute('accept')).toBe('image/png,image/jpeg,image/webp,image/gif');
  expect(field('Owner image').getAttribute('accept')).toBe('image/png,image/jpeg,image/webp,image/gif');
  const inPageOrder = ['title', 'description', 'owner', 'ownerRole', 'link', 'ownerImage', 'image'] as const;
  expectSaveState(dialog()!, { saving, alerts: [...inPageOrder.map((key) => fieldErrors[key]), error] });
  expect(within(dialog()!).queryByRole('img', { name: 'Preview of the project image' }) !== null).toBe(
    images.image !== undefined,
  );
  expectDraftNotice(dialog()!, snapshot.context.restoredAt);
}

const states: StateAssertions = {
  start: () => {
    throw new Error('start decides at once and is never shown');
  },
  closed: () => {
    expect(dialog()).toBeNull();
    expect(screen.getByRole('button', { name: 'Add New project' })).toBeTruthy();
  },
  editing: (snapshot) => expectForm(snapshot as Snap, false),
  saving: (snapshot) => expectForm(snapshot as Snap, true),
};

let user: Awaited<ReturnType<typeof renderView>>['user'];
let deferred: DeferredActors;

const executors: EventExecutors = {
  'form.open': async (event) => {
    const { item: project } = event as ModelEvent & { item?: unknown };
    // After a save the table fetches its page again: answered before a row's Edit is clicked.
    if (screen.queryByText('Loading projects...'))
      await act(async () =>
        deferred.settle({ type: 'xstate.done.actor.fetchPage', output: { items: [stored], total: 1 } }),
      );
    return user.click(
      screen.getByRole('button', { name: project ? `Edit ${stored.title}` : 'Add New project' }),
    );
  },
  'field.change': async (event) => {
    const { field: key, value } = event as ModelEvent & { field: keyof typeof textLabels; value: string };
    await user.clear(field(textLabels[key]));
    await user.type(field(textLabels[key]), value);
  },
  // A picker's `accept` can be overridden in the browser's dialog ('All files'): the machine checks again.
  ...uploadFormExecutors(
    () => user,
    () => dialog()!,
    (key) => (key === 'image' ? 'Project image' : 'Owner image'),
  ),
  ...draftExecutors(
    () => user,
    () => deferred,
    () => dialog()!,
  ),
};

modelSuite(projectFormMachine, {
  title: 'project form machine in the /Admin-projects dialog',
  eventsFor: eventsFor as never,
  input: {},
  serializeState: (snapshot) => {
    const { context } = snapshot as Snap;
    return JSON.stringify([
      snapshot.value,
      context.item?.id,
      context.values,
      Object.keys(context.images),
      context.fieldErrors,
      context.error,
      context.restoredAt,
    ]);
  },
  states,
  executors,
  deferredActors: createAdminProjectsDeferred,
  render: async (walk) => {
    deferred = walk.deferred!;
    ({ user } = await renderAdminProjects(deferred, [stored]));
  },
  afterWalk: ({ deferred }) => {
    for (const input of deferred!.inputs.saveItem! as { id?: string; fields: unknown; images: object }[]) {
      if (input.id) {
        expect(input).toMatchObject({ id: stored.id, fields: { title: 'Hub Website v2' }, images: {} });
      } else {
        expect(input.fields).toEqual({
          title: 'Solar Map',
          description: 'Maps rooftops for panels',
          owner: '',
          ownerRole: '',
          link: 'https://solar.example',
        });
        expect(Object.keys(input.images)).toEqual(['image']);
      }
    }
  },
});
