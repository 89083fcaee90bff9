import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { blogWith } from '@/screens/public/blog/blog.machine';
import { BlogView } from '@/screens/public/blog/blog.view';
import {
  type TopicFilterContext,
  topicCategories,
  topicFilterMachine,
} from '@/screens/public/blog/topic-filter.machine';
import { topicGroupsOf } from '@/screens/public/blog/topic-groups';
import { sampleBlog } from '../support/admin-blogs-view';
import type { EventExecutors, StateAssertions } from '../support/model';
import { modelSuite } from '../support/model-suite';
import { renderView } from '../support/render-view';

/** Stored posts as GET /api/blogs answers them (newest first): one untitled, one without an image. */
const storedPosts = [
  sampleBlog({
    id: 'b1',
    category: 'Cyber security',
    title: 'Passwords that resist attacks',
    text: 'Long passphrases beat complex rules.',
    image: '/images/topics/lock.svg',
  }),
  sampleBlog({
    id: 'b2',
    category: 'Cyber security',
    title: '',
    text: 'A checklist of HTTP security headers.',
    image: '/images/topics/network.svg',
  }),
  sampleBlog({
    id: 'b3',
    category: 'Front-end',
    title: 'Accessible forms',
    text: 'Labels, errors and focus, without a password field.',
    image: '',
  }),
  sampleBlog({
    id: 'b4',
    category: 'Front-end',
    title: 'Design tokens',
    text: 'One theme contract for every colour.',
    image: '/uploads/tokens.webp',
  }),
  sampleBlog({
    id: 'b5',
    category: 'Back End',
    title: 'Hashing passwords with argon2',
    text: 'Parameters that fit a small server.',
    image: '/images/topics/key.svg',
  }),
];
const topicGroups = topicGroupsOf(storedPosts);

const events = [
  ...topicCategories.map((category) => ({ type: 'category.select', category }) as const),
  { type: 'category.clear' },
  { type: 'query.change', query: 'PASSWORD' },
  { type: 'query.change', query: '' },
] as const;

const categoryButton = (name: string) => screen.getByRole('button', { name });

/** What the page must list: the chosen groups, each with the items whose text holds the query. */
function expectTopics({ category, query }: TopicFilterContext) {
  const expectedGroups = category === null ? topicCategories : [category];
  const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
  expect(headings).toEqual(expectedGroups);
  for (const name of expectedGroups) {
    const group = screen.getByRole('region', { name });
    const expected = topicGroups
      .find((candidate) => candidate.category === name)!
      .items.filter((item) =>
        `${item.title ?? ''} ${item.description}`.toLowerCase().includes(query.toLowerCase()),
      );
    const shown = within(group).queryAllByRole('listitem');
    expect(shown.map((item) => item.textContent)).toEqual(
      expected.map((item) => `${item.title ?? ''}${item.description}`),
    );
    for (const [index, item] of expected.entries())
      expect(shown[index]!.querySelector('img')?.getAttribute('src')).toBe(item.image || undefined);
    if (expected.length === 0) expect(within(group).getByText('No topics match your search.')).toBeTruthy();
  }
  expect((screen.getByRole('searchbox', { name: 'Search topics' }) as HTMLInputElement).value).toBe(query);
}

const states: StateAssertions = {
  category: (snapshot) => {
    const context = snapshot.context as TopicFilterContext;
    for (const name of topicCategories)
      expect(categoryButton(name).getAttribute('aria-pressed')).toBe(String(name === context.category));
    expect(categoryButton('View All').getAttribute('aria-pressed')).toBe('false');
    expectTopics(context);
  },
  all: (snapshot) => {
    const context = snapshot.context as TopicFilterContext;
    expect(context.category).toBeNull();
    for (const name of topicCategories)
      expect(categoryButton(name).getAttribute('aria-pressed')).toBe('false');
    expect(categoryButton('View All').getAttribute('aria-pressed')).toBe('true');
    expectTopics(context);
  },
};

let user: Awaited<ReturnType<typeof renderView>>['user'];
const executors: EventExecutors = {
  'category.select': (event) =>
    user.click(categoryButton((event as unknown as { category: string }).category)),
  'category.clear': () => user.click(categoryButton('View All')),
  'query.change': async (event) => {
    const box = screen.getByRole('searchbox', { name: 'Search topics' });
    await user.clear(box);
    const { query } = event as unknown as { query: string };
    if (query) await user.type(box, query);
  },
};

modelSuite(topicFilterMachine, {
  title: "topic-filter machine: the /blog screen machine's filter, through the screen",
  events,
  states,
  executors,
  render: async () => {
    // The stored posts, answered at once (the read's own states are the collection machine's, tested on
    // the room and admin lists).
    const logic = blogWith({
      fetchPage: fromPromise(async () => ({ items: storedPosts, total: storedPosts.length })),
    });
    ({ user } = await renderView(<BlogView logic={logic} />));
    await screen.findByRole('heading', { level: 2, name: 'Front-end' });
  },
});

describe('blog topics', () => {
  it("starts on 'Front-end' with an empty search", () => {
    const snapshot = createActor(topicFilterMachine).getSnapshot();
    expect(snapshot.value).toBe('category');
    expect(snapshot.context).toEqual({ category: 'Front-end', query: '' });
  });

  it('groups the stored posts under the category buttons, in their order, an untitled post without a title', () => {
    expect(topicGroups.map((group) => group.category)).toEqual(['Cyber security', 'Front-end', 'Back End']);
    expect(topicGroups[0]!.items).toEqual([
      {
        id: 'b1',
        image: '/images/topics/lock.svg',
        imageAlt: '',
        title: 'Passwords that resist attacks',
        description: 'Long passphrases beat complex rules.',
      },
      {
        id: 'b2',
        image: '/images/topics/network.svg',
        imageAlt: '',
        description: 'A checklist of HTTP security headers.',
      },
    ]);
    expect(topicGroups[1]!.items.map((item) => item.id)).toEqual(['b3', 'b4']);
  });
});
