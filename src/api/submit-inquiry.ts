import { type InquirySubmission, SubmitInquiryResponse } from '@contracts/hire-us';
import { postJson } from './post-json';

/**
 * POST /api/hire-us: stores a hire-us inquiry (the form's button is disabled meanwhile). The page's submit
 * and its outbox's resend of a kept one (src/device/inquiry-outbox.ts, in the page and in the service worker)
 * both send through here, so a resend is the same body under the same Idempotency-Key, which the server
 * answers without a second inquiry.
 */
export function submitInquiry(
  inquiry: InquirySubmission,
  idempotencyKey: string,
  fetcher?: typeof fetch,
): Promise<SubmitInquiryResponse> {
  return postJson('hire-us', inquiry, SubmitInquiryResponse, idempotencyKey, fetcher);
}
