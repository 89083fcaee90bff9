import { resources } from '@server/db/schema';
import { act, screen, waitFor, within } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { writeStoredAuth } from '@/api/auth-storage';
import { RefreshAdminBadges } from '@/layouts/admin/admin-badges-context';
import { AddResourceView } from '@/screens/admin/add-resource/add-resource.view';
import { AdminResourcesView } from '@/screens/admin/admin-resources/admin-resources.view';
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

describe('/resources and /add-resource (the screen machines with their real logic) against the real server', () => {
  it("/resources deletes a resource (gone), refreshing the sidebar's count", async () => {
    const [resource] = await server()
      .db.insert(resources)
      .values({ title: 'Wired resource', category: 'Cyber Security', subcategory: 'DevSecOps' })
      .returning({ id: resources.id });
    await signedInAdmin();
    let refreshed = 0;
    const { user } = await renderView(
      <RefreshAdminBadges.Provider value={() => void refreshed++}>
        <AdminResourcesView />
      </RefreshAdminBadges.Provider>,
      { url: '/resources' },
    );
    await user.click(await screen.findByRole('button', { name: 'Delete Wired resource' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Confirmation' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete Wired resource' })).toBeNull());
    await act(async () => {});
    expect(await server().db.select().from(resources).where(eq(resources.id, resource!.id))).toHaveLength(0);
    expect(refreshed).toBe(1);
  });

  it('/add-resource stores a new resource and goes back to /resources', async () => {
    await signedInAdmin();
    const { user, router } = await renderView(<AddResourceView />, { url: '/add-resource' });
    await user.type(screen.getByLabelText(/Resource title/), 'Wired new resource');
    await user.selectOptions(screen.getByLabelText(/^Category/), 'Cyber Security');
    await user.selectOptions(screen.getByLabelText(/Subcategory/), 'DevSecOps');
    await user.type(screen.getByLabelText(/Material URL/), 'https://owasp.org/');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/resources'));
    expect(
      await server().db.select().from(resources).where(eq(resources.title, 'Wired new resource')),
    ).toMatchObject([{ category: 'Cyber Security', subcategory: 'DevSecOps', url: 'https://owasp.org/' }]);
  });
});
