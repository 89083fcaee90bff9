import { builtInMembers } from '@server/db/seed-data/members';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemberDetailView } from '@/screens/public/member-detail/member-detail.view';
import { MembersView } from '@/screens/public/members/members.view';
import { renderView } from '../support/render-view';
import { serveFrom, startWiredServer } from '../support/wired-app';

const server = startWiredServer();
const fullName = (member: (typeof builtInMembers)[number]) => member.name;

describe('members pages with their real logic, against the real server', () => {
  it('lists the first page of the seeded members (GET /api/members?page=1&limit=6)', async () => {
    serveFrom(server());
    await renderView(<MembersView page={1} />, { url: '/members' });
    for (const member of builtInMembers.slice(0, 6))
      expect(await screen.findByText(fullName(member), { exact: false })).toBeTruthy();
    expect(screen.queryByText(fullName(builtInMembers[6]!), { exact: false })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a seeded member (GET /api/members/:id), and "Member not found" for an unknown id', async () => {
    serveFrom(server());
    const member = builtInMembers[0]!;
    const view = await renderView(<MemberDetailView id={member.id} />, { url: `/members/${member.id}` });
    expect(await screen.findByRole('heading', { level: 1, name: fullName(member) })).toBeTruthy();
    expect(screen.getByText(member.bio)).toBeTruthy();
    view.unmount();

    await renderView(<MemberDetailView id="nobody-here" />, { url: '/members/nobody-here' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Member not found' })).toBeTruthy();
  });
});
