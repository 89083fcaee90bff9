import { type InquiryDetail, InquiryResponse, type InquiryStatusRequest } from '@contracts/inquiries';
import { call } from '@/api/http';

/** PATCH /api/admin/hire-inquiries/:id { status }: Approve, Reject or set Pending; answers the inquiry. */
export async function updateInquiryStatus({
  id,
  changes,
}: {
  id: string;
  changes: InquiryStatusRequest;
}): Promise<InquiryDetail> {
  const body = await call(
    ({ sessionHttp }) =>
      sessionHttp.patch(`admin/hire-inquiries/${encodeURIComponent(id)}`, { json: changes }),
    InquiryResponse,
  );
  return body.data.inquiry;
}
