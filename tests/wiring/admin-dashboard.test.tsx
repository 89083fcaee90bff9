import { tasks } from '@server/db/schema';
import { screen, waitFor, within } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { writeStoredAuth } from '@/api/auth-storage';
import { AdminDashboardView } from '@/screens/admin/admin-dashboard/admin-dashboard.view';
import { sessionAccount } from '../support/content-helpers';
import { renderView } from '../support/render-view';
import { serveFrom, startWiredServer } from '../support/wired-app';

const server = startWiredServer();

describe('/Admindashboard (the screen machine with its real logic) against the real server', () => {
  it('shows the six stat tiles and stores a task added in the Tasks widget', async () => {
    const admin = await sessionAccount(server(), 'Admin');
    writeStoredAuth({ token: admin.token, email: admin.email, role: 'Admin', stage: 'session' }, false);
    serveFrom(server());
    const { user } = await renderView(<AdminDashboardView />, { url: '/Admindashboard' });

    const stats = screen.getByRole('region', { name: 'Stats' });
    await waitFor(() => expect(within(stats).getAllByRole('listitem')).toHaveLength(6));

    const widget = screen.getByRole('region', { name: 'Tasks' });
    await user.type(await within(widget).findByLabelText('New task'), 'Wired task');
    await user.click(within(widget).getByRole('button', { name: 'Add' }));
    await within(widget).findByText('Wired task');
    expect(await server().db.select().from(tasks).where(eq(tasks.title, 'Wired task'))).toHaveLength(1);
  });
});
