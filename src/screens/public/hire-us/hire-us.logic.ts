import { fromPromise } from 'xstate';
import { submitInquiry } from '@/api/submit-inquiry';
import { hireUsWith, type InquirySubmission } from './hire-us.machine';

/** /hire-us with its real network: POST /api/hire-us with the submission's Idempotency-Key. */
export const hireUsLogic = hireUsWith({
  submitInquiry: fromPromise(({ input }: { input: InquirySubmission }) =>
    submitInquiry(input.inquiry, input.idempotencyKey),
  ),
});
export type HireUsLogic = typeof hireUsLogic;
