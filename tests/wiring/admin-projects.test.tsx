import { projects } from '@server/db/schema';
import { act, screen, waitFor, within } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { writeStoredAuth } from '@/api/auth-storage';
import { RefreshAdminBadges } from '@/layouts/admin/admin-badges-context';
import { AdminProjectsView } from '@/screens/admin/admin-projects/admin-projects.view';
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

const stored = async (id: string) =>
  (await server().db.select().from(projects).where(eq(projects.id, id)))[0];

describe('/Admin-projects (the screen machine with its real logic) against the real server', () => {
  it("publishes (stored active), rejects (reason stored), deletes (gone) and adds (listed), refreshing the sidebar's counts", async () => {
    const [review, other] = await server()
      .db.insert(projects)
      .values([
        { title: 'Wired review', status: 'review' },
        { title: 'Wired other', status: 'review' },
      ])
      .returning({ id: projects.id });
    await signedInAdmin();
    let refreshed = 0;
    const { user } = await renderView(
      <RefreshAdminBadges.Provider value={() => void refreshed++}>
        <AdminProjectsView />
      </RefreshAdminBadges.Provider>,
      { url: '/Admin-projects' },
    );
    await user.click(await screen.findByRole('button', { name: 'Publish Wired review' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Publish Wired review' })).toBeNull());
    expect((await stored(review!.id))?.status).toBe('active');
    expect(refreshed).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Reject Wired other' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject project' });
    await user.type(within(dialog).getByLabelText(/Reason/), 'Needs a description');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Reject Wired other' })).toBeNull());
    expect((await stored(other!.id))?.rejectionReason).toBe('Needs a description');
    expect(refreshed).toBe(2);

    await user.click(screen.getByRole('button', { name: 'Delete Wired other' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Confirmation' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete Wired other' })).toBeNull());
    await act(async () => {});
    expect(await stored(other!.id)).toBeUndefined();
    expect(refreshed).toBe(3);

    await user.click(screen.getByRole('button', { name: 'Add New project' }));
    const form = screen.getByRole('dialog', { name: 'Add new project' });
    await user.type(within(form).getByLabelText(/Title/), 'Wired new');
    await user.type(within(form).getByLabelText(/Description/), 'Added by the admin');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Edit Wired new' });
    expect(await server().db.select().from(projects).where(eq(projects.title, 'Wired new'))).toHaveLength(1);
    expect(refreshed).toBe(4);
  });
});
