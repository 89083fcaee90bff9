import { File as NodeFile } from 'node:buffer';
import { members, projects, resources } from '@server/db/schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { writeStoredAuth } from '@/api/auth-storage';
import { EditProfileView } from '@/screens/member/edit-profile/edit-profile.view';
import { HubEventsView } from '@/screens/member/hub-events/hub-events.view';
import { LikedResourcesView } from '@/screens/member/liked-resources/liked-resources.view';
import { MemberProjectFormView } from '@/screens/member/member-project-form/member-project-form.view';
import { MemberProjectsView } from '@/screens/member/member-projects/member-projects.view';
import { file, imageBytes, send, sessionAccount } from '../support/content-helpers';
import { renderView } from '../support/render-view';
import { serveFrom, startWiredServer } from '../support/wired-app';

const server = startWiredServer();

/**
 * jsdom's FormData and File cannot cross into Node's fetch (the file part arrives as the text
 * '[object File]'); a browser has one implementation of each. The page gets Node's for this test, so the
 * multipart body the server reads is the one a browser sends.
 */
async function useNodeMultipart() {
  const probe = await new Response(new URLSearchParams('a=1')).formData();
  vi.stubGlobal('FormData', probe.constructor);
  vi.stubGlobal('File', NodeFile);
}

/** A new member signed in on the page (the session token stored as the sign-in flow stores it). */
async function signedInMember() {
  const member = await sessionAccount(server(), 'Member');
  writeStoredAuth({ token: member.token, email: member.email, role: 'Member', stage: 'session' }, false);
  serveFrom(server());
  return member;
}

describe('the member pages with their real logic, against the real server', () => {
  it('adds a project with a real PNG (status review, owned by the member), lists it, edits it, deletes it', async () => {
    const member = await signedInMember();
    await useNodeMultipart();
    const png = file(await imageBytes('png', 80, 60), 'solar.png');
    const form = await renderView(<MemberProjectFormView />, { url: '/dashboard/projects/new' });
    expect(screen.getByRole('heading', { level: 1, name: 'Add new project' })).toBeTruthy();
    await form.user.type(screen.getByLabelText('Title'), 'Solar Map');
    await form.user.type(screen.getByLabelText('Description'), 'Maps rooftops for panels');
    fireEvent.change(screen.getByLabelText('Project image'), { target: { files: [png] } });
    await form.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(form.router.state.location.pathname).toBe('/dashboard/projects'), {
      timeout: 10_000,
    });
    const [row] = await server().db.select().from(projects).where(eq(projects.ownerId, member.id));
    expect(row).toMatchObject({ title: 'Solar Map', status: 'review', progress: 0 });
    expect(row!.image).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}$/);
    form.unmount();

    const table = await renderView(<MemberProjectsView />, { url: '/dashboard/projects' });
    const cell = await screen.findByRole('cell', { name: 'Solar Map' });
    const tableRow = cell.closest('tr')!;
    expect(within(tableRow).getByText('review')).toBeTruthy();
    // Only the member's own: the published seed projects of others are not in their table.
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2);
    table.unmount();

    const edit = await renderView(<MemberProjectFormView id={row!.id} />, {
      url: `/dashboard/projects/${row!.id}/edit`,
    });
    const title = (await screen.findByLabelText('Title')) as HTMLInputElement;
    expect(title.value).toBe('Solar Map');
    await edit.user.clear(title);
    await edit.user.type(title, 'Solar Map v2');
    await edit.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(edit.router.state.location.pathname).toBe('/dashboard/projects'));
    const [edited] = await server().db.select().from(projects).where(eq(projects.id, row!.id));
    expect(edited).toMatchObject({ title: 'Solar Map v2', image: row!.image });
    edit.unmount();

    const again = await renderView(<MemberProjectsView />, { url: '/dashboard/projects' });
    await again.user.click(await screen.findByRole('button', { name: 'Delete Solar Map v2' }));
    await again.user.click(
      within(screen.getByRole('dialog', { name: 'Delete Confirmation' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('You have no projects yet.')).toBeTruthy();
    expect(await server().db.select().from(projects).where(eq(projects.id, row!.id))).toEqual([]);
  });

  it('lists the resources the member liked (and only those)', async () => {
    const member = await signedInMember();
    const [first, second] = await server().db.select().from(resources).limit(2);
    const like = await send(server(), 'POST', `/api/resources/${first!.id}/like`, { token: member.token });
    expect(like.status).toBe(200);
    await renderView(<LikedResourcesView />, { url: '/dashboard/resources' });
    expect(
      await screen.findByRole('link', { name: `View ${first!.title} (opens in a new tab)` }),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: `View ${second!.title} (opens in a new tab)` })).toBeNull();
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2);
  });

  it('shows the seeded events under Upcoming events and Past events', async () => {
    await signedInMember();
    const view = await renderView(<HubEventsView />, { url: '/dashboard/events' });
    await waitFor(() => expect(screen.getAllByRole('article').length).toBeGreaterThan(0));
    const upcoming = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await view.user.click(screen.getByRole('tab', { name: 'Past events' }));
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).not.toEqual(upcoming),
    );
    expect(screen.getAllByRole('article').length).toBeGreaterThan(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('creates the member profile (PUT /api/members/me) that /members shows, and shows it again on reopening', async () => {
    const member = await signedInMember();
    const first = await renderView(<EditProfileView />, { url: '/dashboard/edit-profile' });
    expect(
      await screen.findByText('You have no public profile yet: fill in the form to create it.'),
    ).toBeTruthy();
    const fill = async (label: string, value: string) => first.user.type(screen.getByLabelText(label), value);
    await fill('Full Name', 'Teta Kalisa Wiring');
    await fill('Role/Position', 'Data engineer');
    await fill('Bio', 'Pipelines and dashboards.');
    await fill('GitHub', 'https://github.com/grace');
    await fill('Degree', 'BSc Statistics');
    await fill('Institution', 'University of Rwanda');
    await fill('Skill name', 'Data');
    await fill('Technologies', '  Python  {Enter}');
    await fill('Proficiency (%)', '75');
    await first.user.click(screen.getByRole('button', { name: 'Add skill' }));
    await first.user.click(screen.getByRole('button', { name: 'Confirm Member Information' }));
    expect(await screen.findByText('Your member information is saved.')).toBeTruthy();
    const [stored] = await server().db.select().from(members).where(eq(members.accountId, member.id));
    expect(stored).toBeTruthy();
    const publicList = await send(server(), 'GET', '/api/members?limit=24');
    const listed = publicList.body.data.members.find((m: { id: string }) => m.id === stored!.id);
    expect(listed).toMatchObject({
      role: 'Data engineer',
      contacts: { github: 'https://github.com/grace' },
      skills: [{ name: 'Data', technologies: ['Python'], percent: 75 }],
    });
    first.unmount();

    await renderView(<EditProfileView />, { url: '/dashboard/edit-profile' });
    expect(((await screen.findByLabelText('Full Name')) as HTMLInputElement).value).toBe(
      'Teta Kalisa Wiring',
    );
    expect(screen.queryByText('You have no public profile yet: fill in the form to create it.')).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Your skills' })).getByText('Data')).toBeTruthy();
  });
});
