import { type Blog, blogMessages } from '@contracts/blogs';
import { useActor } from '@xstate/react';
import { button } from '@/components/ui/button';
import type { Column } from '@/components/ui/data-table';
import { DeleteDialog, DeleteRowButton } from '@/components/ui/delete-dialog';
import { Modal } from '@/components/ui/modal';
import { PagedTable } from '@/components/ui/paged-table';
import { inspect } from '@/lib/inspect';
import * as css from '../admin-page.css';
import { adminBlogsLogic } from './admin-blogs.logic';
import { BlogForm, focusFirstBlogError } from './blog-form';

const columns: readonly Column<Blog>[] = [
  {
    key: 'date',
    header: 'Date',
    cell: (blog) => <time dateTime={blog.createdAt}>{new Date(blog.createdAt).toLocaleDateString()}</time>,
  },
  {
    key: 'time',
    header: 'Time',
    cell: (blog) => (
      <time dateTime={blog.createdAt}>
        {new Date(blog.createdAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}
      </time>
    ),
  },
  { key: 'category', header: 'category', cell: (blog) => blog.category },
  { key: 'title', header: 'Title', cell: (blog) => blog.title },
];

/**
 * /Admin-blogs: every blog post with its date, time, category and title; Edit, Delete (after asking) and
 * 'Add new', each stored on the server before the table shows it (the public /blog lists them).
 */
export function AdminBlogsPage({ logic = adminBlogsLogic }: { logic?: typeof adminBlogsLogic }) {
  const [table, sendTable] = useActor(logic.table, { input: {}, inspect });
  const [removal, sendRemoval] = useActor(
    logic.remove.provide({
      actions: { notifyDeleted: (_, { id }) => sendTable({ type: 'item.remove', id }) },
    }),
    { input: { failedText: blogMessages.deleteFailed }, inspect },
  );
  const [editor, sendEditor] = useActor(
    logic.form.provide({
      actions: {
        focusFirstError: focusFirstBlogError,
        notifySaved: () => sendTable({ type: 'collection.refresh' }),
      },
    }),
    { input: {}, inspect },
  );

  const rowActions = (blog: Blog) => (
    <>
      <button
        type="button"
        className={button({ tone: 'outline', size: 'sm' })}
        aria-label={`Edit ${blog.title}`}
        onClick={() => sendEditor({ type: 'form.open', item: blog })}
      >
        Edit
      </button>
      <DeleteRowButton item={blog} send={sendRemoval} />
    </>
  );

  return (
    <section className={css.page} aria-labelledby="admin-blogs-title">
      <title>Blogs · Hub Admin</title>
      <div className={css.header}>
        <h1 id="admin-blogs-title" className={css.title}>
          Blogs
        </h1>
        <button
          type="button"
          className={button({ tone: 'accent', size: 'sm' })}
          onClick={() => sendEditor({ type: 'form.open' })}
        >
          Add new
        </button>
      </div>
      <PagedTable
        table={table}
        send={sendTable}
        pagerLabel="Blog pages"
        caption="Every blog post, newest first"
        columns={columns}
        rowKey={(blog) => blog.id}
        loadingText="Loading blog posts..."
        emptyText="No blog posts yet."
        actions={rowActions}
        actionsHeader="Action"
      />
      <Modal
        open={!editor.matches('closed')}
        title={editor.context.item ? 'Edit blog post' : 'Add new blog post'}
        onClose={() => {
          if (!editor.hasTag('busy')) sendEditor({ type: 'form.cancel' });
        }}
      >
        <BlogForm snapshot={editor} send={sendEditor} />
      </Modal>
      <DeleteDialog
        removal={removal}
        send={sendRemoval}
        question={(name) => `Are you sure you want to delete the blog post “${name}”?`}
      />
    </section>
  );
}
