import type { Page } from '@contracts/paging';
import type { Resource } from '@contracts/resources';
import { pageCountOf } from '@machines/collection.machine';
import { DEFAULT_SUBCATEGORY, roomResourcesMachine } from '@machines/resource-room.machine';
import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { EventObject, SnapshotFrom } from 'xstate';
import { resourcesRoomHomeMachine } from '@/screens/public/resources-room-home/resources-room-home.machine';
import { ResourcesRoomHomeView } from '@/screens/public/resources-room-home/resources-room-home.view';
import { ResourcesRoomListView } from '@/screens/public/resources-room-list/resources-room-list.view';
import { resourcesRoomResultsMessages } from '../fixtures/spec-messages';
import type { DeferredActors } from '../support/deferred-actors';
import type { EventExecutors, StateAssertions } from '../support/model';
import { modelSuite } from '../support/model-suite';
import type { renderView } from '../support/render-view';
import { createRoomDeferred, deferredRoomLogic, sampleResources } from '../support/resources-room-view';
import { renderTablePage } from '../support/table-page';

type Snap = SnapshotFrom<typeof roomResourcesMachine>;
type ModelEvent = EventObject & Record<string, unknown>;

let user: Awaited<ReturnType<typeof renderView>>['user'];
let deferred: DeferredActors;

const loadOutcomes = (items: Resource[], total = items.length): ModelEvent[] => [
  { type: 'xstate.done.actor.fetchPage', output: { items, total } },
  { type: 'xstate.done.actor.fetchPage', output: { items: [], total: 0 } },
  { type: 'xstate.error.actor.fetchPage', error: { kind: 'http', status: 500 } },
];

const commonStates = (emptyText: string): StateAssertions => ({
  loading: () => expect(screen.getByRole('status').textContent).toBe('Loading resources...'),
  empty: () => {
    expect(screen.getByText(emptyText)).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  },
  failed: () => {
    expect(screen.getByRole('alert').textContent).toBe('Failed to fetch resources');
    expect(screen.queryByRole('article')).toBeNull();
  },
});

/** Each card: its title links to the material in a new tab, then subcategory, likes, views. */
function expectCards(container: HTMLElement, resources: readonly Resource[]) {
  const cards = within(container).getAllByRole('article');
  expect(cards).toHaveLength(resources.length);
  cards.forEach((card, index) => {
    const resource = resources[index]!;
    const link = within(card).getByRole('link', { name: resource.title });
    expect(link.getAttribute('href')).toBe(resource.url);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(card).getByText(resource.subcategory)).toBeTruthy();
    const likesText = `${resource.likes} likes`;
    expect(
      within(card).getByRole('button', { name: `Like ${resource.title}, ${likesText}` }).textContent,
    ).toContain(likesText);
    expect(within(card).getByText(`${resource.views} views`)).toBeTruthy();
  });
}

const retry: EventExecutors = {
  'collection.retry': () => user.click(screen.getByRole('button', { name: 'Try again' })),
};

// /resources-room: the most liked list, one read sorted by likes; duplicates by title removed, at most 10.
const liked = sampleResources(14, (index) => `Resource ${(index % 12) + 1}`);

