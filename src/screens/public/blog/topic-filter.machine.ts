import { type BlogCategory, blogCategories, type TopicGroup, type TopicItem } from '@contracts/blogs';
import { assertEvent, assign, setup } from 'xstate';

/** The blog page's categories, in the order of their buttons (spec: Other static pages): the contract's. */
export const topicCategories = blogCategories;
export type TopicCategory = BlogCategory;

export const DEFAULT_TOPIC_CATEGORY: TopicCategory = 'Front-end';

export interface TopicFilterContext {
  /** The selected category; null while 'View All' shows every group. */
  category: TopicCategory | null;
  /** What the search box holds. */
  query: string;
}

export type TopicFilterEvent =
  | { type: 'category.select'; category: TopicCategory }
  | { type: 'category.clear' }
  | { type: 'query.change'; query: string };

function matches(item: TopicItem, words: string[]): boolean {
  const haystack = `${item.title ?? ''} ${item.description}`.toLowerCase();
  return words.every((word) => haystack.includes(word));
}

/**
 * The groups and items the page shows for this filter: the selected group (or every group under 'View All'),
 * keeping the items whose title or description contains every word of the query (any letter case).
 */
export function visibleTopicGroups(groups: readonly TopicGroup[], context: TopicFilterContext): TopicGroup[] {
  const words = context.query.toLowerCase().split(/\s+/).filter(Boolean);
  return groups
    .filter((group) => context.category === null || group.category === context.category)
    .map((group) => ({ ...group, items: group.items.filter((item) => matches(item, words)) }));
}

/** The blog topic page's filter: one category ('Front-end' first) or 'View All', and a search query. */
export const topicFilterMachine = setup({
  types: {
    context: {} as TopicFilterContext,
    events: {} as TopicFilterEvent,
  },
  guards: {
    isOtherCategory: ({ context, event }) => {
      assertEvent(event, 'category.select');
      return event.category !== context.category;
    },
  },
  actions: {
    assignCategory: assign(({ event }) => {
      assertEvent(event, 'category.select');
      return { category: event.category };
    }),
    clearCategory: assign({ category: null }),
    assignQuery: assign(({ event }) => {
      assertEvent(event, 'query.change');
      return { query: event.query };
    }),
  },
}).createMachine({
  id: 'topicFilter',
  description: 'The category buttons and the search box of the blog topic page.',
  context: { category: DEFAULT_TOPIC_CATEGORY, query: '' },
  initial: 'category',
  on: {
    'query.change': { actions: 'assignQuery' },
  },
  states: {
    category: {
      description: "One category's group is shown; its button is pressed ('Front-end' at first).",
      on: {
        'category.select': { guard: 'isOtherCategory', actions: 'assignCategory' },
        'category.clear': { target: 'all', actions: 'clearCategory' },
      },
    },
    all: {
      description: "'View All': every group is shown and no category is selected.",
      on: {
        'category.select': { target: 'category', actions: 'assignCategory' },
      },
    },
  },
});
