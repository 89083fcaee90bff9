import { type ResourceCategory, resourceCategories, resourceCategoryNames } from '@contracts/resources';
import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { EventObject, SnapshotFrom } from 'xstate';
import { resourceFormMachine, resourceValuesOf } from '@/screens/admin/add-resource/resource-form.machine';
import { createAdminResourcesDeferred, renderAddResource } from '../support/admin-resources-view';
import type { DeferredActors } from '../support/deferred-actors';
import { draftExecutors, expectDraftNotice, withDraftWalk } from '../support/draft-model';
import type { EventExecutors, StateAssertions } from '../support/model';
import { modelSuite } from '../support/model-suite';
import type { renderView } from '../support/render-view';
import { sampleResource } from '../support/resources-room-view';
import {
  expectSaveState,
  pngFile,
  saveOutcomes,
  textFile,
  uploadFormExecutors,
} from '../support/upload-form-model';

type Snap = SnapshotFrom<typeof resourceFormMachine>;
type ModelEvent = EventObject & Record<string, unknown>;

const stored = sampleResource();
const pngIcon = pngFile('icon.png');

const savingOutcomes = saveOutcomes({ ...stored, title: 'Saved' }, [
  { status: 400, message: 'Please choose a subcategory of the chosen category' },
]);

const change = (field: string, value: string): ModelEvent => ({ type: 'field.change', field, value });

/**
 * Adding walks one chain: the empty submit, the title, a category and one of its subcategories, another
 * category (the subcategory is cleared), its subcategory, a URL that is not http(s) and its submit, a good
 * URL, a text file for the icon, a PNG, then Save.
 */
function addingEvents({ context }: Snap): ModelEvent[] {
  const { values, fieldErrors, images, error } = context;
  if (error) return [{ type: 'form.submit' }];
  if (values.title === '' && !fieldErrors.title) return [{ type: 'form.submit' }, { type: 'form.cancel' }];
  if (values.title === '') return [change('title', 'OWASP Cheat Sheets')];
  if (values.category === '') return [change('category', 'Cyber Security')];
  if (values.category === 'Cyber Security' && values.subcategory === '')
    return [change('subcategory', 'Network Security')];
  if (values.category === 'Cyber Security') return [change('category', 'Front-End Development')];
  if (values.subcategory === '') return [change('subcategory', 'Testing')];
  if (values.url === '') return [change('url', 'ftp://files.example.org/guide')];
  if (values.url.startsWith('ftp') && !fieldErrors.url) return [{ type: 'form.submit' }];
  if (values.url.startsWith('ftp')) return [change('url', 'https://cheatsheetseries.owasp.org/')];
  if (!images.icon && !fieldErrors.icon) return [{ type: 'image.choose', field: 'icon', file: textFile }];
  if (!images.icon) return [{ type: 'image.choose', field: 'icon', file: pngIcon }];
  return [{ type: 'form.submit' }, { type: 'form.cancel' }];
}

function formEventsFor(snapshot: Snap): ModelEvent[] {
  if (snapshot.matches('closed')) return [];
  if (snapshot.matches('saving')) return savingOutcomes;
  const { item, values, error } = snapshot.context;
  if (!item) return addingEvents(snapshot);
  if (error) return [{ type: 'form.submit' }];
  if (values.title === stored.title) return [change('title', '')];
  if (values.title === '') return [{ type: 'form.submit' }, change('title', 'OWASP Top 10 (2025)')];
  return [{ type: 'form.submit' }, { type: 'form.cancel' }];
}

/** The walk, with a draft restored (then discarded) as the page opens to add or to edit. */
const eventsFor = withDraftWalk(formEventsFor, resourceValuesOf, (resource) => ({
  ...resourceValuesOf(resource),
  title: 'A drafted resource',
  category: 'Cyber Security',
  subcategory: 'Network Security',
}));

const labels = {
  title: 'Resource title',
  category: 'Category',
  subcategory: 'Subcategory',
  url: 'Material URL',
} as const;
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const optionsOf = (label: string) =>
  (Array.from(field(label).querySelectorAll('option')) as HTMLOptionElement[]).map((option) => option.value);

