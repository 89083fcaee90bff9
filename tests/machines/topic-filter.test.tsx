import { type TopicFilterContext, topicCategories, topicFilterMachine } from '@machines/topic-filter.machine';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { topicGroups } from '@/content/topics';
import { BlogPage } from '@/features/blog/blog-page';
import type { EventExecutors, StateAssertions } from '../support/model';
import { modelSuite } from '../support/model-suite';
import { renderView } from '../support/render-view';

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
      expect(within(shown[index]!).getByRole('img').getAttribute('src')).toBe(item.image);
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
  title: 'topic-filter machine: the blog topic page',
  events,
  states,
  executors,
  render: async () => {
    ({ user } = await renderView(<BlogPage />));
  },
});

describe('blog topics', () => {
  it("starts on 'Front-end' with an empty search", () => {
    const snapshot = createActor(topicFilterMachine).getSnapshot();
    expect(snapshot.value).toBe('category');
    expect(snapshot.context).toEqual({ category: 'Front-end', query: '' });
  });

  it('gives every item an image and a description, and leaves some without a title', () => {
    const items = topicGroups.flatMap((group) => group.items);
    expect(items.every((item) => item.image.endsWith('.svg') && item.description)).toBe(true);
    expect(items.some((item) => item.title === undefined)).toBe(true);
  });
});
