import type { HireInquiryDetail } from '@contracts/hire-inquiries';
import { fromPromise } from 'xstate';
import { fetchHireInquiry } from './fetch-hire-inquiry.api';
import { hireInquiryWith } from './hire-inquiry.machine';

/** /admin/hire-inquiries/{id} with its real network: the API module its load calls. */
export const hireInquiryLogic = hireInquiryWith({
  fetchInquiry: fromPromise<HireInquiryDetail, { id: string }>(({ input }) => fetchHireInquiry(input)),
});
