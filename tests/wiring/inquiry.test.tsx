import { requiredInquiryFields } from '@contracts/hire-us';
import { hireInquiries, idempotencyKeys } from '@server/db/schema';
import { screen } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { labels } from '@/screens/public/hire-us/hire-us.model';
import { HireUsView } from '@/screens/public/hire-us/hire-us.view';
import { renderView } from '../support/render-view';
import { serveFrom, startWiredServer } from '../support/wired-app';

const server = startWiredServer();

const inquiry = {
  email: 'grace@acme.example',
  first_name: 'Grace',
  last_name: 'Mukamana',
  company_name: 'Acme Ltd',
  job_title: 'CTO',
  country: 'Rwanda',
  message: 'We would like a mobile app for our clinics.',
};

describe('the hire-us form with its real logic, against the real server', () => {
  it('stores the inquiry (Pending) through POST /api/hire-us and says so', async () => {
    serveFrom(server());
    const { user } = await renderView(<HireUsView />, { url: '/hire-us' });
    for (const field of requiredInquiryFields) {
      const control = screen.getByLabelText(labels[field], { exact: false });
      if (field === 'country') await user.selectOptions(control, inquiry.country);
      else await user.type(control, inquiry[field]);
    }
    await user.click(screen.getByRole('checkbox', { name: /I agree to the terms and conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(
      (await screen.findByText('Your inquiry has been submitted successfully!')).getAttribute('role'),
    ).toBe('status');
    const rows = await server().db.select().from(hireInquiries).where(eq(hireInquiries.email, inquiry.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      firstName: inquiry.first_name,
      lastName: inquiry.last_name,
      companyName: inquiry.company_name,
      jobTitle: inquiry.job_title,
      country: inquiry.country,
      message: inquiry.message,
      consent: true,
      status: 'Pending',
    });
    // The form sent its submission's Idempotency-Key, and the server keeps the answer for a retry.
    const keys = await server().db.select().from(idempotencyKeys).where(eq(idempotencyKeys.scope, 'hire-us'));
    expect(keys).toHaveLength(1);
    expect(keys[0]?.key).toMatch(/^[0-9a-f]{32}$/);
  });
});
