import type { Blog } from '@contracts/blogs';
import { blogCategories } from '@contracts/blogs';
import { pageCountOf } from '@machines/collection.machine';
import { act, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { EventObject, SnapshotFrom } from 'xstate';
import { adminBlogsMachine } from '@/features/admin/blogs/admin-blogs.logic';
import { createAdminBlogsDeferred, renderAdminBlogs, sampleBlog } from '../support/admin-blogs-view';
import type { DeferredActors } from '../support/deferred-actors';
import type { EventExecutors, StateAssertions } from '../support/model';
import { modelSuite } from '../support/model-suite';
import type { renderView } from '../support/render-view';

type Snap = SnapshotFrom<typeof adminBlogsMachine>;
type ModelEvent = EventObject & Record<string, unknown>;

const twelve: Blog[] = Array.from({ length: 12 }, (_, index) =>
  sampleBlog({
    id: `${String(index).padStart(8, '0')}-2222-4222-8222-222222222222`,
    title: `Post ${index + 1}`,
    category: blogCategories[index % 3]!,
    createdAt: `2025-04-${String(index + 1).padStart(2, '0')}T14:30:00.000Z`,
  }),
);

function eventsFor(snapshot: Snap): ModelEvent[] {
  const { page, items } = snapshot.context;
  if (snapshot.matches('loading'))
    return [
      page === 1
        ? { type: 'xstate.done.actor.fetchPage', output: { items: twelve.slice(0, 10), total: 12 } }
        : { type: 'xstate.done.actor.fetchPage', output: { items: twelve.slice(10), total: 12 } },
      ...(page === 1 ? [{ type: 'xstate.done.actor.fetchPage', output: { items: [], total: 0 } }] : []),
      { type: 'xstate.error.actor.fetchPage', error: { kind: 'http', status: 500 } },
    ];
  if (snapshot.matches('failed')) return [{ type: 'collection.retry' }];
  if (snapshot.matches('empty')) return [];
  const events: ModelEvent[] = [{ type: 'page.goto', page: page === 1 ? 2 : 1 }];
  if (page === 2) events.push({ type: 'item.remove', id: items.at(-1)!.id });
  return events;
}

const table = () => screen.queryByRole('table');

const states: StateAssertions = {
  loading: () => {
    expect(within(table()!).getByText('Loading blog posts...')).toBeTruthy();
  },
  loaded: (snapshot) => {
    const { items, page } = (snapshot as Snap).context;
    expect(
      within(table()!)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Date', 'Time', 'category', 'Title', 'Action']);
    const rows = within(table()!).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual(
      items.map((blog) => [
        new Date(blog.createdAt).toLocaleDateString(),
        new Date(blog.createdAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }),
        blog.category,
        blog.title,
        'EditDelete',
      ]),
    );
    rows.forEach((row, index) => {
      const blog = items[index]!;
      for (const action of ['Edit', 'Delete'])
        expect(within(row).getByRole('button', { name: `${action} ${blog.title}` })).toBeTruthy();
    });
    const pager = screen.getByRole('navigation', { name: 'Blog pages' });
    expect(within(pager).getByRole('button', { current: 'page' }).textContent).toBe(String(page));
    expect(within(pager).getAllByRole('button')).toHaveLength(pageCountOf((snapshot as Snap).context));
  },
  empty: () => {
    expect(within(table()!).getByText('No blog posts yet.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add new' })).toBeTruthy();
  },
  failed: () => {
    expect(screen.getByRole('alert').textContent).toBe('Failed to fetch blogs');
    expect(table()).toBeNull();
  },
};

let user: Awaited<ReturnType<typeof renderView>>['user'];
let deferred: DeferredActors;

const executors: EventExecutors = {
  'page.goto': (event) =>
    user.click(screen.getByRole('button', { name: `Page ${(event as ModelEvent & { page: number }).page}` })),
  'collection.retry': () => user.click(screen.getByRole('button', { name: 'Try again' })),
  // Delete, confirmed, and deleted on the server.
  'item.remove': async (event) => {
    const { id } = event as ModelEvent & { id: string };
    const blog = twelve.find((item) => item.id === id)!;
    await user.click(screen.getByRole('button', { name: `Delete ${blog.title}` }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Confirmation' });
    expect(
      within(dialog).getByText(`Are you sure you want to delete the blog post “${blog.title}”?`),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await act(async () => deferred.settle({ type: 'xstate.done.actor.deleteItem', output: undefined }));
  },
};

modelSuite(adminBlogsMachine, {
  title: 'admin blogs table (the collection machine at 10) on /Admin-blogs',
  eventsFor: eventsFor as never,
  input: {},
  serializeState: (snapshot) => {
    const { context } = snapshot as Snap;
    return JSON.stringify([
      snapshot.value,
      context.page,
      context.total,
      context.items.map((item) => item.id),
    ]);
  },
  states,
  executors,
  deferredActors: createAdminBlogsDeferred,
  notOffered: {
    'filters.change': 'the table has no filters',
    'item.replace': 'a saved form refreshes the page instead: walked in tests/machines/blog-form.test.tsx',
    'collection.refresh': 'sent after a saved form: walked in tests/machines/blog-form.test.tsx',
  },
  render: async (walk) => {
    deferred = walk.deferred!;
    ({ user } = await renderAdminBlogs(deferred));
  },
  afterWalk: () => {
    for (const input of deferred.inputs.fetchPage!) expect(input).toMatchObject({ limit: 10 });
    for (const input of deferred.inputs.deleteItem ?? [])
      expect(twelve.map((blog) => blog.id)).toContain((input as { id: string }).id);
  },
});
