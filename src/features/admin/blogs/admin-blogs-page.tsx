import { type Blog, blogMessages } from '@contracts/blogs';
import { pageCountOf } from '@machines/collection.machine';
import { useActor } from '@xstate/react';
import { button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { type Column, DataTable } from '@/components/ui/data-table';
import { LoadStatus } from '@/components/ui/load-state';
import { Modal } from '@/components/ui/modal';
import { Pager } from '@/components/ui/pager';
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
      <button
        type="button"
        className={button({ tone: 'outline', size: 'sm' })}
        aria-label={`Delete ${blog.title}`}
        onClick={() => sendRemoval({ type: 'delete.request', id: blog.id, name: blog.title })}
      >
        Delete
      </button>
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
      {table.matches('failed') ? (
        <LoadStatus
          state="failed"
          loadingText=""
          error={table.context.error}
          onRetry={() => sendTable({ type: 'collection.retry' })}
        />
      ) : (
        <DataTable
          caption="Every blog post, newest first"
          columns={columns}
          rows={table.context.items}
          rowKey={(blog) => blog.id}
          loading={table.hasTag('busy')}
          loadingText="Loading blog posts..."
          emptyText="No blog posts yet."
          actions={rowActions}
          actionsHeader="Action"
        />
      )}
      {!table.matches('failed') && (
        <Pager
          label="Blog pages"
          variant="numbered"
          page={table.context.page}
          pageCount={pageCountOf(table.context)}
          onGoto={(page) => sendTable({ type: 'page.goto', page })}
        />
      )}
      <Modal
        open={!editor.matches('closed')}
        title={editor.context.item ? 'Edit blog post' : 'Add new blog post'}
        onClose={() => {
          if (!editor.hasTag('busy')) sendEditor({ type: 'form.cancel' });
        }}
      >
        <BlogForm snapshot={editor} send={sendEditor} />
      </Modal>
      <ConfirmDialog
        open={!removal.matches('idle')}
        title="Delete Confirmation"
        question={`Are you sure you want to delete the blog post “${removal.context.target?.name ?? ''}”?`}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={removal.hasTag('busy')}
        error={removal.context.error}
        onConfirm={() => sendRemoval({ type: 'delete.confirm' })}
        onCancel={() => sendRemoval({ type: 'delete.cancel' })}
      />
    </section>
  );
}
