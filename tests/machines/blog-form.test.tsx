import { blogCategories } from '@contracts/blogs';
import { act, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { EventObject, SnapshotFrom } from 'xstate';
import { blogFormMachine, blogValuesOf } from '@/screens/admin/admin-blogs/blog-form.machine';
import { createAdminBlogsDeferred, renderAdminBlogs, sampleBlog } from '../support/admin-blogs-view';
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

type Snap = SnapshotFrom<typeof blogFormMachine>;
type ModelEvent = EventObject & Record<string, unknown>;

const stored = sampleBlog({ image: '/uploads/login.png' });
const pngImage = pngFile('post.png');

const savingOutcomes = saveOutcomes({ ...stored, title: 'Saved' }, [
  { status: 413, message: 'The image is larger than 2 MB.' },
]);

/** Adding walks one chain: the empty submit, each field, a text file, a PNG, then Save. */
function addingEvents({ context }: Snap): ModelEvent[] {
  const { values, fieldErrors, images, error } = context;
  const image = images.image;
  if (error) return [{ type: 'form.submit' }];
  if (values.category === '' && !fieldErrors.category)
    return [{ type: 'form.submit' }, { type: 'form.cancel' }];
  if (values.category === '') return [{ type: 'field.change', field: 'category', value: blogCategories[1] }];
  if (values.title === '') return [{ type: 'field.change', field: 'title', value: 'Styling with tokens' }];
  if (values.text === '')
    return [{ type: 'field.change', field: 'text', value: 'One theme, no raw colours.' }];
  if (!image && !fieldErrors.image) return [{ type: 'image.choose', field: 'image', file: textFile }];
  if (!image) return [{ type: 'image.choose', field: 'image', file: pngImage }];
  return [{ type: 'form.submit' }, { type: 'form.cancel' }];
}

function formEventsFor(snapshot: Snap): ModelEvent[] {
  if (snapshot.matches('closed')) return [{ type: 'form.open' }, { type: 'form.open', item: stored }];
  if (snapshot.matches('saving')) return savingOutcomes;
  const { item: blog, values, error } = snapshot.context;
  if (!blog) return addingEvents(snapshot);
  if (error) return [{ type: 'form.submit' }];
  if (values.title === stored.title) return [{ type: 'field.change', field: 'title', value: '' }];
  if (values.title === '')
    return [{ type: 'form.submit' }, { type: 'field.change', field: 'title', value: 'Login forms, safely' }];
  return [{ type: 'form.submit' }, { type: 'form.cancel' }];
}

/** The walk, with a draft restored (then discarded) as the form opens to add or to edit. */
const eventsFor = withDraftWalk(formEventsFor, blogValuesOf, (blog) => ({
  ...blogValuesOf(blog),
  title: 'A drafted post',
}));

const dialog = () => screen.queryByRole('dialog');
const labels = { category: 'Category', title: 'Title', text: 'Text' } as const;
const field = (label: string) => within(dialog()!).getByLabelText(label) as HTMLInputElement;

function expectForm(snapshot: Snap, saving: boolean) {
  const { item: blog, values, fieldErrors, images, error } = snapshot.context;
  const image = images.image;
  expect(
    within(dialog()!).getByRole('heading', { name: blog ? 'Edit blog post' : 'Add new blog post' }),
  ).toBeTruthy();
  for (const [key, label] of Object.entries(labels))
    expect(field(label).value).toBe(values[key as keyof typeof labels]);
  const options = within(field('Category')).getAllByRole('option') as HTMLOptionElement[];
  expect(options.map((option) => option.value)).toEqual(['', ...blogCategories]);
  expect(field('Image').getAttribute('accept')).toBe('image/png,image/jpeg,image/webp,image/gif');
  const inPageOrder = ['category', 'title', 'text', 'image'] as const;
  expectSaveState(dialog()!, { saving, alerts: [...inPageOrder.map((key) => fieldErrors[key]), error] });
  expect(field('Title').disabled).toBe(saving);
  // The chosen image, else the stored one, is previewed.
  expect(within(dialog()!).queryByRole('img', { name: 'Preview of the image' }) !== null).toBe(
    image !== undefined || Boolean(blog?.image),
  );
  expectDraftNotice(dialog()!, snapshot.context.restoredAt);
}

const states: StateAssertions = {
  start: () => {
    throw new Error('start decides at once and is never shown');
  },
  closed: () => {
    expect(dialog()).toBeNull();
    expect(screen.getByRole('button', { name: 'Add new' })).toBeTruthy();
  },
  editing: (snapshot) => expectForm(snapshot as Snap, false),
  saving: (snapshot) => expectForm(snapshot as Snap, true),
};

let user: Awaited<ReturnType<typeof renderView>>['user'];
let deferred: DeferredActors;

const executors: EventExecutors = {
  'form.open': async (event) => {
    const { item: blog } = event as ModelEvent & { item?: unknown };
    // After a save the table fetches its page again: answered before a row's Edit is clicked.
    if (screen.queryByText('Loading blog posts...'))
      await act(async () =>
        deferred.settle({ type: 'xstate.done.actor.fetchPage', output: { items: [stored], total: 1 } }),
      );
    return user.click(screen.getByRole('button', { name: blog ? `Edit ${stored.title}` : 'Add new' }));
  },
  'field.change': async (event) => {
    const { field: key, value } = event as ModelEvent & { field: keyof typeof labels; value: string };
    if (key === 'category') return user.selectOptions(field(labels.category), value);
    await user.clear(field(labels[key]));
    if (value) await user.type(field(labels[key]), value);
  },
  // A picker's `accept` can be overridden in the browser's dialog ('All files'): the machine checks again.
  ...uploadFormExecutors(
    () => user,
    () => dialog()!,
    () => 'Image',
  ),
  ...draftExecutors(
    () => user,
    () => deferred,
    () => dialog()!,
  ),
};

modelSuite(blogFormMachine, {
  title: 'blog form machine in the /Admin-blogs dialog',
  eventsFor: eventsFor as never,
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
  states,
  executors,
  deferredActors: createAdminBlogsDeferred,
  render: async (walk) => {
    deferred = walk.deferred!;
    ({ user } = await renderAdminBlogs(deferred, [stored]));
  },
  afterWalk: ({ deferred }) => {
    for (const input of deferred!.inputs.saveItem! as {
      id?: string;
      fields: unknown;
      images: { image?: unknown };
    }[]) {
      if (input.id) {
        expect(input).toEqual({
          id: stored.id,
          fields: { category: stored.category, title: 'Login forms, safely', text: stored.text },
          images: {},
        });
      } else {
        expect(input.fields).toEqual({
          category: blogCategories[1],
          title: 'Styling with tokens',
          text: 'One theme, no raw colours.',
        });
        expect(input.images.image).toBeInstanceOf(File);
        expect((input.images.image as File).name).toBe(pngImage.name);
      }
    }
  },
});
