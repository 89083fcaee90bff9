import {
  INQUIRIES_PAGE_SIZE,
  type Inquiry,
  type InquiryStatus,
  type InquiryStatusRequest,
  inquiryAdminMessages,
  inquiryStatuses,
  inquiryTitle,
} from '@contracts/inquiries';
import type { Page } from '@contracts/paging';
import { type Text, textsOf } from '@contracts/texts';
import { type CollectionQuery, createCollectionMachine, pageCountOf } from '@machines/collection.machine';
import { confirmDeleteMachine } from '@machines/confirm-delete.machine';
import { createItemUpdateMachine } from '@machines/item-update.machine';
import { eachSnapshotTo, part, stoppedState } from '@machines/screen-parts';
import {
  assertEvent,
  assign,
  type PromiseActorLogic,
  type SnapshotFrom,
  sendParent,
  sendTo,
  setup,
} from 'xstate';
import { inquiryReplyMachine } from './inquiry-reply.machine';

/**
 * /hire-requests, the admin's queue of hire-us inquiries: one screen machine, the parent of the four parts
 * of the screen (the paged queue, a card's status change, the delete question, the reply dialog). It turns
 * what a card's menu asks for into the right child's event, and what a child reports (a status stored, an
 * inquiry deleted) into the queue's change and a refresh of the sidebar's counts. It keeps each part's latest
 * snapshot (`onSnapshot`), and the selectors at the end of this file are what the view shows: the tab, the
 * queue's load state, each card with the status changes it offers and whether it is saving, the pager, the
 * status failure, the delete question and the reply dialog.
 */

/** The queue's filter: every inquiry, or those of one status. */
export type InquiryFilters = { status?: InquiryStatus };

/** The queue's tabs: 'All', then one per status. */
export type InquiryTab = 'All' | InquiryStatus;
export const inquiryTabs: readonly InquiryTab[] = ['All', ...inquiryStatuses];

/** A tab's filter: 'All' filters nothing, a status tab that status. */
export function filtersOfTab(tab: InquiryTab): InquiryFilters {
  return tab === 'All' ? {} : { status: tab };
}

/** The queue's page query as the API takes it: a status filter only when it is one the server knows. */
export function inquiryQueryOf(query: CollectionQuery): {
  page: number;
  limit: number;
  status?: InquiryStatus;
} {
  const status = inquiryStatuses.find((known) => known === query.status);
  return { page: query.page, limit: query.limit, ...(status && { status }) };
}

/** The queue: the collection machine at 5 a page, newest first (the server's order). */
export const inquiryQueueMachine = createCollectionMachine<Inquiry, InquiryFilters>({
  id: 'inquiryQueue',
  pageSize: INQUIRIES_PAGE_SIZE,
  errorMessage: () => textsOf(inquiryAdminMessages).fetchListFailed,
});

/** Approve / Reject / set Pending, stored with PATCH. */
export const inquiryStatusMachine = createItemUpdateMachine<Inquiry, InquiryStatusRequest>({
  id: 'inquiryStatus',
});

/** What the children tell the screen (`sendParent`). */
export type HireRequestsChildEvent =
  | { type: 'inquiry.updated'; item: Inquiry }
  | { type: 'inquiry.deleted'; id: string };

/** What the view sends: a tab, or a card's menu item. */
export type HireRequestsEvent =
  | { type: 'tab.select'; tab: InquiryTab }
  | { type: 'inquiry.view'; inquiry: Inquiry }
  | { type: 'inquiry.reply'; inquiry: Inquiry }
  | { type: 'inquiry.delete'; inquiry: Inquiry }
  | { type: 'inquiry.setStatus'; inquiry: Inquiry; status: InquiryStatus }
  | HireRequestsChildEvent;

/** The children as the screen runs them: each reports to the screen instead of to a provided callback. */
const children = {
  inquiryQueue: inquiryQueueMachine,
  inquiryStatus: inquiryStatusMachine.provide({
    actions: {
      notifyUpdated: sendParent((_, { item }: { item: Inquiry }) => ({ type: 'inquiry.updated', item })),
    },
  }),
  inquiryDelete: confirmDeleteMachine.provide({
    actions: {
      notifyDeleted: sendParent((_, { id }: { id: string }) => ({ type: 'inquiry.deleted', id })),
    },
  }),
  inquiryReply: inquiryReplyMachine,
};

/** The network actors the children call (`fetchPage`, `updateItem`, `deleteItem`, `sendReply`). */
export interface HireRequestsNetwork {
  fetchPage: PromiseActorLogic<Page<Inquiry>, CollectionQuery>;
  updateItem: PromiseActorLogic<Inquiry, { id: string; changes: InquiryStatusRequest }>;
  deleteItem: PromiseActorLogic<void, { id: string }>;
  sendReply: PromiseActorLogic<unknown, { id: string; subject: string; message: string }>;
}

type QueueSnapshot = SnapshotFrom<typeof children.inquiryQueue>;
type StatusSnapshot = SnapshotFrom<typeof children.inquiryStatus>;
type DeleteSnapshot = SnapshotFrom<typeof children.inquiryDelete>;
type ReplySnapshot = SnapshotFrom<typeof children.inquiryReply>;

