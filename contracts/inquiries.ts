import * as v from 'valibot';
import { pagedResponse } from './paging';
import { requiredLine, requiredText } from './text-fields';
import { defineTexts } from './texts';

/**
 * The admin side of hire-us inquiries (the queue and the inquiry detail):
 * `GET /api/admin/hire-inquiries?page&limit&status` (newest first), `GET …/:id` and
 * `PATCH …/:id { status }` → `{ data: { inquiry } }` (with its replies, oldest first),
 * `POST …/:id/reply { subject, message }` → 201 `{ data: { reply } }` (502 `{ message }` when the mail could
 * not be sent: nothing stored), `DELETE …/:id` → 204 (no body). Field names are the spec's Hire inquiry entity.
 */

/** Inquiries page size: 5. */
export const INQUIRIES_PAGE_SIZE = 5;
export const REPLY_MAX_LENGTH = 10_000;

export const inquiryStatuses = ['Pending', 'Approved', 'Rejected'] as const;
export type InquiryStatus = (typeof inquiryStatuses)[number];

export const inquiryAdminMessages = defineTexts('hireInquiries', {
  // The spec's texts, letter for letter.
  fetchListFailed: 'Failed to fetch inquiries',
  fetchOneFailed: 'Failed to fetch inquiry',
  replyFailed: 'Failed to send reply',
  // Server answers (every error is `{ message }`).
  notFound: 'Inquiry not found',
  statusInvalid: 'Status must be Pending, Approved or Rejected',
  subjectRequired: 'Subject is required',
  messageRequired: 'Message is required',
  subjectTooLong: 'The subject is longer than 10,000 characters.',
  messageTooLong: 'The message is longer than 10,000 characters.',
  subjectSingleLine: 'The subject must be on one line.',
  mailFailed: 'The reply could not be e-mailed. Nothing was stored; please try again.',
  deleteFailed: 'Failed to delete inquiry',
  statusFailed: 'Failed to update the status',
});

const IsoDate = v.pipe(v.string(), v.isoTimestamp());

export const InquiryReply = v.object({
  id: v.string(),
  subject: v.string(),
  message: v.string(),
  /** Who sent it: the administrator's name (or e-mail), '' when that account is gone. */
  sent_by: v.string(),
  sent_at: IsoDate,
});
export type InquiryReply = v.InferOutput<typeof InquiryReply>;

export const Inquiry = v.object({
  id: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  email: v.string(),
  company_name: v.string(),
  job_title: v.string(),
  country: v.string(),
  message: v.string(),
  /** Stored as one of inquiryStatuses; the UI treats anything else as pending. */
  status: v.string(),
  created_at: IsoDate,
});
export type Inquiry = v.InferOutput<typeof Inquiry>;

/** 'company - job title': how the spec names an inquiry (a queue card, the delete question, the detail's heading). */
export function inquiryTitle(inquiry: Pick<Inquiry, 'company_name' | 'job_title'>): string {
  return `${inquiry.company_name} - ${inquiry.job_title}`;
}

export const InquiryDetail = v.object({ ...Inquiry.entries, replies: v.array(InquiryReply) });
export type InquiryDetail = v.InferOutput<typeof InquiryDetail>;

export const InquiriesFilter = v.object({
  status: v.optional(v.picklist(inquiryStatuses, inquiryAdminMessages.statusInvalid)),
});

export const InquiriesPageResponse = pagedResponse('inquiries', Inquiry);
export type InquiriesPageResponse = v.InferOutput<typeof InquiriesPageResponse>;

export const InquiryResponse = v.object({ data: v.object({ inquiry: InquiryDetail }) });
export type InquiryResponse = v.InferOutput<typeof InquiryResponse>;

/** A missing `status` (or a body that is no object) gets the same message as a wrong one. */
export const InquiryStatusRequest = v.object(
  { status: v.picklist(inquiryStatuses, inquiryAdminMessages.statusInvalid) },
  inquiryAdminMessages.statusInvalid,
);
export type InquiryStatusRequest = v.InferOutput<typeof InquiryStatusRequest>;

/** Only subject and message: any recipient field in the body is ignored (the reply goes to the stored address). */
export const InquiryReplyRequest = v.object({
  subject: requiredLine(REPLY_MAX_LENGTH, {
    required: inquiryAdminMessages.subjectRequired,
    tooLong: inquiryAdminMessages.subjectTooLong,
    singleLine: inquiryAdminMessages.subjectSingleLine,
  }),
  message: requiredText(REPLY_MAX_LENGTH, {
    required: inquiryAdminMessages.messageRequired,
    tooLong: inquiryAdminMessages.messageTooLong,
  }),
});
export type InquiryReplyRequest = v.InferOutput<typeof InquiryReplyRequest>;

export const InquiryReplyResponse = v.object({ data: v.object({ reply: InquiryReply }) });
export type InquiryReplyResponse = v.InferOutput<typeof InquiryReplyResponse>;
