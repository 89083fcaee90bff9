import type { HireInquiry } from '@contracts/hire-inquiries';
import type { Page } from '@contracts/paging';
import { pageCountOf } from '@machines/collection.machine';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { RefreshAdminBadges } from '@/layouts/admin/admin-badges-context';
import {
  hireRequestsMachine,
  inquiryQueueMachine,
} from '@/screens/admin/hire-requests/hire-requests.machine';
import {
  type QueueContext,
  type QueueSnapshot,
  serializeQueueState,
} from '@/screens/admin/hire-requests/hire-requests.model';
import { HireRequestsView } from '@/screens/admin/hire-requests/hire-requests.view';
import { inquiryQueueMessages } from '../fixtures/admin-inquiry-messages';
import {
  cardOf,
  cardTitle,
  chooseFromMenu,
  firstPage,
  sampleInquiries,
  secondPage,
} from '../support/admin/inquiries';
import { queueActorNames, queueLogicWith } from '../support/admin/queue-render';
import type { DeferredActors } from '../support/deferred-actors';
import type { EventExecutors, StateAssertions } from '../support/model';
import { acceptedEventTypes } from '../support/model-paths';
import { modelSuite, type WalkContext } from '../support/model-suite';
import { renderView } from '../support/render-view';

/** A user event or an actor outcome with its payload. */
type ModelEvent = EventObject & Record<string, unknown>;

/** Someone else deleted an inquiry: page 2 is now past the end. */
const shrunk: Page<HireInquiry> = { items: [], total: 5 };
const noneRejected: Page<HireInquiry> = { items: [], total: 0 };

function answersFor({ page, filters }: QueueContext): ModelEvent[] {
  const done = (output: Page<HireInquiry>) => ({ type: 'xstate.done.actor.fetchPage', output });
  const answers = filters.status
    ? [done(noneRejected)]
    : page === 1
      ? [done(firstPage)]
      : [done(secondPage), done(shrunk)];
  return [...answers, { type: 'xstate.error.actor.fetchPage', error: { kind: 'http', status: 500 } }];
}

/** What a person can do in each state (one filter, the first card's approval, the lone last card's delete). */
function eventsFor(snapshot: QueueSnapshot): ModelEvent[] {
  const { context } = snapshot;
  switch (snapshot.value) {
    case 'loading':
      return answersFor(context);
    case 'loaded': {
      const events: ModelEvent[] = [
        { type: 'collection.refresh' },
        { type: 'filters.change', filters: { status: 'Rejected' } },
      ];
      if (pageCountOf(context) > 1) events.push({ type: 'page.goto', page: context.page === 1 ? 2 : 1 });
      const [first] = context.items;
      if (context.page === 1 && first && first.status !== 'Approved')
        events.push({ type: 'item.replace', item: { ...first, status: 'Approved' } });
      if (context.page === 2 && context.items.length === 1)
        events.push({ type: 'item.remove', id: context.items[0]!.id });
      return events;
    }
    case 'empty':
      return [{ type: 'filters.change', filters: {} }, { type: 'collection.refresh' }];
    default:
      return [{ type: 'collection.retry' }, { type: 'collection.refresh' }];
  }
}

const pager = () => screen.queryByRole('navigation', { name: 'Inquiry pages' });
const cards = () => screen.queryAllByRole('article');

function expectPager(context: QueueContext) {
  if (context.total <= 5) {
    expect(pager()).toBeNull();
    return;
  }
  expect(pager()!.textContent).toContain(`Page ${context.page} of ${pageCountOf(context)}`);
}

const states: StateAssertions = {
  loading: (snapshot) => {
    expect(screen.getByRole('status').textContent).toBe('Loading inquiries...');
    expect(cards()).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
    expectPager(snapshot.context as QueueContext);
  },
  loaded: (snapshot) => {
    const context = snapshot.context as QueueContext;
    expect(screen.queryByText('Loading inquiries...')).toBeNull();
    expect(cards()).toHaveLength(context.items.length);
    for (const inquiry of context.items) {
      const card = cardOf(inquiry);
      expect(within(card).getByRole('heading').textContent).toBe(`${cardTitle(inquiry)}${inquiry.status}`);
      expect(within(card).getByText(`From: ${inquiry.first_name} ${inquiry.last_name}`)).toBeTruthy();
      expect(within(card).getByText(inquiry.message)).toBeTruthy();
      const initials = `${inquiry.first_name[0]}${inquiry.last_name[0]}`;
      expect(card.textContent).toContain(initials);
      expect(card.querySelector('time')?.textContent).toBe(new Date(inquiry.created_at).toLocaleString());
    }
    // What the inquirer typed is text: no element was made of it.
    expect(document.querySelector('img')).toBeNull();
    expectPager(context);
  },
  empty: () => {
    expect(screen.getByText('No inquiries yet.')).toBeTruthy();
    expect(cards()).toEqual([]);
    expect(pager()).toBeNull();
  },
  failed: () => {
    expect(screen.getByRole('alert').textContent).toBe('Failed to fetch inquiries');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(cards()).toEqual([]);
    expect(pager()).toBeNull();
  },
};

