import type { HireInquiry, InquiryStatusRequest } from '@contracts/hire-inquiries';
import type { CollectionQuery } from '@machines/collection.machine';
import { fromPromise } from 'xstate';
import { deleteHireInquiry } from '@/api/delete-hire-inquiry';
import { fetchHireInquiries } from '@/api/fetch-hire-inquiries';
import { sendInquiryReply } from '@/api/send-inquiry-reply';
import { updateInquiryStatus } from '@/api/update-inquiry-status';
import { hireRequestsWith, inquiryQueryOf } from './hire-requests.machine';

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
