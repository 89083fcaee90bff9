import { users } from '@server/db/schema';
import { screen, waitFor, within } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { writeStoredAuth } from '@/api/auth-storage';
import { AdminMembersView } from '@/screens/admin/admin-members/admin-members.view';
import { sessionAccount } from '../support/content-helpers';
import { renderView } from '../support/render-view';
import { serveFrom, startWiredServer } from '../support/wired-app';

const server = startWiredServer();

const stored = async (id: string) => (await server().db.select().from(users).where(eq(users.id, id)))[0];

describe('/Admin-members (the screen machine with its real logic) against the real server', () => {
  it('grants a role (stored) and disables an account (stored), each row showing the server’s copy', async () => {
    const member = await sessionAccount(server(), 'Member');
    const admin = await sessionAccount(server(), 'Admin');
    writeStoredAuth({ token: admin.token, email: admin.email, role: 'Admin', stage: 'session' }, false);
    serveFrom(server());
    const { user } = await renderView(<AdminMembersView />, { url: '/Admin-members' });
    const name = `${member.firstName} ${member.lastName}`;
    const row = () => screen.getByRole('cell', { name: member.email }).closest('tr')!;

    await screen.findByRole('cell', { name: member.email });
    await user.selectOptions(within(row()).getByLabelText(`Role for ${name}`), 'Moderator');
    await user.click(within(row()).getByRole('button', { name: 'Grant role' }));
    await waitFor(() => expect(within(row()).getAllByRole('cell')[2]!.textContent).toBe('Moderator'));
    expect((await stored(member.id))?.role).toBe('Moderator');

    await user.click(within(row()).getByRole('button', { name: `Disable ${name}` }));
    await within(row()).findByRole('button', { name: `Enable ${name}` });
    expect((await stored(member.id))?.disabledAt).not.toBeNull();
  });
});