let user: UserEvent;
let deferred: DeferredActors;

const executors: EventExecutors = {
  'page.goto': (event) => {
    const { page } = event as unknown as { page: number };
    return user.click(within(pager()!).getByRole('button', { name: page === 2 ? 'Next' : 'Prev' }));
  },
  'collection.retry': () => user.click(screen.getByRole('button', { name: 'Try again' })),
  'collection.refresh': () => user.click(screen.getByRole('button', { name: 'Refresh' })),
  'filters.change': (event) => {
    const { filters } = event as unknown as { filters: { status?: string } };
    return user.click(screen.getByRole('tab', { name: filters.status ?? 'All' }));
  },
  /** Approve from the card's menu; the server answers the changed inquiry. */
  'item.replace': async (event) => {
    const { item } = event as unknown as { item: HireInquiry };
    await chooseFromMenu(user, item, 'Approve');
    expect(deferred.inputs.updateItem!.at(-1)).toEqual({ id: item.id, changes: { status: 'Approved' } });
    await act(async () => deferred.settle({ type: 'xstate.done.actor.updateItem', output: item }));
  },
  /** Delete from the card's menu, confirm, and the server deletes it. */
  'item.remove': async (event) => {
    const { id } = event as unknown as { id: string };
    const inquiry = sampleInquiries.find((candidate) => candidate.id === id)!;
    await chooseFromMenu(user, inquiry, 'Delete');
    const dialog = screen.getByRole('dialog', { name: 'Delete Confirmation' });
    expect(within(dialog).getByText('Are you sure you want to delete this inquiry?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await act(async () => deferred.settle({ type: 'xstate.done.actor.deleteItem', output: undefined }));
  },
};

const { paths } = modelSuite(inquiryQueueMachine, {
  title: "/hire-requests: the screen machine's queue (collection child) against the view",
  eventsFor: eventsFor as never,
  serializeState: serializeQueueState as never,
  input: {},
  states,
  executors,
  deferredActors: queueActorNames,
  render: async ({ deferred: actors }: WalkContext) => {
    deferred = actors!;
    ({ user } = await renderView(<HireRequestsView logic={queueLogicWith(deferred)} />, {
      url: '/hire-requests',
    }));
  },
  afterWalk: () => {
    for (const input of deferred.inputs.fetchPage!) expect(input).toMatchObject({ limit: 5 });
  },
  messages: { catalogue: inquiryQueueMessages },
});

describe('inquiry queue', () => {
  it('walks the queue', () => {
    expect(paths.length).toBeGreaterThan(20);
  });

  it('drops the answer for a page left while it loaded, and a deleted last card goes back a page', async () => {
    const { createDeferredActors } = await import('../support/deferred-actors');
    deferred = createDeferredActors(queueActorNames);
    ({ user } = await renderView(<HireRequestsView logic={queueLogicWith(deferred)} />));
    await act(async () => deferred.settle({ type: 'xstate.done.actor.fetchPage', output: firstPage }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('tab', { name: 'Rejected' }));
    expect(deferred.inputs.fetchPage).toEqual([
      { page: 1, limit: 5 },
      { page: 2, limit: 5 },
      { page: 1, limit: 5, status: 'Rejected' },
    ]);
    // Page 2's request was stopped: only the filtered one can still be answered.
    await act(async () => deferred.settle({ type: 'xstate.done.actor.fetchPage', output: noneRejected }));
    expect(() => deferred.settle({ type: 'xstate.done.actor.fetchPage', output: secondPage })).toThrow(
      /no pending run/,
    );
    expect(screen.getByText('No inquiries yet.')).toBeTruthy();
  });
});

/**
 * The screen machine's own rules, each walked through the view: what a card's menu asks for reaches the
 * right child, and what a child reports changes the queue and the sidebar's counts. The last test fails
 * when the screen machine accepts an event no test here takes.
 */
describe('the /hire-requests screen machine joins its children', () => {
  const taken = new Set<string>();
  const take = (...types: string[]) => {
    for (const type of types) taken.add(type);
  };
  const inquiry = sampleInquiries[0]!;

  let refreshed = 0;
  let router: Awaited<ReturnType<typeof renderView>>['router'];

  /** The queue inside the admin shell's badge refresh, its first page answered. */
  async function renderScreen() {
    const { createDeferredActors } = await import('../support/deferred-actors');
    deferred = createDeferredActors(queueActorNames);
    refreshed = 0;
    ({ user, router } = await renderView(
      <RefreshAdminBadges.Provider value={() => void refreshed++}>
        <HireRequestsView logic={queueLogicWith(deferred)} />
      </RefreshAdminBadges.Provider>,
      { url: '/hire-requests' },
    ));
    await act(async () => deferred.settle({ type: 'xstate.done.actor.fetchPage', output: firstPage }));
  }

  it("a stored status replaces the card at once and refreshes the sidebar's counts", async () => {
    await renderScreen();
    await chooseFromMenu(user, inquiry, 'Approve');
    expect(deferred.inputs.updateItem).toEqual([{ id: inquiry.id, changes: { status: 'Approved' } }]);
    expect(within(cardOf(inquiry)).getByText('Saving…')).toBeTruthy();
    await act(async () =>
      deferred.settle({ type: 'xstate.done.actor.updateItem', output: { ...inquiry, status: 'Approved' } }),
    );
    expect(within(cardOf(inquiry)).getByRole('heading').textContent).toBe(`${cardTitle(inquiry)}Approved`);
    expect(refreshed).toBe(1);
    expect(deferred.inputs.fetchPage).toHaveLength(1);
    take('inquiry.setStatus', 'inquiry.updated');
  });

  it("a delete drops the card, refills the page from the server and refreshes the sidebar's counts", async () => {
    await renderScreen();
    await chooseFromMenu(user, inquiry, 'Delete');
    const dialog = screen.getByRole('dialog', { name: 'Delete Confirmation' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(deferred.inputs.deleteItem).toEqual([{ id: inquiry.id }]);
    await act(async () => deferred.settle({ type: 'xstate.done.actor.deleteItem', output: undefined }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(refreshed).toBe(1);
    expect(deferred.inputs.fetchPage).toEqual([
      { page: 1, limit: 5 },
      { page: 1, limit: 5 },
    ]);
    take('inquiry.delete', 'inquiry.deleted');
  });

  it('a reply is addressed to the inquiry and changes nothing in the queue', async () => {
    await renderScreen();
    await chooseFromMenu(user, inquiry, 'Reply');
    const dialog = screen.getByRole('dialog', { name: 'Reply to Inquiry' });
    expect(within(dialog).getByText(`To: ${inquiry.email}`)).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Subject'), 'Hello');
    await user.type(within(dialog).getByLabelText('Message'), 'Let us talk.');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await act(async () => deferred.settle({ type: 'xstate.done.actor.sendReply', output: {} }));
    expect(screen.getByRole('status').textContent).toContain(`Reply sent to ${inquiry.email}`);
    expect(refreshed).toBe(0);
    expect(deferred.inputs.fetchPage).toHaveLength(1);
    take('inquiry.reply');
  });

  it('a tab is the queue filter: a status tab asks for that status, All for every inquiry', async () => {
    await renderScreen();
    await user.click(screen.getByRole('tab', { name: 'Rejected' }));
    expect(screen.getByRole('tab', { name: 'Rejected' }).getAttribute('aria-selected')).toBe('true');
    await act(async () => deferred.settle({ type: 'xstate.done.actor.fetchPage', output: noneRejected }));
    await user.click(screen.getByRole('tab', { name: 'All' }));
    expect(screen.getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).toBe('true');
    expect(deferred.inputs.fetchPage).toEqual([
      { page: 1, limit: 5 },
      { page: 1, limit: 5, status: 'Rejected' },
      { page: 1, limit: 5 },
    ]);
    take('tab.select');
  });

  it("View opens the inquiry's page", async () => {
    await renderScreen();
    await chooseFromMenu(user, inquiry, 'View');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/hire-inquiries/${inquiry.id}`));
    take('inquiry.view');
  });

  it('takes every event the screen machine accepts', () => {
    expect(acceptedEventTypes(hireRequestsMachine).filter((type) => !taken.has(type))).toEqual([]);
  });
});
