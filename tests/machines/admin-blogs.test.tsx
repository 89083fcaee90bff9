import type { Blog } from '@contracts/blogs';
import { blogCategories } from '@contracts/blogs';
import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { adminBlogsMachine } from '@/features/admin/blogs/admin-blogs.logic';
import { createAdminBlogsDeferred, renderAdminBlogs, sampleBlog } from '../support/admin-blogs-view';
import { cellTextsOf, dateAndTimeOf, tablePageSuite } from '../support/table-page-suite';

const twelve: Blog[] = Array.from({ length: 12 }, (_, index) =>
  sampleBlog({
    id: `${String(index).padStart(8, '0')}-2222-4222-8222-222222222222`,
    title: `Post ${index + 1}`,
    category: blogCategories[index % 3]!,
    createdAt: `2025-04-${String(index + 1).padStart(2, '0')}T14:30:00.000Z`,
  }),
);

tablePageSuite(adminBlogsMachine, {
  title: 'admin blogs table (the collection machine at 10) on /Admin-blogs',
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
