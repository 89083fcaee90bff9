import { hireInquiries } from '@server/db/schema';
import { act, screen, waitFor, within } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { writeStoredAuth } from '@/api/auth-storage';
import { RefreshAdminBadges } from '@/layouts/admin/admin-badges-context';
import { HireRequestsView } from '@/screens/admin/hire-requests/hire-requests.view';
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

const card = (company: string) => screen.getByRole('article', { name: new RegExp(`^${company} - CTO`) });

async function choose(user: Awaited<ReturnType<typeof renderView>>['user'], company: string, item: string) {
  await user.click(within(card(company)).getByRole('button', { name: `Actions for ${company} - CTO` }));
  await user.click(screen.getByRole('menuitem', { name: item }));
}

describe('/hire-requests (the screen machine with its real logic) against the real server', () => {
  it('approves (stored), replies (mailed to the inquirer) and deletes (gone), refreshing the sidebar counts', async () => {
    const t = server();
    const [oldId, newId] = await insertInquiries(t, 2, (i) => ({
      companyName: `Wired ${i}`,
      email: `wired${i}@company.example`,
    }));
    await signedInAdmin();
    let refreshed = 0;
    const { user } = await renderView(
      <RefreshAdminBadges.Provider value={() => void refreshed++}>
        <HireRequestsView />
      </RefreshAdminBadges.Provider>,
      { url: '/hire-requests' },
    );
    await screen.findByRole('article', { name: /^Wired 1 - CTO/ });

    await choose(user, 'Wired 1', 'Approve');
    await waitFor(() => expect(within(card('Wired 1')).getByText('Approved', { exact: true })).toBeTruthy());
    const [stored] = await t.db.select().from(hireInquiries).where(eq(hireInquiries.id, newId!));
    expect(stored?.status).toBe('Approved');
    expect(refreshed).toBe(1);

    await choose(user, 'Wired 1', 'Reply');
    const dialog = screen.getByRole('dialog', { name: 'Reply to Inquiry' });
    await user.type(within(dialog).getByLabelText('Subject'), 'About your request');
    await user.type(within(dialog).getByLabelText('Message'), 'Let us talk on Monday.');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await screen.findByText('Reply sent to wired1@company.example');
    expect(t.mailer.messages.at(-1)).toMatchObject({
      to: 'wired1@company.example',
      subject: 'About your request',
    });
    expect(refreshed).toBe(1);

    await choose(user, 'Wired 0', 'Delete');
    const confirm = screen.getByRole('dialog', { name: 'Delete Confirmation' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: /^Wired 0 - CTO/ })).toBeNull());
    await act(async () => {});
    expect(await t.db.select().from(hireInquiries).where(eq(hireInquiries.id, oldId!))).toEqual([]);
    expect(refreshed).toBe(2);
  });
});
