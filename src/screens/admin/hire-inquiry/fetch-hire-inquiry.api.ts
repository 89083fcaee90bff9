import { type HireInquiryDetail, HireInquiryResponse } from '@contracts/hire-inquiries';
import { call } from '@/api/http';

/** GET /api/admin/hire-inquiries/:id: one inquiry with the replies sent to it. */
export async function fetchHireInquiry({ id }: { id: string }): Promise<HireInquiryDetail> {
  const body = await call(
    ({ sessionHttp }) => sessionHttp.get(`admin/hire-inquiries/${encodeURIComponent(id)}`),
    HireInquiryResponse,
  );
  return body.data.inquiry;
}
