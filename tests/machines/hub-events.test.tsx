import type { HubEvent } from '@contracts/events';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EventObject, SnapshotFrom } from 'xstate';
import { eventTime } from '@/screens/member/hub-events/event-time';
import {
  eventListMachine,
  type HubEventsNetwork,
  hubEventsMachine,
  hubEventsWith,
} from '@/screens/member/hub-events/hub-events.machine';
import { HubEventsView } from '@/screens/member/hub-events/hub-events.view';
import { hubEventsMessages } from '../fixtures/spec-messages';
import { createDeferredActors, type DeferredActors } from '../support/deferred-actors';
import type { EventExecutors, StateAssertions } from '../support/model';
import { acceptedEventTypes } from '../support/model-paths';
import { modelSuite } from '../support/model-suite';
import { renderView } from '../support/render-view';

type Snap = SnapshotFrom<typeof eventListMachine>;
type ModelEvent = EventObject & Record<string, unknown>;

const event = (index: number, when: 'upcoming' | 'past'): HubEvent => ({
  id: `${String(index).padStart(8, '0')}-4444-4444-8444-44444444444${when === 'past' ? 5 : 4}`,
  title: `${when === 'past' ? 'Past' : 'Coming'} meetup ${index + 1}`,
  location: 'Kigali Innovation Hub',
  start: `2030-0${(index % 9) + 1}-10T16:00:00.000Z`,
  end: `2030-0${(index % 9) + 1}-10T18:30:00.000Z`,
  description: `Talks and demos, number ${index + 1}`,
  image: index === 0 ? '/api/uploads/00000000-0000-4000-8000-000000000001' : '',
});
const upcoming = Array.from({ length: 7 }, (_, index) => event(index, 'upcoming'));
const past = Array.from({ length: 2 }, (_, index) => event(index, 'past'));

function eventsFor(snapshot: Snap): ModelEvent[] {
  const { page, filters } = snapshot.context;
  const list = filters.when === 'past' ? past : upcoming;
  const otherTab = {
    type: 'filters.change',
    filters: { when: filters.when === 'past' ? 'upcoming' : 'past' },
  };
  if (snapshot.matches('loading'))
    return [
      {
        type: 'xstate.done.actor.fetchPage',
        output: { items: list.slice((page - 1) * 6, page * 6), total: list.length },
      },
      { type: 'xstate.done.actor.fetchPage', output: { items: [], total: 0 } },
      { type: 'xstate.error.actor.fetchPage', error: { kind: 'http', status: 500 } },
    ];
  if (snapshot.matches('failed')) return [{ type: 'collection.retry' }, otherTab];
  if (snapshot.matches('empty')) return [otherTab];
  return [...(list.length > 6 ? [{ type: 'page.goto', page: page === 1 ? 2 : 1 }] : []), otherTab];
}

const selectedTab = () => screen.getByRole('tab', { selected: true }).textContent;
const tabLabel = (snapshot: Snap) =>
  snapshot.context.filters.when === 'past' ? 'Past events' : 'Upcoming events';

function expectFrame(snapshot: Snap) {
  expect(screen.getByRole('heading', { level: 1, name: 'Hub events' })).toBeTruthy();
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
    'Upcoming events',
    'Past events',
  ]);
  expect(selectedTab()).toBe(tabLabel(snapshot));
  expect(screen.getByRole('tabpanel', { name: tabLabel(snapshot) })).toBeTruthy();
}

const states: StateAssertions = {
  loading: (snapshot) => {
    expectFrame(snapshot as Snap);
    expect(screen.getByRole('status').textContent).toBe('Loading events...');
  },
  loaded: (snapshot) => {
    expectFrame(snapshot as Snap);
    const { items, page, total } = (snapshot as Snap).context;
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(
      items.map((e) => e.title),
    );
    cards.forEach((card, index) => {
      const shown = items[index]!;
      expect(card.textContent).toContain(shown.location);
      expect(card.textContent).toContain(`Start${eventTime(shown.start)}`);
      expect(card.textContent).toContain(`End${eventTime(shown.end)}`);
      expect(card.textContent).toContain(shown.description);
      expect(card.querySelector('img')?.getAttribute('src') ?? '').toBe(shown.image);
    });
    const pager = screen.queryByRole('navigation', { name: 'Event pages' });
    if (total > 6)
      expect(within(pager!).getByRole('button', { current: 'page' }).textContent).toBe(String(page));
    else expect(pager).toBeNull();
  },
  empty: (snapshot) => {
    expectFrame(snapshot as Snap);
    const when = (snapshot as Snap).context.filters.when;
    expect(screen.getByText(when === 'past' ? 'No past events.' : 'No upcoming events.')).toBeTruthy();
    expect(screen.queryAllByRole('article')).toEqual([]);
  },
  failed: (snapshot) => {
    expectFrame(snapshot as Snap);
    expect(screen.getByRole('alert').textContent).toBe('Failed to fetch events');
  },
};

