import { inquiryDetailMachine } from '@machines/inquiry-detail.machine';
import { fromPromise } from 'xstate';
import { fetchHireInquiry } from '@/api/fetch-hire-inquiry';

/** The inquiry detail machine with its real network actor. */
export const inquiryDetailLogic = inquiryDetailMachine.provide({
  actors: { fetchInquiry: fromPromise(({ input }) => fetchHireInquiry(input)) },
});
