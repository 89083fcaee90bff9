import type { Inquiry, InquiryDetail } from '@contracts/inquiries';
import type { Page } from '@contracts/paging';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Six inquiries, newest first, as the server lists them; the fourth carries markup that must stay text. */
export const sampleInquiries: Inquiry[] = [
  ['Acme Ltd', 'Frontend Developer', 'Aline', 'Uwase', 'Pending'],
  ['Kigali Logistics', 'Data Analyst', 'Eric', 'Habimana', 'Approved'],
  ['Musanze Coop', 'Mobile Developer', 'Diane', 'Ingabire', 'Rejected'],
  ['Inyange', 'Designer', 'Grace', 'Mukamana', 'Pending'],
  ['Bank of Kigali', 'Security Analyst', 'Patrick', 'Mugisha', 'Pending'],
  ['Zipline', 'DevOps Engineer', 'Claudine', 'Umutoni', 'Pending'],
].map(([company, job, first, last, status], index) => ({
  id: `00000000-0000-4000-8000-00000000000${index + 1}`,
  first_name: first!,
  last_name: last!,
  email: `${first!.toLowerCase()}@example.org`,
  company_name: company!,
  job_title: job!,
  country: 'Rwanda',
  message: index === 3 ? '<img src=x onerror=alert(1)>' : `We would like to hire a ${job!.toLowerCase()}.`,
  status: status!,
  created_at: new Date(Date.UTC(2025, 4, 20 - index, 9, 30)).toISOString(),
}));

export const firstPage: Page<Inquiry> = { items: sampleInquiries.slice(0, 5), total: 6 };
export const secondPage: Page<Inquiry> = { items: sampleInquiries.slice(5), total: 6 };

export function detailOf(inquiry: Inquiry, replies: InquiryDetail['replies'] = []): InquiryDetail {
  return { ...inquiry, replies };
}

export const cardTitle = (inquiry: Inquiry) => `${inquiry.company_name} - ${inquiry.job_title}`;

/** The card (article) of an inquiry in the queue. */
export const cardOf = (inquiry: Inquiry) =>
  screen.getByRole('article', { name: new RegExp(`^${escapeRegExp(cardTitle(inquiry))}`) });

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Opens an inquiry's three-dot menu and chooses an item. */
export async function chooseFromMenu(user: UserEvent, inquiry: Inquiry, item: string) {
  await user.click(
    within(cardOf(inquiry)).getByRole('button', { name: `Actions for ${cardTitle(inquiry)}` }),
  );
  await user.click(screen.getByRole('menuitem', { name: item }));
}
