import type { Blog } from '@contracts/blogs';
import { useActor, useSelector } from '@xstate/react';
import { button } from '@/components/ui/button';
import type { Column } from '@/components/ui/data-table';
import { DeleteRowButton } from '@/components/ui/delete-dialog';
import { PagedTable } from '@/components/ui/paged-table';
import { inspect } from '@/lib/inspect';
import { ListScreenFrame } from '@/shared/admin/list-screen-frame';
import { type AdminBlogsLogic, adminBlogsLogic } from './admin-blogs.logic';
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
 * 'Add new', each stored on the server before the table shows it (the public /blog lists them). One screen
 * machine (admin-blogs.machine.ts) runs every part; this view reads and sends.
 */
export function AdminBlogsView({ logic = adminBlogsLogic }: { logic?: AdminBlogsLogic }) {
  const [snapshot, send] = useActor(logic.provide({ actions: { focusFirstError: focusFirstBlogError } }), {
    inspect,
  });
  const { blogTable, blogDelete, blogForm } = snapshot.children;
  const table = useSelector(blogTable, (child) => child);
  const removal = useSelector(blogDelete, (child) => child);
  const editor = useSelector(blogForm, (child) => child);

  if (!table || !removal || !editor)
    return <ListScreenFrame titleId="admin-blogs-title" title="Blogs" parts={undefined} />;

  const rowActions = (blog: Blog) => (
    <>
      <button
        type="button"
        className={button({ tone: 'outline', size: 'sm' })}
        aria-label={`Edit ${blog.title}`}
        onClick={() => send({ type: 'blog.edit', blog })}
      >
        Edit
      </button>
      <DeleteRowButton item={blog} send={() => send({ type: 'blog.delete', blog })} />
    </>
  );

  return (
    <ListScreenFrame
      titleId="admin-blogs-title"
      title="Blogs"
      parts={{
        add: (
          <button
            type="button"
            className={button({ tone: 'accent', size: 'sm' })}
            onClick={() => blogForm?.send({ type: 'form.open' })}
          >
            Add new
          </button>
        ),
        form: {
          open: !editor.matches('closed'),
          title: editor.context.item ? 'Edit blog post' : 'Add new blog post',
          onClose: () => blogForm?.send({ type: 'form.cancel' }),
          content: <BlogForm snapshot={editor} send={(event) => blogForm?.send(event)} />,
        },
        removal: {
          removal,
          send: (event) => blogDelete?.send(event),
          question: (name) => `Are you sure you want to delete the blog post “${name}”?`,
        },
        body: (
          <PagedTable
            table={table}
            send={(event) => blogTable?.send(event)}
            pagerLabel="Blog pages"
            caption="Every blog post, newest first"
            columns={columns}
            rowKey={(blog) => blog.id}
            loadingText="Loading blog posts..."
            emptyText="No blog posts yet."
            actions={rowActions}
            actionsHeader="Action"
          />
        ),
      }}
    />
  );
}
