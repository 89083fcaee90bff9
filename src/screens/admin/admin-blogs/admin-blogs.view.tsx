import type { Blog } from '@contracts/blogs';
import { Trans, useLingui } from '@lingui/react/macro';
import { useActor } from '@xstate/react';
import { button } from '@/components/ui/button';
import type { Column } from '@/components/ui/data-table';
import { DeleteRowButton } from '@/components/ui/delete-dialog';
import { PagedTable } from '@/components/ui/paged-table';
import { useScreenParts } from '@/components/ui/screen-parts';
import { loadCatalogs } from '@/i18n/catalogs';
import { inspect } from '@/lib/inspect';
import { useAccountEmail } from '@/session/account-email';
import { ListScreenFrame } from '@/shared/admin/list-screen-frame';
import { LocalTime } from '@/shared/admin/local-time';
import { type AdminBlogsLogic, adminBlogsLogic } from './admin-blogs.logic';
import { BlogForm, focusFirstBlogError } from './blog-form';

await loadCatalogs(import.meta.glob('./locales/*.po'));

const columns: readonly Column<Blog>[] = [
  {
    key: 'date',
    header: <Trans>Date</Trans>,
    cell: (blog) => <LocalTime iso={blog.createdAt} show="date" />,
  },
  {
    key: 'time',
    header: <Trans>Time</Trans>,
    cell: (blog) => <LocalTime iso={blog.createdAt} show="time" />,
  },
  { key: 'category', header: <Trans>category</Trans>, cell: (blog) => blog.category },
  { key: 'title', header: <Trans>Title</Trans>, cell: (blog) => blog.title },
];

/**
 * /Admin-blogs: every blog post with its date, time, category and title; Edit, Delete (after asking) and
 * 'Add new', each stored on the server before the table shows it (the public /blog lists them). One screen
 * machine (admin-blogs.machine.ts) runs every part; this view reads and sends.
 */
export function AdminBlogsView({
  logic = adminBlogsLogic,
  account,
}: {
  logic?: AdminBlogsLogic;
  /** The signed-in account's e-mail, whose drafts the form keeps: the session's unless a test names one. */
  account?: string | undefined;
}) {
  const { t } = useLingui();
  const sessionAccount = useAccountEmail();
  const [snapshot, send] = useActor(logic.provide({ actions: { focusFirstError: focusFirstBlogError } }), {
    input: { account: account ?? sessionAccount },
    inspect,
  });
  const parts = useScreenParts(snapshot.children, ['blogTable', 'blogDelete', 'blogForm']);

  if (!parts) return <ListScreenFrame titleId="admin-blogs-title" title={t`Blogs`} parts={undefined} />;
  const { blogTable, blogDelete, blogForm } = parts.refs;
  const { blogTable: table, blogDelete: removal, blogForm: editor } = parts.snapshots;

  const rowActions = (blog: Blog) => (
    <>
      <button
        type="button"
        className={button({ tone: 'outline', size: 'sm' })}
        aria-label={t`Edit ${blog.title}`}
        onClick={() => send({ type: 'blog.edit', blog })}
      >
        <Trans>Edit</Trans>
      </button>
      <DeleteRowButton item={blog} send={() => send({ type: 'blog.delete', blog })} />
    </>
  );

  return (
    <ListScreenFrame
      titleId="admin-blogs-title"
      title={t`Blogs`}
      parts={{
        add: (
          <button
            type="button"
            className={button({ tone: 'accent', size: 'sm' })}
            onClick={() => blogForm.send({ type: 'form.open' })}
          >
            <Trans>Add new</Trans>
          </button>
        ),
        form: {
          open: !editor.matches('closed'),
          title: editor.context.item ? t`Edit blog post` : t`Add new blog post`,
          onClose: () => blogForm.send({ type: 'form.cancel' }),
          content: <BlogForm snapshot={editor} send={(event) => blogForm.send(event)} />,
        },
        removal: {
          removal,
          send: (event) => blogDelete.send(event),
          question: (name) => t`Are you sure you want to delete the blog post “${name}”?`,
        },
        body: (
          <PagedTable
            table={table}
            send={(event) => blogTable.send(event)}
            pagerLabel={t`Blog pages`}
            caption={t`Every blog post, newest first`}
            columns={columns}
            rowKey={(blog) => blog.id}
            loadingText={t`Loading blog posts...`}
            emptyText={t`No blog posts yet.`}
            actions={rowActions}
            actionsHeader={t`Action`}
          />
        ),
      }}
    />
  );
}