function expectForm(snapshot: Snap, saving: boolean) {
  const { item, values, fieldErrors, images, error } = snapshot.context;
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
    item ? 'Edit resource' : 'Add new resource',
  );
  for (const [key, label] of Object.entries(labels))
    expect(field(label).value).toBe(values[key as keyof typeof labels]);
  // The subcategory select lists the chosen category's subcategories, from the one tree.
  expect(optionsOf('Category')).toEqual(['', ...resourceCategoryNames]);
  expect(optionsOf('Subcategory')).toEqual([
    '',
    ...(resourceCategories[values.category as ResourceCategory] ?? []),
  ]);
  expect(field('Subcategory').disabled).toBe(saving || values.category === '');
  expect(field('Upload resource icon').getAttribute('accept')).toBe(
    'image/png,image/jpeg,image/webp,image/gif',
  );
  const inPageOrder = ['title', 'icon', 'category', 'subcategory', 'url'] as const;
  expectSaveState(document.body, { saving, alerts: [...inPageOrder.map((key) => fieldErrors[key]), error] });
  expect(field(labels.title).disabled).toBe(saving);
  // The chosen icon, else the stored one, is previewed.
  expect(screen.queryByRole('img', { name: 'Preview of the upload resource icon' }) !== null).toBe(
    images.icon !== undefined || Boolean(item?.icon),
  );
  expectDraftNotice(document.body, snapshot.context.restoredAt);
}

let user: Awaited<ReturnType<typeof renderView>>['user'];
let router: Awaited<ReturnType<typeof renderView>>['router'];
let deferred: DeferredActors;

const states: StateAssertions = {
  start: () => {
    throw new Error('start decides at once and is never shown');
  },
  closed: () => {
    // Saved or cancelled: back to the table.
    expect(router.state.location.pathname).toBe('/resources');
    expect(screen.queryByRole('form')).toBeNull();
  },
  editing: (snapshot) => expectForm(snapshot as Snap, false),
  saving: (snapshot) => expectForm(snapshot as Snap, true),
};

const executors: EventExecutors = {
  'field.change': async (event) => {
    const { field: key, value } = event as ModelEvent & { field: keyof typeof labels; value: string };
    if (key === 'category' || key === 'subcategory') return user.selectOptions(field(labels[key]), value);
    await user.clear(field(labels[key]));
    if (value) await user.type(field(labels[key]), value);
  },
  // A picker's `accept` can be overridden in the browser's dialog ('All files'): the machine checks again.
  ...uploadFormExecutors(
    () => user,
    () => document.body,
    () => 'Upload resource icon',
  ),
  ...draftExecutors(
    () => user,
    () => deferred,
    () => document.body,
  ),
};

modelSuite(resourceFormMachine, {
  title: 'resource form machine (the upload-form factory) on /add-resource',
  eventsFor: eventsFor as never,
  inputs: [
    { label: 'add', input: { open: true } },
    { label: 'edit', input: { open: true, item: stored } },
  ],
  serializeState: (snapshot) => {
    const { context } = snapshot as Snap;
    return JSON.stringify([
      snapshot.value,
      context.item?.id,
      context.values,
      context.images.icon?.name,
      context.fieldErrors,
      context.error,
      context.restoredAt,
    ]);
  },
  states,
  executors,
  deferredActors: createAdminResourcesDeferred,
  notOffered: {
    'form.open': "the page starts open; a list's dialog opens it (the blog and project forms)",
  },
  render: async (walk) => {
    const { item } = walk.input as { item?: typeof stored };
    deferred = walk.deferred!;
    ({ user, router } = await renderAddResource(walk.deferred!, item));
  },
  afterWalk: ({ deferred }) => {
    for (const input of deferred!.inputs.saveItem! as {
      id?: string;
      fields: unknown;
      images: { icon?: unknown };
    }[]) {
      if (input.id) {
        expect(input).toEqual({
          id: stored.id,
          fields: {
            title: 'OWASP Top 10 (2025)',
            category: stored.category,
            subcategory: stored.subcategory,
            url: stored.url,
          },
          images: {},
        });
      } else {
        expect(input.fields).toEqual({
          title: 'OWASP Cheat Sheets',
          category: 'Front-End Development',
          subcategory: 'Testing',
          url: 'https://cheatsheetseries.owasp.org/',
        });
        expect(input.images.icon).toBeInstanceOf(File);
        expect((input.images.icon as File).name).toBe(pngIcon.name);
      }
    }
  },
});
