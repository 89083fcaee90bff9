import type { Resource } from '@contracts/resources';
import { pageCountOf } from '@machines/collection.machine';
import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { EventObject, SnapshotFrom } from 'xstate';
import {
  likedResourcesLogic,
  likedResourcesMachine,
} from '@/features/member/resources/liked-resources.logic';
import { LikedResourcesPage } from '@/features/member/resources/liked-resources-page';
import type { EventExecutors, StateAssertions } from '../support/model';
import { modelSuite } from '../support/model-suite';
import { renderView } from '../support/render-view';

type Snap = SnapshotFrom<typeof likedResourcesMachine>;
type ModelEvent = EventObject & Record<string, unknown>;

const liked: Resource[] = Array.from({ length: 13 }, (_, index) => ({
  id: `${String(index).padStart(8, '0')}-3333-4333-8333-333333333333`,
  title: `Resource ${index + 1}`,
  icon: '',
  category: 'Front-End Development',
  subcategory: 'State Management',
  url: `https://docs.example/${index + 1}`,
  likes: 3,
  views: 10,
  likedByMe: true,
  createdAt: '2025-04-02T10:00:00.000Z',
}));

function eventsFor(snapshot: Snap): ModelEvent[] {
  const { page } = snapshot.context;
  if (snapshot.matches('loading'))
    return [
      {
        type: 'xstate.done.actor.fetchPage',
        output: { items: liked.slice((page - 1) * 10, page * 10), total: 13 },
      },
      ...(page === 1 ? [{ type: 'xstate.done.actor.fetchPage', output: { items: [], total: 0 } }] : []),
      { type: 'xstate.error.actor.fetchPage', error: { kind: 'network' } },
    ];
  if (snapshot.matches('failed')) return [{ type: 'collection.retry' }];
  if (snapshot.matches('empty')) return [];
  return [{ type: 'page.goto', page: page === 1 ? 2 : 1 }];
}

const table = () => screen.queryByRole('table');

const states: StateAssertions = {
  loading: () => {
    expect(within(table()!).getByText('Loading resources...')).toBeTruthy();
  },
  loaded: (snapshot) => {
    const { items, page } = (snapshot as Snap).context;
    expect(
      within(table()!)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Resource Name', 'Date', 'Actions']);
    const rows = within(table()!).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(
      items.map((item) => `${item.title}${item.subcategory}`),
    );
    rows.forEach((row, index) => {
      const view = within(row).getByRole('link', {
        name: `View ${items[index]!.title} (opens in a new tab)`,
      });
      expect(view.getAttribute('href')).toBe(items[index]!.url);
      expect(view.getAttribute('rel')).toBe('noopener noreferrer');
    });
    const pager = screen.getByRole('navigation', { name: 'Resource pages' });
    expect(within(pager).getByRole('button', { current: 'page' }).textContent).toBe(String(page));
    expect(within(pager).getAllByRole('button')).toHaveLength(pageCountOf((snapshot as Snap).context));
  },
  empty: () => {
    expect(within(table()!).getByText('You have not liked any resources yet.')).toBeTruthy();
  },
  failed: () => {
    expect(screen.getByRole('alert').textContent).toBe('Failed to fetch resources');
    expect(table()).toBeNull();
  },
};

let user: Awaited<ReturnType<typeof renderView>>['user'];

const executors: EventExecutors = {
  'page.goto': (event) =>
    user.click(screen.getByRole('button', { name: `Page ${(event as ModelEvent & { page: number }).page}` })),
  'collection.retry': () => user.click(screen.getByRole('button', { name: 'Try again' })),
};

modelSuite(likedResourcesMachine, {
  title: 'liked resources table (the collection machine at 10) on /dashboard/resources',
  eventsFor: eventsFor as never,
  input: {},
  serializeState: (snapshot) => {
    const { context } = snapshot as Snap;
    return JSON.stringify([snapshot.value, context.page, context.total]);
  },
  states,
  executors,
  deferredActors: ['fetchPage'],
  notOffered: {
    'filters.change': 'the table has no filters',
    'collection.refresh': 'nothing on the page changes the list',
    'item.replace': 'the table has no row actions that change a resource',
    'item.remove': 'unliking happens in the resources room',
  },
  render: async ({ deferred }) => {
    const logic = likedResourcesLogic.provide({ actors: deferred!.actors as never });
    ({ user } = await renderView(<LikedResourcesPage logic={logic} />, { url: '/dashboard/resources' }));
  },
  afterWalk: ({ deferred }) => {
    for (const input of deferred!.inputs.fetchPage!) expect(input).toMatchObject({ limit: 10 });
  },
});
