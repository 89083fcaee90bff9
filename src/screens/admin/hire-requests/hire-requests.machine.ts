import {
  type HireInquiry,
  hireInquiryMessages,
  INQUIRIES_PAGE_SIZE,
  type InquiryStatus,
  type InquiryStatusRequest,
  inquiryTitle,
} from '@contracts/hire-inquiries';
import type { Page } from '@contracts/paging';
import { type CollectionQuery, createCollectionMachine } from '@machines/collection.machine';
import { confirmDeleteMachine } from '@machines/confirm-delete.machine';
import { inquiryReplyMachine } from '@machines/inquiry-reply.machine';
import { createItemUpdateMachine } from '@machines/item-update.machine';
import { part, stoppedState } from '@machines/screen-parts';
import { assertEvent, type PromiseActorLogic, sendParent, sendTo, setup } from 'xstate';

/**
 * /hire-requests, the admin's queue of hire-us inquiries: one screen machine, the parent of the four parts
 * of the screen (the paged queue, a card's status change, the delete question, the reply dialog). It turns
 * what a card's menu asks for into the right child's event, and what a child reports (a status stored, an
 * inquiry deleted) into the queue's change and a refresh of the sidebar's counts.
 */

/** The queue's filter: every inquiry, or those of one status. */
export type InquiryFilters = { status?: InquiryStatus };

/** The queue: the collection machine at 5 a page, newest first (the server's order). */
export const inquiryQueueMachine = createCollectionMachine<HireInquiry, InquiryFilters>({
  id: 'inquiryQueue',
  pageSize: INQUIRIES_PAGE_SIZE,
  errorMessage: () => hireInquiryMessages.fetchListFailed,
});

/** Approve / Reject / set Pending, stored with PATCH. */
export const inquiryStatusMachine = createItemUpdateMachine<HireInquiry, InquiryStatusRequest>({
  id: 'inquiryStatus',
});

/** What the children tell the screen (`sendParent`). */
export type HireRequestsChildEvent =
  | { type: 'inquiry.updated'; item: HireInquiry }
  | { type: 'inquiry.deleted'; id: string };

/** What the view sends: a card's menu item. */
export type HireRequestsEvent =
  | { type: 'inquiry.view'; inquiry: HireInquiry }
  | { type: 'inquiry.reply'; inquiry: HireInquiry }
  | { type: 'inquiry.delete'; inquiry: HireInquiry }
  | { type: 'inquiry.setStatus'; inquiry: HireInquiry; status: InquiryStatus }
  | HireRequestsChildEvent;

/** The children as the screen runs them: each reports to the screen instead of to a provided callback. */
const children = {
  inquiryQueue: inquiryQueueMachine,
  inquiryStatus: inquiryStatusMachine.provide({
    actions: {
      notifyUpdated: sendParent((_, { item }: { item: HireInquiry }) => ({ type: 'inquiry.updated', item })),
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
  fetchPage: PromiseActorLogic<Page<HireInquiry>, CollectionQuery>;
  updateItem: PromiseActorLogic<HireInquiry, { id: string; changes: InquiryStatusRequest }>;
  deleteItem: PromiseActorLogic<void, { id: string }>;
  sendReply: PromiseActorLogic<unknown, { id: string; subject: string; message: string }>;
}

export const hireRequestsMachine = setup({
  types: {
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
  initial: 'open',
  states: {
    open: {
      description:
        "The queue and its cards; a stored status or a delete changes the queue at once and the sidebar's counts.",
      invoke: [
        part('inquiryQueue', {}),
        part('inquiryStatus', { failedText: hireInquiryMessages.statusFailed }),
        part('inquiryDelete', { failedText: hireInquiryMessages.deleteFailed }),
        part('inquiryReply', {}),
      ],
      on: {
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