/** Each part's latest snapshot, as the part reports it (`onSnapshot`); undefined until the part has started. */
export interface HireRequestsContext {
  queue: QueueSnapshot | undefined;
  status: StatusSnapshot | undefined;
  removal: DeleteSnapshot | undefined;
  reply: ReplySnapshot | undefined;
}

export const hireRequestsMachine = setup({
  types: {
    context: {} as HireRequestsContext,
    events: {} as HireRequestsEvent,
    /** Each child's id is its src: `snapshot.children.inquiryQueue` is typed. */
    children: {} as {
      inquiryQueue: 'inquiryQueue';
      inquiryStatus: 'inquiryStatus';
      inquiryDelete: 'inquiryDelete';
      inquiryReply: 'inquiryReply';
    },
  },
  actors: children,
  actions: {
    /** Opens /admin/hire-inquiries/$id (the router: provided by the view). */
    openInquiry: (_, _params: { id: string }) => {},
    /** The sidebar's counts changed (the admin shell's refresh: provided by the view). */
    refreshBadges: () => {},
    keepQueue: assign({ queue: (_, snapshot: QueueSnapshot) => snapshot }),
    keepStatus: assign({ status: (_, snapshot: StatusSnapshot) => snapshot }),
    keepRemoval: assign({ removal: (_, snapshot: DeleteSnapshot) => snapshot }),
    keepReply: assign({ reply: (_, snapshot: ReplySnapshot) => snapshot }),
    showTab: sendTo('inquiryQueue', ({ event }) => {
      assertEvent(event, 'tab.select');
      return { type: 'filters.change' as const, filters: filtersOfTab(event.tab) };
    }),
    startReply: sendTo('inquiryReply', ({ event }) => {
      assertEvent(event, 'inquiry.reply');
      return { type: 'reply.open' as const, id: event.inquiry.id, to: event.inquiry.email };
    }),
    askToDelete: sendTo('inquiryDelete', ({ event }) => {
      assertEvent(event, 'inquiry.delete');
      return { type: 'delete.request' as const, id: event.inquiry.id, name: inquiryTitle(event.inquiry) };
    }),
    submitStatus: sendTo('inquiryStatus', ({ event }) => {
      assertEvent(event, 'inquiry.setStatus');
      return { type: 'update.submit' as const, id: event.inquiry.id, changes: { status: event.status } };
    }),
    showUpdated: sendTo('inquiryQueue', ({ event }) => {
      assertEvent(event, 'inquiry.updated');
      return { type: 'item.replace' as const, item: event.item };
    }),
    dropDeleted: sendTo('inquiryQueue', ({ event }) => {
      assertEvent(event, 'inquiry.deleted');
      return { type: 'item.remove' as const, id: event.id };
    }),
  },
}).createMachine({
  id: 'hireRequests',
  description:
    'The admin queue of hire-us inquiries: a paged list whose cards are viewed, replied to, deleted or given a status.',
  context: { queue: undefined, status: undefined, removal: undefined, reply: undefined },
  initial: 'open',
  states: {
    open: {
      description:
        "The queue and its cards; a stored status or a delete changes the queue at once and the sidebar's counts.",
      invoke: [
        { ...part('inquiryQueue', {}), ...eachSnapshotTo('keepQueue', children.inquiryQueue) },
        {
          ...part('inquiryStatus', { failedText: textsOf(inquiryAdminMessages).statusFailed }),
          ...eachSnapshotTo('keepStatus', children.inquiryStatus),
        },
        {
          ...part('inquiryDelete', { failedText: textsOf(inquiryAdminMessages).deleteFailed }),
          ...eachSnapshotTo('keepRemoval', children.inquiryDelete),
        },
        { ...part('inquiryReply', {}), ...eachSnapshotTo('keepReply', children.inquiryReply) },
      ],
      on: {
        'tab.select': { actions: 'showTab' },
        'inquiry.view': {
          actions: { type: 'openInquiry', params: ({ event }) => ({ id: event.inquiry.id }) },
        },
        'inquiry.reply': { actions: 'startReply' },
        'inquiry.delete': { actions: 'askToDelete' },
        'inquiry.setStatus': { actions: 'submitStatus' },
        'inquiry.updated': { actions: ['showUpdated', 'refreshBadges'] },
        'inquiry.deleted': { actions: ['dropDeleted', 'refreshBadges'] },
      },
    },
    stopped: stoppedState,
  },
});

/** The screen with the network its children call: the app's (hire-requests.logic.ts) or a test's. */
export function hireRequestsWith(network: HireRequestsNetwork) {
  return hireRequestsMachine.provide({
    actors: {
      inquiryQueue: children.inquiryQueue.provide({ actors: { fetchPage: network.fetchPage } }),
      inquiryStatus: children.inquiryStatus.provide({ actors: { updateItem: network.updateItem } }),
      inquiryDelete: children.inquiryDelete.provide({ actors: { deleteItem: network.deleteItem } }),
      inquiryReply: children.inquiryReply.provide({ actors: { sendReply: network.sendReply } }),
    },
  });
}

