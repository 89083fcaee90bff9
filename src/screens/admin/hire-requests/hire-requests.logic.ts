import type { HireInquiry, InquiryStatusRequest } from '@contracts/hire-inquiries';
import type { CollectionQuery } from '@machines/collection.machine';
import { fromPromise } from 'xstate';
import { fetchHireInquiries } from '@/api/fetch-hire-inquiries';
import { deleteHireInquiry } from './delete-hire-inquiry.api';
import { hireRequestsWith, inquiryQueryOf } from './hire-requests.machine';
import { sendInquiryReply } from './send-inquiry-reply.api';
import { updateInquiryStatus } from './update-inquiry-status.api';

/** /hire-requests with its real network: the API modules the children call. */
export const hireRequestsLogic = hireRequestsWith({
  fetchPage: fromPromise(({ input }: { input: CollectionQuery }) =>
    fetchHireInquiries(inquiryQueryOf(input)),
  ),
  updateItem: fromPromise<HireInquiry, { id: string; changes: InquiryStatusRequest }>(({ input }) =>
    updateInquiryStatus(input),
  ),
  deleteItem: fromPromise(({ input }: { input: { id: string } }) => deleteHireInquiry(input)),
  sendReply: fromPromise<unknown, { id: string; subject: string; message: string }>(({ input }) =>
    sendInquiryReply(input),
  ),
});
