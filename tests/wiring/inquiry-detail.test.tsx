import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { writeStoredAuth } from '@/api/auth-storage';
import { InquiryDetailView } from '@/screens/admin/inquiry-detail/inquiry-detail.view';
import { insertInquiries } from '../support/admin-helpers';
import { sessionAccount } from '../support/content-helpers';
import { renderView } from '../support/render-view';
import { serveFrom, startWiredServer } from '../support/wired-app';

const server = startWiredServer();

/** An admin signed in on the page (the session token stored as the sign-in flow stores it). */
async function signedInAdmin() {
  const admin = await sessionAccount(server(), 'Admin');
  writeStoredAuth({ token: admin.token, email: admin.email, role: 'Admin', stage: 'session' }, false);
  serveFrom(server());
}

describe('/admin/hire-inquiries/{id} (the screen machine with its real logic) against the real server', () => {
  it('shows the stored inquiry, what the inquirer typed as text, and no replies yet', async () => {
    const [id] = await insertInquiries(server(), 1, () => ({
      companyName: 'Wired',
      message: '<img src=x onerror=alert(1)>',
    }));
    await signedInAdmin();
    await renderView(<InquiryDetailView id={id!} />, { url: `/admin/hire-inquiries/${id}` });
    expect((await screen.findByRole('heading', { level: 1, name: 'Wired - CTO' })).textContent).toBe(
      'Wired - CTO',
    );
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByText('No replies yet.')).toBeTruthy();
  });

  it('says so when the id names no inquiry', async () => {
    await signedInAdmin();
    const id = '00000000-0000-4000-8000-00000000ffff';
    await renderView(<InquiryDetailView id={id} />, { url: `/admin/hire-inquiries/${id}` });
    expect((await screen.findByRole('alert')).textContent).toBe('Inquiry not found');
  });
});
