import type { Blog } from '@contracts/blogs';
import { blogCategories } from '@contracts/blogs';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminBlogsMachine, blogTableMachine } from '@/screens/admin/admin-blogs/admin-blogs.machine';
import { createAdminBlogsDeferred, renderAdminBlogs, sampleBlog } from '../support/admin-blogs-view';
import type { DeferredActors } from '../support/deferred-actors';
import { acceptedEventTypes } from '../support/model-paths';
import { cellTextsOf, dateAndTimeOf, tablePageSuite } from '../support/table-page-suite';

const twelve: Blog[] = Array.from({ length: 12 }, (_, index) =>
  sampleBlog({
    id: `${String(index).padStart(8, '0')}-2222-4222-8222-222222222222`,
    title: `Post ${index + 1}`,
    category: blogCategories[index % 3]!,
    createdAt: `2025-04-${String(index + 1).padStart(2, '0')}T14:30:00.000Z`,
  }),
);

tablePageSuite(blogTableMachine, {
  title: "/Admin-blogs: the screen machine's table (collection child at 10) against the view",
  items: twelve,
  texts: {
    loading: 'Loading blog posts...',
    empty: 'No blog posts yet.',
    failed: 'Failed to fetch blogs',
    pager: 'Blog pages',
  },
  headers: ['Date', 'Time', 'category', 'Title', 'Action'],
  assertRows: (rows, items) => {
    expect(cellTextsOf(rows)).toEqual(
      items.map((blog) => [...dateAndTimeOf(blog.createdAt), blog.category, blog.title, 'EditDelete']),
    );
    rows.forEach((row, index) => {
      const blog = items[index]!;
      for (const action of ['Edit', 'Delete'])
        expect(within(row).getByRole('button', { name: `${action} ${blog.title}` })).toBeTruthy();
    });
  },
  assertAround: () => {
    expect(screen.getByRole('button', { name: 'Add new' })).toBeTruthy();
  },
  deletes: 'the blog post',
  deferredActors: createAdminBlogsDeferred,
  notOffered: {
    'item.replace': 'a saved form refreshes the page instead: walked in tests/machines/blog-form.test.tsx',
    'collection.refresh': 'sent after a saved form: walked in tests/machines/blog-form.test.tsx',
  },
  render: (deferred) => renderAdminBlogs(deferred),
});

/**
 * The screen machine's own rules, each walked through the view: what a row's button asks for reaches the
 * right child, and what a child reports changes the table. The last test fails when the screen machine
 * accepts an event no test here takes.
 */
describe('the /Admin-blogs screen machine joins its children', () => {
  const taken = new Set<string>();
  const take = (...types: string[]) => {
    for (const type of types) taken.add(type);
  };
  const post = sampleBlog();
  let user: UserEvent;
  let deferred: DeferredActors;

  async function renderScreen() {
    deferred = createAdminBlogsDeferred();
    ({ user } = await renderAdminBlogs(deferred, [post]));
  }
  const button = (name: string) => screen.getByRole('button', { name });

  it('a delete asks, drops the row and refills the page from the server', async () => {
    await renderScreen();
    await user.click(button(`Delete ${post.title}`));
    const dialog = screen.getByRole('dialog', { name: 'Delete Confirmation' });
    expect(
      within(dialog).getByText(`Are you sure you want to delete the blog post “${post.title}”?`),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(deferred.inputs.deleteItem).toEqual([{ id: post.id }]);
    await act(async () => deferred.settle({ type: 'xstate.done.actor.deleteItem', output: undefined }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(deferred.inputs.fetchPage).toHaveLength(2);
    take('blog.delete', 'blog.deleted');
  });

  it("an edit opens the post's form; a save reads the table's page again", async () => {
    await renderScreen();
    await user.click(button(`Edit ${post.title}`));
    const dialog = screen.getByRole('dialog', { name: 'Edit blog post' });
    expect((within(dialog).getByLabelText(/Title/) as HTMLInputElement).value).toBe(post.title);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(deferred.inputs.saveItem).toMatchObject([{ id: post.id }]);
    await act(async () => deferred.settle({ type: 'xstate.done.actor.saveItem', output: post }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(deferred.inputs.fetchPage).toHaveLength(2);
    take('blog.edit', 'blog.saved');
  });

  it('an empty new post is not sent: the first field in error gets the focus', async () => {
    await renderScreen();
    await user.click(button('Add new'));
    const dialog = screen.getByRole('dialog', { name: 'Add new blog post' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText(/Category/)));
    expect(deferred.inputs.saveItem ?? []).toEqual([]);
    take('blog.invalid');
  });

  it('takes every event the screen machine accepts', () => {
    expect(acceptedEventTypes(adminBlogsMachine).filter((type) => !taken.has(type))).toEqual([]);
  });
});
