import type { HireInquiry } from '@contracts/hire-inquiries';

/** 'company - job title': how the spec names an inquiry on its card. */
export function inquiryTitle(inquiry: Pick<HireInquiry, 'company_name' | 'job_title'>): string {
  return `${inquiry.company_name} - ${inquiry.job_title}`;
}
