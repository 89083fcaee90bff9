import type { Inquiry } from '@contracts/inquiries';
import type { Page } from '@contracts/paging';
import { pageCountOf } from '@machines/collection.machine';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { assign, type EventObject, setup } from 'xstate';
import { RefreshAdminBadges } from '@/layouts/admin/admin-badges-context';
import {
  hireRequestsMachine,
  inquiryQueueMachine,
  offeredStatuses,
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
const shrunk: Page<Inquiry> = { items: [], total: 5 };
const noneRejected: Page<Inquiry> = { items: [], total: 0 };

function answersFor({ page, filters }: QueueContext): ModelEvent[] {
  const done = (output: Page<Inquiry>) => ({ type: 'xstate.done.actor.fetchPage', output });
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
    const { item } = event as unknown as { item: Inquiry };
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
 * Across the screen's parts: one card (the first, Pending) as a status change, the reply dialog and the
 * delete question change it. A model of what the admin sees, walked (xstate/graph paths) against the real
 * view and screen machine: a stored status changes the card's badge and the changes its menu offers and
 * refreshes the sidebar's counts; a failed one leaves the card as it was with the reason; a sent reply
 * closes the dialog and says so for this card's inquirer, the card and the queue unchanged; a confirmed
 * delete drops the card, the page refills without it and the counts refresh.
 */
type CardContext = {
  status: string;
  /** The status being stored. */
  to: string | undefined;
  /** How many times the sidebar's counts were refreshed. */
  refreshed: number;
  /** 'Reply sent to …' is shown. */
  notice: boolean;
  replyFailed: boolean;
  deleteFailed: boolean;
};

const card = sampleInquiries[0]!;
const draft = { subject: 'Your request', message: 'Let us talk on Monday.' };
const statusLabels: Record<string, string> = {
  Approved: 'Approve',
  Rejected: 'Reject',
  Pending: 'Set pending',
};

const cardModel = setup({
  types: {
    context: {} as CardContext,
    events: {} as
      | { type: 'status.choose'; status: string }
      | { type: 'status.dismiss' }
      | { type: 'xstate.done.actor.updateItem'; output: Inquiry }
      | { type: 'xstate.error.actor.updateItem'; error: unknown }
      | { type: 'reply.open' }
      | { type: 'reply.send' }
      | { type: 'reply.cancel' }
      | { type: 'xstate.done.actor.sendReply'; output: unknown }
      | { type: 'xstate.error.actor.sendReply'; error: unknown }
      | { type: 'notice.dismiss' }
      | { type: 'delete.ask' }
      | { type: 'delete.confirm' }
      | { type: 'delete.cancel' }
      | { type: 'xstate.done.actor.deleteItem'; output: undefined }
      | { type: 'xstate.error.actor.deleteItem'; error: unknown }
      | { type: 'xstate.done.actor.fetchPage'; output: Page<Inquiry> },
  },
  actions: {
    assignTarget: assign({ to: ({ event }) => (event.type === 'status.choose' ? event.status : undefined) }),
    storeStatus: assign(({ context }) => ({
      status: context.to ?? context.status,
      to: undefined,
      refreshed: context.refreshed + 1,
    })),
    clearTarget: assign({ to: undefined }),
    countRefresh: assign({ refreshed: ({ context }) => context.refreshed + 1 }),
    showNotice: assign({ notice: true, replyFailed: false }),
    clearNotice: assign({ notice: false }),
    failReply: assign({ replyFailed: true }),
    clearReply: assign({ replyFailed: false }),
    failDelete: assign({ deleteFailed: true }),
    clearDelete: assign({ deleteFailed: false }),
  },
}).createMachine({
  id: 'hireRequestsCard',
  context: {
    status: card.status,
    to: undefined,
    refreshed: 0,
    notice: false,
    replyFailed: false,
    deleteFailed: false,
  },
  initial: 'listed',
  states: {
    listed: {
      on: {
        'status.choose': { target: 'saving', actions: 'assignTarget' },
        'reply.open': 'replying',
        'delete.ask': 'asking',
      },
    },
    saving: {
      on: {
        'xstate.done.actor.updateItem': { target: 'listed', actions: 'storeStatus' },
        'xstate.error.actor.updateItem': { target: 'refused', actions: 'clearTarget' },
      },
    },
    refused: { on: { 'status.dismiss': 'listed' } },
    replying: {
      on: {
        'reply.send': 'sending',
        'reply.cancel': { target: 'listed', actions: 'clearReply' },
      },
    },
    sending: {
      on: {
        'xstate.done.actor.sendReply': { target: 'replied', actions: 'showNotice' },
        'xstate.error.actor.sendReply': { target: 'replying', actions: 'failReply' },
      },
    },
    replied: { on: { 'notice.dismiss': { target: 'listed', actions: 'clearNotice' } } },
    asking: {
      on: {
        'delete.confirm': 'deleting',
        'delete.cancel': { target: 'listed', actions: 'clearDelete' },
      },
    },
    deleting: {
      on: {
        'xstate.done.actor.deleteItem': { target: 'refilling', actions: 'countRefresh' },
        'xstate.error.actor.deleteItem': { target: 'asking', actions: 'failDelete' },
      },
    },
    refilling: { on: { 'xstate.done.actor.fetchPage': 'gone' } },
    gone: { type: 'final' },
  },
});

type CardSnapshot = { value: unknown; context: CardContext };

/** The page once the card is deleted: the rest of the queue, refilled from the server. */
const refilled: Page<Inquiry> = { items: sampleInquiries.slice(1), total: 5 };

function cardEvents({ value, context }: CardSnapshot): ModelEvent[] {
  switch (value) {
    case 'listed':
      return [
        ...offeredStatuses(context.status).map((status) => ({ type: 'status.choose', status })),
        { type: 'reply.open' },
        { type: 'delete.ask' },
      ];
    case 'saving':
      return [
        { type: 'xstate.done.actor.updateItem', output: { ...card, status: context.to } },
        { type: 'xstate.error.actor.updateItem', error: { kind: 'network' } },
      ];
    case 'refused':
      return [{ type: 'status.dismiss' }];
    case 'replying':
      return [{ type: 'reply.send' }, { type: 'reply.cancel' }];
    case 'sending':
      return [
        { type: 'xstate.done.actor.sendReply', output: {} },
        { type: 'xstate.error.actor.sendReply', error: { kind: 'http', status: 502 } },
      ];
    case 'replied':
      return [{ type: 'notice.dismiss' }];
    case 'asking':
      return [{ type: 'delete.confirm' }, { type: 'delete.cancel' }];
    case 'deleting':
      return [
        { type: 'xstate.done.actor.deleteItem', output: undefined },
        { type: 'xstate.error.actor.deleteItem', error: { kind: 'http', status: 500 } },
      ];
    case 'refilling':
      return [{ type: 'xstate.done.actor.fetchPage', output: refilled }];
    default:
      return [];
  }
}

/** How many times the admin shell's badges were asked to refresh. */
let cardRefreshed = 0;
const replyDialog = () => screen.queryByRole('dialog', { name: 'Reply to Inquiry' });
const deleteDialog = () => screen.queryByRole('dialog', { name: 'Delete Confirmation' });
const menuItems = () =>
  within(cardOf(card))
    .queryAllByRole('menuitem', { hidden: true })
    .map((item) => item.textContent);

/** The card as the queue shows it, with its status (or 'Saving…') and the changes its menu offers. */
function expectCard(context: CardContext, { saving = false } = {}) {
  const shown = cardOf(card);
  expect(within(shown).getByRole('heading').textContent).toBe(
    `${cardTitle(card)}${saving ? 'Saving…' : context.status}`,
  );
  expect(shown.getAttribute('aria-busy')).toBe(String(saving));
  expect(menuItems()).toEqual([
    'View',
    'Reply',
    'Delete',
    ...offeredStatuses(context.status).map((status) => statusLabels[status]),
  ]);
  expect(cardRefreshed).toBe(context.refreshed);
  // The other cards are as the server listed them.
  expect(cards()).toHaveLength(firstPage.items.length);
}

const cardStates: StateAssertions = {
  listed: (snapshot) => {
    const context = snapshot.context as CardContext;
    expectCard(context);
    expect(replyDialog()).toBeNull();
    expect(deleteDialog()).toBeNull();
    expect(screen.queryByText(/Reply sent/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  },
  saving: (snapshot) => expectCard(snapshot.context as CardContext, { saving: true }),
  refused: (snapshot) => {
    expectCard(snapshot.context as CardContext);
    expect(screen.getByRole('alert').textContent).toContain('Failed to update the status');
  },
  replying: (snapshot) => {
    const context = snapshot.context as CardContext;
    expectCard(context);
    const dialog = replyDialog()!;
    expect(within(dialog).getByText(`To: ${card.email}`)).toBeTruthy();
    if (context.replyFailed)
      expect(within(dialog).getByRole('alert').textContent).toContain('Failed to send reply');
    else expect(within(dialog).queryByRole('alert')).toBeNull();
  },
  sending: (snapshot) => {
    expectCard(snapshot.context as CardContext);
    expect(within(replyDialog()!).getByRole('button', { name: 'Sending...' })).toHaveProperty(
      'disabled',
      true,
    );
  },
  replied: (snapshot) => {
    expectCard(snapshot.context as CardContext);
    expect(replyDialog()).toBeNull();
    expect(screen.getByRole('status').textContent).toContain(`Reply sent to ${card.email}`);
    // A reply changes nothing in the queue: the page was not fetched again.
    expect(deferred.inputs.fetchPage).toHaveLength(1);
  },
  asking: (snapshot) => {
    const context = snapshot.context as CardContext;
    expectCard(context);
    const dialog = deleteDialog()!;
    expect(within(dialog).getByText('Are you sure you want to delete this inquiry?')).toBeTruthy();
    if (context.deleteFailed)
      expect(within(dialog).getByRole('alert').textContent).toBe('Failed to delete inquiry');
    else expect(within(dialog).queryByRole('alert')).toBeNull();
  },
  deleting: (snapshot) => {
    expectCard(snapshot.context as CardContext);
    expect(within(deleteDialog()!).getByRole('button', { name: 'Deleting...' })).toHaveProperty(
      'disabled',
      true,
    );
  },
  refilling: (snapshot) => {
    // Dropped at once; the page is fetched again to refill it, and the counts refreshed.
    expect(screen.queryByRole('article', { name: new RegExp(`^${cardTitle(card)}`) })).toBeNull();
    expect(deleteDialog()).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Loading inquiries...');
    expect(deferred.inputs.fetchPage!.at(-1)).toEqual({ page: 1, limit: 5 });
    expect(cardRefreshed).toBe((snapshot.context as CardContext).refreshed);
  },
  gone: (snapshot) => {
    expect(screen.queryByRole('article', { name: new RegExp(`^${cardTitle(card)}`) })).toBeNull();
    expect(cards()).toHaveLength(refilled.items.length);
    expect(cardRefreshed).toBe((snapshot.context as CardContext).refreshed);
  },
};

const dismissIn = (region: HTMLElement) =>
  user.click(within(region).getByRole('button', { name: 'Dismiss' }));

const cardExecutors: EventExecutors = {
  'status.choose': (event) =>
    chooseFromMenu(user, card, statusLabels[(event as unknown as { status: string }).status]!),
  'status.dismiss': () => dismissIn(screen.getByRole('alert')),
  'reply.open': () => chooseFromMenu(user, card, 'Reply'),
  'reply.send': async () => {
    const dialog = replyDialog()!;
    for (const [label, value] of [
      ['Subject', draft.subject],
      ['Message', draft.message],
    ] as const) {
      await user.clear(within(dialog).getByLabelText(label));
      await user.type(within(dialog).getByLabelText(label), value);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
  },
  'reply.cancel': () => user.click(within(replyDialog()!).getByRole('button', { name: 'Cancel' })),
  'notice.dismiss': () => dismissIn(screen.getByRole('status')),
  'delete.ask': () => chooseFromMenu(user, card, 'Delete'),
  'delete.confirm': () => user.click(within(deleteDialog()!).getByRole('button', { name: 'Delete' })),
  'delete.cancel': () => user.click(within(deleteDialog()!).getByRole('button', { name: 'Cancel' })),
};

const cardSuite = modelSuite(cardModel, {
  title: '/hire-requests across its parts: one card as a status change, a reply and a delete change it',
  eventsFor: cardEvents as never,
  // The refresh count grows along a path: it is checked, not a state of its own.
  serializeState: (snapshot) => {
    const { value, context } = snapshot as unknown as CardSnapshot;
    const { refreshed: _, ...rest } = context;
    return JSON.stringify([value, rest]);
  },
  states: cardStates,
  executors: cardExecutors,
  deferredActors: queueActorNames,
  render: async ({ deferred: actors }: WalkContext) => {
    deferred = actors!;
    cardRefreshed = 0;
    ({ user } = await renderView(
      <RefreshAdminBadges.Provider value={() => void cardRefreshed++}>
        <HireRequestsView logic={queueLogicWith(deferred)} />
      </RefreshAdminBadges.Provider>,
      { url: '/hire-requests' },
    ));
    await act(async () => deferred.settle({ type: 'xstate.done.actor.fetchPage', output: firstPage }));
  },
  afterWalk: () => {
    for (const input of deferred.inputs.updateItem!) expect(input).toMatchObject({ id: card.id });
    for (const input of deferred.inputs.sendReply!) expect(input).toEqual({ id: card.id, ...draft });
    for (const input of deferred.inputs.deleteItem!) expect(input).toEqual({ id: card.id });
  },
});

describe('/hire-requests across its parts', () => {
  it('walks a stored and a refused status of every kind, a sent and a failed reply, a delete and its failure', () => {
    const ends = new Set(cardSuite.paths.map((path) => path.steps.at(-1)?.event.type));
    for (const type of [
      'xstate.done.actor.updateItem',
      'xstate.error.actor.updateItem',
      'xstate.done.actor.sendReply',
      'xstate.error.actor.sendReply',
      'xstate.done.actor.fetchPage',
      'xstate.error.actor.deleteItem',
    ])
      expect(ends).toContain(type);
    const stored = cardSuite.paths.map((path) => (path.state.context as CardContext).status);
    expect(new Set(stored)).toEqual(new Set(['Pending', 'Approved', 'Rejected']));
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
