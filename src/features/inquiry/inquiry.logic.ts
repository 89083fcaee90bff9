import { inquiryMachine } from '@machines/inquiry.machine';
import { fromPromise } from 'xstate';
import { submitInquiry } from '@/api/submit-inquiry';

/** The inquiry machine with its real network actor. */
export const inquiryLogic = inquiryMachine.provide({
  actors: { submitInquiry: fromPromise(({ input }) => submitInquiry(input.inquiry, input.idempotencyKey)) },
});
