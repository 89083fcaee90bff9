import type { Inquiry, InquiryStatusRequest } from '@contracts/inquiries';
import type { CollectionQuery } from '@machines/collection.machine';
import { fromPromise } from 'xstate';
import { fetchInquiries } from '@/api/fetch-inquiries';
import { deleteInquiry } from './delete-inquiry.api';
import { hireRequestsWith, inquiryQueryOf } from './hire-requests.machine';
import { sendInquiryReply } from './send-inquiry-reply.api';
import { updateInquiryStatus } from './update-inquiry-status.api';

/** /hire-requests with its real network: the API modules the children call. */
export const hireRequestsLogic = hireRequestsWith({
  fetchPage: fromPromise(({ input }: { input: CollectionQuery }) => fetchInquiries(inquiryQueryOf(input))),
  updateItem: fromPromise<Inquiry, { id: string; changes: InquiryStatusRequest }>(({ input }) =>
    updateInquiryStatus(input),
  ),
  deleteItem: fromPromise(({ input }: { input: { id: string } }) => deleteInquiry(input)),
  sendReply: fromPromise<unknown, { id: string; subject: string; message: string }>(({ input }) =>
    sendInquiryReply(input),
  ),
});
