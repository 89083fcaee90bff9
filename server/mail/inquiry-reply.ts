import { greeting } from '../auth/mails';
import { mailI18n } from './i18n';
import { layout } from './layout';
import type { MailMessage } from './mailer';

export interface RepliedInquiry {
  email: string;
  firstName: string;
  companyName: string;
  jobTitle: string;
  message: string;
  createdAt: Date;
  /** The language of the page the inquiry was sent from: the reply's own texts are in it. */
  language?: string;
}

/**
 * An administrator's answer to a hire-us inquiry: to the address stored with the inquiry (never one from
 * the request), sent from the hub's address (the mailer's `MAIL_FROM`), the admin's subject (a single line,
 * checked by the contract), their message, and the inquiry quoted below. HTML and text; everything escaped. The hub's
 * own words (greeting, signature, the quote's heading) are in the inquiry's `language`.
 */
export function inquiryReplyMail(
  inquiry: RepliedInquiry,
  reply: { subject: string; message: string; senderName: string },
): MailMessage {
  const i18n = mailI18n(inquiry.language);
  const quoted = i18n._('mail.inquiryReply.quoted', {
    date: inquiry.createdAt.toISOString().slice(0, 10),
    company: inquiry.companyName,
    jobTitle: inquiry.jobTitle,
  });
  const signature = reply.senderName
    ? i18n._('mail.inquiryReply.signature', { name: reply.senderName })
    : i18n._('mail.inquiryReply.team');
  const paragraphs = [greeting(i18n, inquiry.firstName), reply.message, signature, quoted, inquiry.message];
  return {
    to: inquiry.email,
    subject: reply.subject,
    text: `${paragraphs.slice(0, 3).join('\n\n')}\n\n---\n${quoted}\n${inquiry.message}\n`,
    html: layout(i18n, reply.subject, paragraphs),
  };
}
