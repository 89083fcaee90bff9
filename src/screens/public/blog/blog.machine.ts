import { type Blog, blogMessages, type TopicGroup } from '@contracts/blogs';
import { commonFailureTexts, failureText } from '@contracts/failure-message';
import type { Page } from '@contracts/paging';
import { textsOf } from '@contracts/texts';
import { type CollectionQuery, createCollectionMachine } from '@machines/collection.machine';
import { part, stoppedState } from '@machines/screen-parts';
import { type PromiseActorLogic, type SnapshotFrom, setup } from 'xstate';
import { topicFilterMachine, visibleTopicGroups } from './topic-filter.machine';
import { topicGroupsOf } from './topic-groups';

/**
 * /blog, the stored posts by category: one screen machine, the parent of the posts' read (the collection
 * machine, read once) and the topic filter (a category or 'View All', and the search). The read starts
 * with the posts the prerendered HTML carries, if any.
 */

/** At most this many posts on the public page (the hub writes a few dozen): one read. */
export const PUBLIC_BLOGS_LIMIT = 100;

/** /blog's stored posts (`GET /api/blogs`), newest first, read once. */
export const blogPostsMachine = createCollectionMachine<Blog>({
  id: 'blogPosts',
  pageSize: PUBLIC_BLOGS_LIMIT,
  errorMessage: (error) =>
    failureText(error, { http: textsOf(blogMessages).fetchFailed, ...textsOf(commonFailureTexts) }),
});

/** The posts the prerendered HTML carries (shown at once, then read again quietly). */
export interface BlogInput {
  initial?: Page<Blog> | undefined;
}

/** The children as the screen runs them. */
const children = { topicFilter: topicFilterMachine, blogPosts: blogPostsMachine };

/** The network actor the posts' read calls (`fetchPage`). */
export interface BlogNetwork {
  fetchPage: PromiseActorLogic<Page<Blog>, CollectionQuery>;
}

export const blogMachine = setup({
  types: {
    context: {} as BlogInput,
    input: {} as BlogInput,
    children: {} as { topicFilter: 'topicFilter'; blogPosts: 'blogPosts' },
  },
  actors: children,
}).createMachine({
  id: 'blog',
  description: 'The stored posts grouped by category, with a category filter and a search.',
  context: ({ input }) => ({ initial: input.initial }),
  initial: 'open',
  states: {
    open: {
      description: 'The filter and the posts it shows.',
      invoke: [
        part('topicFilter'),
        part('blogPosts', ({ context }: { context: BlogInput }) => ({ initial: context.initial })),
      ],
    },
    stopped: stoppedState,
  },
});

/**
 * What the two parts show together: the posts read, grouped by category, as the filter lets them through
 * (a category or every one, and the search), and how many topics that is. The view calls it while it
 * reads both parts (`useScreenParts`), so it is current; none before the screen runs its parts.
 */
export function selectShownTopics(snapshot: SnapshotFrom<typeof blogMachine>): {
  groups: TopicGroup[];
  shown: number;
} {
  const posts = snapshot.children.blogPosts?.getSnapshot();
  const filter = snapshot.children.topicFilter?.getSnapshot();
  if (!posts || !filter) return { groups: [], shown: 0 };
  const groups = visibleTopicGroups(topicGroupsOf(posts.context.items), filter.context);
  return { groups, shown: groups.reduce((total, group) => total + group.items.length, 0) };
}

/** The screen with the network its read calls: the app's (blog.logic.ts) or a test's. */
export function blogWith(network: BlogNetwork) {
  return blogMachine.provide({
    actors: { blogPosts: children.blogPosts.provide({ actors: { fetchPage: network.fetchPage } }) },
  });
}
