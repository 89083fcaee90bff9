import { type InquiryDetail, InquiryResponse } from '@contracts/inquiries';
import { call } from '@/api/http';

/** GET /api/admin/hire-inquiries/:id: one inquiry with the replies sent to it. */
export async function fetchInquiry({ id }: { id: string }): Promise<InquiryDetail> {
  const body = await call(
    ({ sessionHttp }) => sessionHttp.get(`admin/hire-inquiries/${encodeURIComponent(id)}`),
    InquiryResponse,
  );
  return body.data.inquiry;
}
