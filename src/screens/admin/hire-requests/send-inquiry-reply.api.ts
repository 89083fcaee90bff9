import { type InquiryReply, type InquiryReplyRequest, InquiryReplyResponse } from '@contracts/inquiries';
import { call } from '@/api/http';

/**
 * POST /api/admin/hire-inquiries/:id/reply { subject, message }: mailed to the inquirer's stored address
 * and stored. Never retried (a POST): the Send button is disabled while it runs.
 */
export async function sendInquiryReply({
  id,
  subject,
  message,
}: { id: string } & InquiryReplyRequest): Promise<InquiryReply> {
  const body = await call(
    ({ sessionHttp }) =>
      sessionHttp.post(`admin/hire-inquiries/${encodeURIComponent(id)}/reply`, {
        json: { subject, message },
      }),
    InquiryReplyResponse,
  );
  return body.data.reply;
}
