import { type HireInquiry, hireInquiryMessages } from '@contracts/hire-inquiries';
import { createCollectionMachine } from '@machines/collection.machine';
import { fromPromise } from 'xstate';
import { fetchHireInquiries } from '@/api/fetch-hire-inquiries';

/** The 'Latest inquiries' widget shows the five newest. */
export const LATEST_INQUIRIES_LIMIT = 5;

/** The collection machine at 5, first page only: the newest inquiries (the server's order). */
export const latestInquiriesMachine = createCollectionMachine<HireInquiry>({
  id: 'latestInquiries',
  pageSize: LATEST_INQUIRIES_LIMIT,
  errorMessage: () => hireInquiryMessages.fetchListFailed,
});

/** GET /api/admin/hire-inquiries?page=1&limit=5. */
export const latestInquiriesLogic = latestInquiriesMachine.provide({
  actors: {
    fetchPage: fromPromise(({ input }) => fetchHireInquiries({ page: input.page, limit: input.limit })),
  },
});