modelSuite(resourcesRoomHomeMachine, {
  title:
    'the /resources-room screen machine: the most liked resources (the collection machine, sorted by likes)',
  eventsFor: ((snapshot: Snap) => {
    if (snapshot.matches('loading')) return loadOutcomes(liked);
    if (snapshot.matches('failed')) return [{ type: 'collection.retry' }];
    return [];
  }) as never,
  // The screen names no filter: the list sorts by likes on its own.
  input: {},
  states: {
    ...commonStates('No resources yet.'),
    loaded: () => {
      const list = screen.getByRole('list', { name: 'Most liked resources by vistors' });
      // Resource 1…10: the 13th and 14th repeat titles 1 and 2, and the cap is 10.
      expect(within(list).getAllByRole('listitem')).toHaveLength(10);
      expectCards(list, liked.slice(0, 10));
    },
  },
  executors: retry,
  deferredActors: createRoomDeferred,
  notOffered: {
    'page.goto': 'the most liked list is one read, never paged',
    'filters.change': 'the list always sorts by likes',
    'item.replace': 'a card keeps its own likes and views (tests/machines/resource-card.test.tsx)',
    'item.remove': 'visitors delete nothing',
    'collection.refresh': 'nothing on the page changes the list',
  },
  render: async (walk) => {
    deferred = walk.deferred!;
    ({ user } = await renderTablePage(
      <ResourcesRoomHomeView
        logic={deferredRoomLogic(deferred).home}
        card={deferredRoomLogic(deferred).card}
      />,
      deferred,
      '/resources-room',
    ));
    expect(screen.getByRole('heading', { level: 1, name: 'Resources Room' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'TRUSTED BY' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All resources' }).getAttribute('href')).toBe(
      '/resources-room/all-resources',
    );
    expect(screen.getByRole('link', { name: 'Categories' }).getAttribute('href')).toBe(
      '/resources-room/categories',
    );
  },
  afterWalk: () => {
    for (const input of deferred.inputs.fetchPage!)
      expect(input).toEqual({ sort: 'likes', page: 1, limit: 30 });
  },
});

// /resources-room/all-resources: every resource, 12 a page.
const fourteen = sampleResources(14);

/** The grid of the context's page and the numbered pager. */
function expectGridPage(snapshot: Parameters<NonNullable<StateAssertions[string]>>[0]) {
  const { context } = snapshot as Snap;
  expectCards(screen.getByRole('list', { name: 'All resources' }), context.items);
  const pager = screen.getByRole('navigation', { name: 'All resources pages' });
  expect(within(pager).getByRole('button', { current: 'page' }).textContent).toBe(String(context.page));
  expect(within(pager).getAllByRole('button')).toHaveLength(pageCountOf(context));
}

modelSuite(roomResourcesMachine, {
  title: 'all resources grid (the collection machine at 12) on /resources-room/all-resources',
  eventsFor: ((snapshot: Snap) => {
    const { page } = snapshot.context;
    if (snapshot.matches('loading'))
      return page === 1
        ? loadOutcomes(fourteen.slice(0, 12), 14)
        : [{ type: 'xstate.done.actor.fetchPage', output: { items: fourteen.slice(12), total: 14 } }];
    // The prerendered first page (or its empty text) while it is fetched again.
    if (snapshot.matches('revalidatingEmpty')) return loadOutcomes(fourteen.slice(0, 12), 14);
    if (snapshot.matches('revalidating'))
      return [...loadOutcomes(fourteen.slice(0, 12), 14), { type: 'page.goto', page: 2 }];
    if (snapshot.matches('failed')) return [{ type: 'collection.retry' }];
    if (snapshot.matches('empty')) return [];
    return [{ type: 'page.goto', page: page === 1 ? 2 : 1 }];
  }) as never,
  inputs: [
    { label: '', input: {} },
    // Prerendered: the first page (or an empty one) comes with the HTML and is fetched again quietly.
    { label: 'prerendered', input: { initial: { items: fourteen.slice(0, 12), total: 14 } } },
    { label: 'prerendered empty', input: { initial: { items: [], total: 0 } } },
  ],
  serializeState: (snapshot) => {
    const { context } = snapshot as Snap;
    return JSON.stringify([snapshot.value, context.page, context.items.map((item) => item.id)]);
  },
  states: {
    ...commonStates('No resources yet.'),
    loaded: expectGridPage,
    revalidating: expectGridPage,
    revalidatingEmpty: (snapshot) => {
      commonStates('No resources yet.').empty!(snapshot);
      expect(screen.queryByRole('status')).toBeNull();
    },
  },
  executors: {
    ...retry,
    'page.goto': (event) =>
      user.click(
        screen.getByRole('button', { name: `Page ${(event as ModelEvent & { page: number }).page}` }),
      ),
  },
  deferredActors: createRoomDeferred,
  notOffered: {
    'filters.change': 'the grid lists every resource',
    'item.replace': 'a card keeps its own likes and views (tests/machines/resource-card.test.tsx)',
    'item.remove': 'visitors delete nothing',
    'collection.refresh': 'nothing on the page changes the list',
  },
  render: async (walk) => {
    deferred = walk.deferred!;
    const { initial } = walk.input as { initial?: Page<Resource> };
    ({ user } = await renderTablePage(
      <ResourcesRoomListView
        list="all"
        initial={initial}
        logic={deferredRoomLogic(deferred).list}
        card={deferredRoomLogic(deferred).card}
      />,
      deferred,
      '/resources-room/all-resources',
    ));
  },
  afterWalk: () => {
    for (const input of deferred.inputs.fetchPage!) expect(input).toMatchObject({ limit: 12 });
  },
});

// /resources-room/categories/{subcategory}: the default, a name with '&' and '/', and one outside the tree.
const found = sampleResources(3).map((resource) => ({
  ...resource,
  subcategory: 'Authentication & Authorization',
}));
const starts = [
  { label: 'no subcategory (the default)', param: undefined, expected: DEFAULT_SUBCATEGORY },
  {
    label: 'Authentication & Authorization',
    param: 'Authentication & Authorization',
    expected: 'Authentication & Authorization',
  },
  {
    label: 'a subcategory outside the tree',
    param: 'Quantum Basket Weaving',
    expected: 'Quantum Basket Weaving',
  },
];
let subcategory = DEFAULT_SUBCATEGORY;

modelSuite(roomResourcesMachine, {
  title: "a subcategory's results (the collection machine at 12) on /resources-room/categories/{subcategory}",
  eventsFor: ((snapshot: Snap) => {
    if (snapshot.matches('loading')) return loadOutcomes(found);
    if (snapshot.matches('failed')) return [{ type: 'collection.retry' }];
    return [];
  }) as never,
  inputs: starts.map(({ label, expected }) => ({ label, input: { filters: { subcategory: expected } } })),
  states: {
    ...commonStates('No resources found for this subcategory.'),
    loaded: () => expectCards(screen.getByRole('list', { name: `${subcategory} resources` }), found),
  },
  executors: retry,
  deferredActors: createRoomDeferred,
  notOffered: {
    'page.goto': 'walked by the grid suite above (the same machine and pager)',
    'filters.change': 'another subcategory is another address: the page starts again',
    'item.replace': 'a card keeps its own likes and views (tests/machines/resource-card.test.tsx)',
    'item.remove': 'visitors delete nothing',
    'collection.refresh': 'nothing on the page changes the list',
  },
  messages: { catalogue: resourcesRoomResultsMessages },
  render: async (walk) => {
    deferred = walk.deferred!;
    const start = starts.find(
      ({ expected }) => expected === (walk.input as { filters: { subcategory: string } }).filters.subcategory,
    )!;
    subcategory = start.expected;
    ({ user } = await renderTablePage(
      <ResourcesRoomListView
        list="results"
        subcategory={start.param}
        logic={deferredRoomLogic(deferred).list}
        card={deferredRoomLogic(deferred).card}
      />,
      deferred,
      '/resources-room/categories/x',
    ));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(`RESULTS FOR ${start.expected}`);
  },
  afterWalk: () => {
    for (const input of deferred.inputs.fetchPage!)
      expect(input).toEqual({ subcategory, page: 1, limit: 12 });
  },
});
