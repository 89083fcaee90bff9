import { layout } from './layout';
import type { MailMessage } from './mailer';

export interface RepliedInquiry {
  email: string;
  firstName: string;
  companyName: string;
  jobTitle: string;
  message: string;
  createdAt: Date;
}

/**
 * An administrator's answer to a hire-us inquiry: to the address stored with the inquiry (never one from
 * the request), sent from the hub's address (the mailer's `MAIL_FROM`), the admin's subject (a single line,
 * checked by the contract), their message, and the inquiry quoted below. HTML and text; everything escaped.
 */
export function inquiryReplyMail(
  inquiry: RepliedInquiry,
  reply: { subject: string; message: string; senderName: string },
): MailMessage {
  const quoted = `Your inquiry of ${inquiry.createdAt.toISOString().slice(0, 10)} (${inquiry.companyName} - ${inquiry.jobTitle}):`;
  const signature = reply.senderName ? `${reply.senderName}, Hub` : 'The Hub team';
  const paragraphs = [
    inquiry.firstName ? `Hello ${inquiry.firstName},` : 'Hello,',
    reply.message,
    signature,
    quoted,
    inquiry.message,
  ];
  return {
    to: inquiry.email,
    subject: reply.subject,
    text: `${paragraphs.slice(0, 3).join('\n\n')}\n\n---\n${quoted}\n${inquiry.message}\n`,
    html: layout(reply.subject, paragraphs),
  };
}
