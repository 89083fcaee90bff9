import type { InquiryDetail } from '@contracts/inquiries';
import { fromPromise } from 'xstate';
import { fetchInquiry } from './fetch-inquiry.api';
import { inquiryDetailWith } from './inquiry-detail.machine';

/** /admin/hire-inquiries/{id} with its real network: the API module its load calls. */
export const inquiryDetailLogic = inquiryDetailWith({
  fetchInquiry: fromPromise<InquiryDetail, { id: string }>(({ input }) => fetchInquiry(input)),
});