let user: Awaited<ReturnType<typeof renderView>>['user'];

const executors: EventExecutors = {
  'page.goto': (e) =>
    user.click(screen.getByRole('button', { name: `Page ${(e as ModelEvent & { page: number }).page}` })),
  'collection.retry': () => user.click(screen.getByRole('button', { name: 'Try again' })),
  // The other tab, by the keyboard (arrows move between the tabs) or the pointer.
  'filters.change': async (e) => {
    const { when } = (e as ModelEvent & { filters: { when: string } }).filters;
    if (when === 'past') {
      await user.click(screen.getByRole('tab', { name: 'Upcoming events' }));
      await user.keyboard('{ArrowRight}');
    } else await user.click(screen.getByRole('tab', { name: 'Upcoming events' }));
  },
};

/** The screen machine with deferred actors in place of its list's network. */
const logicWith = (deferred: DeferredActors) => hubEventsWith(deferred.actors as unknown as HubEventsNetwork);

modelSuite(eventListMachine, {
  title:
    "/dashboard/events: the screen machine's list (the collection machine at 6, the tab as its filter) against the view",
  eventsFor: eventsFor as never,
  input: { filters: { when: 'upcoming' } },
  serializeState: (snapshot) => {
    const { context } = snapshot as Snap;
    return JSON.stringify([snapshot.value, context.filters, context.page, context.total]);
  },
  states,
  executors,
  deferredActors: ['fetchPage'],
  notOffered: {
    'collection.refresh': 'nothing on the page changes the events',
    'item.replace': 'events are read-only here',
    'item.remove': 'events are read-only here',
  },
  render: async ({ deferred }) => {
    ({ user } = await renderView(<HubEventsView logic={logicWith(deferred!)} />, {
      url: '/dashboard/events',
    }));
  },
  afterWalk: ({ deferred }) => {
    for (const input of deferred!.inputs.fetchPage! as { when: string; limit: number }[]) {
      expect(input.limit).toBe(6);
      expect(['upcoming', 'past']).toContain(input.when);
    }
  },
  messages: { catalogue: hubEventsMessages },
});

/**
 * The screen machine's own rule, walked through the view: the chosen tab is the list's filter, and choosing
 * the tab already shown fetches nothing. The last test fails when the screen machine accepts an event no
 * test here takes.
 */
describe('the /dashboard/events screen machine holds the tab', () => {
  const taken = new Set<string>();

  it('the other tab fetches its events from page 1; the shown tab fetches nothing', async () => {
    const deferred = createDeferredActors(['fetchPage']);
    ({ user } = await renderView(<HubEventsView logic={logicWith(deferred)} />, {
      url: '/dashboard/events',
    }));
    await act(async () =>
      deferred.settle({
        type: 'xstate.done.actor.fetchPage',
        output: { items: upcoming.slice(0, 6), total: 7 },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await user.click(screen.getByRole('tab', { name: 'Upcoming events' }));
    await user.click(screen.getByRole('tab', { name: 'Past events' }));
    expect(deferred.inputs.fetchPage).toEqual([
      { when: 'upcoming', page: 1, limit: 6 },
      { when: 'upcoming', page: 2, limit: 6 },
      { when: 'past', page: 1, limit: 6 },
    ]);
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Past events');
    taken.add('events.tab');
  });

  it('takes every event the screen machine accepts', () => {
    expect(acceptedEventTypes(hubEventsMachine).filter((type) => !taken.has(type))).toEqual([]);
  });
});