/*
 * What the view shows, read from the screen's snapshot (the parts' snapshots it keeps): the view renders
 * these and sends events; it decides nothing of its own.
 */

type HireRequestsSnapshot = SnapshotFrom<typeof hireRequestsMachine>;

/** A part of the screen ended or failed: the view shows the unexpected-failure text instead. */
export function selectStopped(snapshot: HireRequestsSnapshot): boolean {
  return snapshot.matches('stopped');
}

/** The selected tab: the queue's status filter, or 'All'. */
export function selectTab(snapshot: HireRequestsSnapshot): InquiryTab {
  return snapshot.context.queue?.context.filters.status ?? 'All';
}

/** What stands in place of the queue: its loading text, its empty text, its failure (with Try again), or nothing. */
export type QueueLoad = 'loading' | 'loaded' | 'empty' | 'failed';

export function selectQueueLoad(snapshot: HireRequestsSnapshot): {
  state: QueueLoad;
  error: Text | undefined;
} {
  const queue = snapshot.context.queue;
  const value = queue?.value;
  const state: QueueLoad =
    value === 'loaded' || value === 'revalidating'
      ? 'loaded'
      : value === 'empty' || value === 'revalidatingEmpty'
        ? 'empty'
        : value === 'failed'
          ? 'failed'
          : 'loading';
  return { state, error: state === 'failed' ? queue?.context.error : undefined };
}

/** The status changes a card's menu offers, in its order: every status but the one it has. */
const statusChanges: readonly InquiryStatus[] = ['Approved', 'Rejected', 'Pending'];

export function offeredStatuses(status: string): InquiryStatus[] {
  return statusChanges.filter((change) => change !== status);
}

/** One card of the queue: the inquiry, the status changes its menu offers, and whether its change is on its way. */
export interface InquiryCardView {
  inquiry: Inquiry;
  offered: InquiryStatus[];
  /** Its status change is being stored: the badge says so and the card is busy. */
  saving: boolean;
}

/** The cards of the page shown; none while the queue loads, is empty or failed. */
export function selectCards(snapshot: HireRequestsSnapshot): InquiryCardView[] {
  const { queue, status } = snapshot.context;
  if (!queue || selectQueueLoad(snapshot).state !== 'loaded') return [];
  const savingId = status?.hasTag('busy') ? status.context.id : undefined;
  return queue.context.items.map((inquiry) => ({
    inquiry,
    offered: offeredStatuses(inquiry.status),
    saving: inquiry.id === savingId,
  }));
}

/** The pager's page and page count; undefined when the queue failed (its failure stands alone). */
export function selectPager(snapshot: HireRequestsSnapshot): { page: number; pageCount: number } | undefined {
  const queue = snapshot.context.queue;
  if (queue?.value === 'failed') return undefined;
  return queue
    ? { page: queue.context.page, pageCount: pageCountOf(queue.context) }
    : { page: 1, pageCount: 1 };
}

/** Why the last status change failed, until dismissed; undefined otherwise. */
export function selectStatusFailure(snapshot: HireRequestsSnapshot): Text | undefined {
  const status = snapshot.context.status;
  return status?.matches('failed') ? status.context.error : undefined;
}

/** 'Delete Confirmation': open while asking about (or deleting) an inquiry, with its id and name. */
export interface DeleteQuestion {
  context: { target: { id: string; name: string } | undefined; error: Text | undefined };
  matches(state: 'idle'): boolean;
  hasTag(tag: 'busy'): boolean;
}

const noDeleteQuestion: DeleteQuestion = {
  context: { target: undefined, error: undefined },
  matches: (state) => state === 'idle',
  hasTag: () => false,
};

export function selectDeleteQuestion(snapshot: HireRequestsSnapshot): DeleteQuestion {
  return snapshot.context.removal ?? noDeleteQuestion;
}

/** 'Reply to Inquiry': open for one inquiry (its id and address) with the draft, its problem, and busy while sending. */
export interface ReplyDialogView {
  open: boolean;
  inquiry: { id: string; to: string } | undefined;
  subject: string;
  message: string;
  error: string | undefined;
  errorDetail: Text | undefined;
  busy: boolean;
}

export function selectReplyDialog(snapshot: HireRequestsSnapshot): ReplyDialogView {
  const reply = snapshot.context.reply;
  const { inquiry, subject = '', message = '', error, errorDetail } = reply?.context ?? {};
  return {
    open: reply !== undefined && !reply.matches('closed'),
    inquiry,
    subject,
    message,
    error,
    errorDetail,
    busy: reply?.hasTag('busy') ?? false,
  };
}

/** 'Reply sent to …' once the dialog has closed on a sent reply, until dismissed. */
export function selectReplyNotice(snapshot: HireRequestsSnapshot): string | undefined {
  const reply = snapshot.context.reply;
  return reply?.matches('closed') ? reply.context.notice : undefined;
}
