import { inquiryStatuses } from '@contracts/hire-inquiries';
import { fromPromise } from 'xstate';
import { deleteHireInquiry } from '@/api/delete-hire-inquiry';
import { fetchHireInquiries } from '@/api/fetch-hire-inquiries';
import { sendInquiryReply } from '@/api/send-inquiry-reply';
import { updateInquiryStatus } from '@/api/update-inquiry-status';
import { hireRequestsWith } from './hire-requests.machine';

/** /hire-requests with its real network: the API modules the children call. */
export const hireRequestsLogic = hireRequestsWith({
  fetchPage: fromPromise(({ input }: { input: { page: number; limit: number; status?: string } }) =>
    fetchHireInquiries({
      page: input.page,
      limit: input.limit,
      status: inquiryStatuses.find((status) => status === input.status),
    }),
  ),
  updateItem: fromPromise(({ input }: { input: Parameters<typeof updateInquiryStatus>[0] }) =>
    updateInquiryStatus(input),
  ),
  deleteItem: fromPromise(({ input }: { input: { id: string } }) => deleteHireInquiry(input)),
  sendReply: fromPromise(({ input }: { input: Parameters<typeof sendInquiryReply>[0] }) =>
    sendInquiryReply(input),
  ),
});
export type HireRequestsLogic = typeof hireRequestsLogic;
