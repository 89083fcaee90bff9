import {
  type HireInquiryDetail,
  HireInquiryResponse,
  type InquiryStatusRequest,
} from '@contracts/hire-inquiries';
import { call } from '@/api/http';

/** PATCH /api/admin/hire-inquiries/:id { status }: Approve, Reject or set Pending; answers the inquiry. */
export async function updateInquiryStatus({
  id,
  changes,
}: {
  id: string;
  changes: InquiryStatusRequest;
}): Promise<HireInquiryDetail> {
  const body = await call(
    ({ sessionHttp }) =>
      sessionHttp.patch(`admin/hire-inquiries/${encodeURIComponent(id)}`, { json: changes }),
    HireInquiryResponse,
  );
  return body.data.inquiry;
}
