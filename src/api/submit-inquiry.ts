import { type InquiryRequestInput, SubmitInquiryResponse } from '@contracts/hire-us';
import { pageLanguage } from '@/lib/page-language';
import { call } from './http';

/**
 * POST /api/hire-us: stores a hire-us inquiry (never retried by the client; the form's button is disabled
 * meanwhile). The submission's Idempotency-Key lets the server answer a repeated send without a second inquiry.
 * The page's language goes with it: the hub's reply e-mail is written in it.
 */
export function submitInquiry(
  body: InquiryRequestInput,
  idempotencyKey: string,
): Promise<SubmitInquiryResponse> {
  return call(
    ({ http }) =>
      http.post('hire-us', {
        json: { ...body, language: pageLanguage() },
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    SubmitInquiryResponse,
  );
}
