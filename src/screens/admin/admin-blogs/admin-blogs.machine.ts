import { type Blog, type BlogFields, blogMessages } from '@contracts/blogs';
import { failureText } from '@contracts/failure-message';
import type { Page } from '@contracts/paging';
import { textsOf } from '@contracts/texts';
import { type CollectionQuery, createCollectionMachine } from '@machines/collection.machine';
import { confirmDeleteMachine } from '@machines/confirm-delete.machine';
import { type DraftStorage, draftWith } from '@machines/draft.machine';
import { part, stoppedState } from '@machines/screen-parts';
import type { SaveUploadInput } from '@machines/upload-form.machine';
import { assertEvent, type PromiseActorLogic, sendParent, sendTo, setup } from 'xstate';
import { type BlogImageField, blogFormMachine } from './blog-form.machine';

/**
 * /Admin-blogs, every blog post (the public /blog lists them): one screen machine, the parent of the three
 * parts of the screen (the paged table, the delete question, the Add / Edit form). It turns a row's button
 * into the right child's event, and what a child reports (a post deleted or saved) into the table's change.
 * The form keeps each post's draft on the device for the signed-in account (`input.account`).
 */

export const ADMIN_BLOGS_PAGE_SIZE = 10;

/** The table: the collection machine at 10 a page, newest first. */
export const blogTableMachine = createCollectionMachine<Blog>({
  id: 'blogTable',
  pageSize: ADMIN_BLOGS_PAGE_SIZE,
  errorMessage: (error) =>
    failureText(error, {
      http: textsOf(blogMessages).fetchFailed,
      network: textsOf(blogMessages).fetchFailed,
      unexpected: textsOf(blogMessages).fetchFailed,
    }),
});

/** What the children tell the screen (`sendParent`). */
export type AdminBlogsChildEvent =
  | { type: 'blog.deleted'; id: string }
  | { type: 'blog.saved' }
  | { type: 'blog.invalid' };

/** What the view sends: a row's button. */
export type AdminBlogsEvent =
  | { type: 'blog.edit'; blog: Blog }
  | { type: 'blog.delete'; blog: Blog }
  | AdminBlogsChildEvent;

/** The children as the screen runs them: each reports to the screen instead of to a provided callback. */
const children = {
  blogTable: blogTableMachine,
  blogDelete: confirmDeleteMachine.provide({
    actions: {
      notifyDeleted: sendParent((_, { id }: { id: string }) => ({ type: 'blog.deleted', id })),
    },
  }),
  blogForm: blogFormMachine.provide({
    actions: {
      notifySaved: sendParent({ type: 'blog.saved' }),
      focusFirstError: sendParent({ type: 'blog.invalid' }),
    },
  }),
};

/** The network actors the children call (`fetchPage`, `deleteItem`, `saveItem`). */
export interface AdminBlogsNetwork {
  fetchPage: PromiseActorLogic<Page<Blog>, CollectionQuery>;
  deleteItem: PromiseActorLogic<void, { id: string }>;
  saveItem: PromiseActorLogic<Blog, SaveUploadInput<BlogFields, BlogImageField>>;
  drafts?: DraftStorage;
}

export const adminBlogsMachine = setup({
  types: {
    events: {} as AdminBlogsEvent,
    /** The signed-in account's e-mail: the form keeps its drafts. */
    input: {} as { account?: string | undefined } | undefined,
    context: {} as { account: string | undefined },
    /** Each child's id is its src: `snapshot.children.blogTable` is typed. */
    children: {} as { blogTable: 'blogTable'; blogDelete: 'blogDelete'; blogForm: 'blogForm' },
  },
  actors: children,
  actions: {
    /** Moves focus to the form's first field in error (the DOM: provided by the view). */
    focusFirstError: () => {},
    openEdit: sendTo('blogForm', ({ event }) => {
      assertEvent(event, 'blog.edit');
      return { type: 'form.open' as const, item: event.blog };
    }),
    askToDelete: sendTo('blogDelete', ({ event }) => {
      assertEvent(event, 'blog.delete');
      return { type: 'delete.request' as const, id: event.blog.id, name: event.blog.title };
    }),
    dropDeleted: sendTo('blogTable', ({ event }) => {
      assertEvent(event, 'blog.deleted');
      return { type: 'item.remove' as const, id: event.id };
    }),
    refreshTable: sendTo('blogTable', { type: 'collection.refresh' as const }),
  },
}).createMachine({
  id: 'adminBlogs',
  description:
    'Every blog post with its date, time, category and title: a paged table whose rows are edited or deleted, and a form to add one.',
  context: ({ input }) => ({ account: input?.account }),
  initial: 'open',
  states: {
    open: {
      description: 'The table and its rows; a stored change shows in the table at once.',
      invoke: [
        part('blogTable', {}),
        part('blogDelete', { failedText: textsOf(blogMessages).deleteFailed }),
        part('blogForm', ({ context }: { context: { account: string | undefined } }) => ({
          account: context.account,
        })),
      ],
      on: {
        'blog.edit': { actions: 'openEdit' },
        'blog.delete': { actions: 'askToDelete' },
        'blog.deleted': { actions: 'dropDeleted' },
        'blog.saved': { actions: 'refreshTable' },
        'blog.invalid': { actions: 'focusFirstError' },
      },
    },
    stopped: stoppedState,
  },
});

/** The screen with the network its children call: the app's (admin-blogs.logic.ts) or a test's. */
export function adminBlogsWith(network: AdminBlogsNetwork) {
  return adminBlogsMachine.provide({
    actors: {
      blogTable: children.blogTable.provide({ actors: { fetchPage: network.fetchPage } }),
      blogDelete: children.blogDelete.provide({ actors: { deleteItem: network.deleteItem } }),
      blogForm: children.blogForm.provide({
        actors: { saveItem: network.saveItem, draft: draftWith(network.drafts) },
      }),
    },
  });
}
