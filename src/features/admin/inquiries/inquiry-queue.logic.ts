import {
  type HireInquiry,
  hireInquiryMessages,
  INQUIRIES_PAGE_SIZE,
  type InquiryStatusRequest,
} from '@contracts/hire-inquiries';
import { createCollectionMachine } from '@machines/collection.machine';
import { confirmDeleteMachine } from '@machines/confirm-delete.machine';
import { inquiryReplyMachine } from '@machines/inquiry-reply.machine';
import { createItemUpdateMachine } from '@machines/item-update.machine';
import { fromPromise } from 'xstate';
import { deleteHireInquiry } from '@/api/delete-hire-inquiry';
import { fetchHireInquiries } from '@/api/fetch-hire-inquiries';
import { sendInquiryReply } from '@/api/send-inquiry-reply';
import { updateInquiryStatus } from '@/api/update-inquiry-status';

/** /hire-requests: the collection machine at 5 a page, newest first (the server's order). */
export const inquiryQueueMachine = createCollectionMachine<HireInquiry>({
  id: 'inquiryQueue',
  pageSize: INQUIRIES_PAGE_SIZE,
  errorMessage: () => hireInquiryMessages.fetchListFailed,
});

/** Approve / Reject / set Pending, stored with PATCH. */
export const inquiryStatusMachine = createItemUpdateMachine<HireInquiry, InquiryStatusRequest>({
  id: 'inquiryStatus',
});

/** The machines of the queue screen with their real network actors. */
export const inquiryQueueLogic = {
  queue: inquiryQueueMachine.provide({
    actors: {
      fetchPage: fromPromise(({ input }) => fetchHireInquiries({ page: input.page, limit: input.limit })),
    },
  }),
  reply: inquiryReplyMachine.provide({
    actors: { sendReply: fromPromise(({ input }) => sendInquiryReply(input)) },
  }),
  remove: confirmDeleteMachine.provide({
    actors: { deleteItem: fromPromise(({ input }) => deleteHireInquiry(input)) },
  }),
  status: inquiryStatusMachine.provide({
    actors: { updateItem: fromPromise(({ input }) => updateInquiryStatus(input)) },
  }),
};
export type InquiryQueueLogic = typeof inquiryQueueLogic;
