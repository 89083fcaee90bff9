import { type InquiryRequestInput, SubmitInquiryResponse } from '@contracts/hire-us';
import { call, http } from './http';

/** POST /api/hire-us: stores a hire-us inquiry (never retried; the form's button is disabled meanwhile). */
export function submitInquiry(body: InquiryRequestInput): Promise<SubmitInquiryResponse> {
  return call(() => http.post('hire-us', { json: body }), SubmitInquiryResponse);
}
