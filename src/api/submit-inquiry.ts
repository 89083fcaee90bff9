import { type InquiryRequestInput, SubmitInquiryResponse } from '@contracts/hire-us';
import { call } from './http';

/**
 * POST /api/hire-us: stores a hire-us inquiry (never retried by the client; the form's button is disabled
 * meanwhile). The submission's Idempotency-Key lets the server answer a repeated send without a second inquiry.
 */
export function submitInquiry(
  body: InquiryRequestInput,
  idempotencyKey: string,
): Promise<SubmitInquiryResponse> {
  return call(
    ({ http }) => http.post('hire-us', { json: body, headers: { 'Idempotency-Key': idempotencyKey } }),
    SubmitInquiryResponse,
  );
}
