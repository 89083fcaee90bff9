import { notifications, projects, users } from '@server/db/schema';
import { seedDemoData } from '@server/db/seed';
import { createMemoryBus } from '@server/live/memory-bus';
import { announce, notify } from '@server/notifications/notify';
import { act, screen, waitFor, within } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearStoredAuth, writeStoredAuth } from '@/api/auth-storage';
import { MemberSearch } from '@/layouts/member/member-search';
import { MemberShell } from '@/layouts/member/member-shell';
import { DashboardView } from '@/screens/member/dashboard/dashboard.view';
import { NotificationsView } from '@/screens/member/notifications/notifications.view';
import { sessionAccount } from '../support/content-helpers';
import { createDeferredActors } from '../support/deferred-actors';
import { memberSession } from '../support/member/shell';
import { renderView } from '../support/render-view';
import { createTestApp, type TestApp } from '../support/test-app';
import { serveFrom } from '../support/wired-app';

/** The real app with its in-process live bus (kept, so the test can deliver notifications live). */
const live = createMemoryBus();
let t: TestApp;
let member: Awaited<ReturnType<typeof sessionAccount>>;

beforeAll(async () => {
  t = await createTestApp({ now: new Date(), live });
  await seedDemoData(t.db, t.clock);
});
afterAll(() => t.close());

beforeEach(async () => {
  member = await sessionAccount(t, 'Member');
  writeStoredAuth({ token: member.token, email: member.email, role: 'Member', stage: 'session' }, false);
  serveFrom(t);
});
afterEach(() => {
  clearStoredAuth();
  vi.unstubAllGlobals();
});

/** A notification for the member, stored and delivered live as the server's own events do. */
async function notifyMember(text: string, minutesAgo = 0) {
  const row = await notify(t.db, {
    accountId: member.id,
    type: 'update',
    text,
    link: '/dashboard/projects',
    now: new Date(Date.now() - minutesAgo * 60_000),
  });
  await announce({ db: t.db, clock: t.clock, live }, [row]);
}

describe('member area with its real logic, against the real server', () => {
  it('/notifications lists the own, newest first, and Mark all read is stored', async () => {
    await notifyMember('Your project was published', 90);
    await notifyMember('A new resource: Figma basics', 5);
    const { user } = await renderView(<NotificationsView />, { url: '/notifications' });
    const list = await screen.findByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent),
    ).toEqual(['Unread: A new resource: Figma basics', 'Unread: Your project was published']);
    expect(within(list).getAllByRole('listitem')[0]!.querySelector('time')?.textContent).toBe('5 min ago');
    expect(within(list).getAllByRole('listitem')[1]!.querySelector('time')?.textContent).toBe('1 hour ago');

    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(async () => {
      const unread = await t.db
        .select()
        .from(notifications)
        .where(eq(notifications.accountId, member.id))
        .then((rows) => rows.filter((row) => row.readAt === null));
      expect(unread).toEqual([]);
    });
    await waitFor(() => expect(screen.getByRole('list').textContent).not.toContain('Unread:'));
  });

  it('the shell shows the live counts, and a new notification moves the badge without a reload', async () => {
    await notifyMember('Your project was published');
    const session = await memberSession(createDeferredActors(['revokeSession']));
    await renderView(
      <MemberShell session={session}>
        <NotificationsView />
      </MemberShell>,
      { url: '/notifications' },
    );
    const sidebar = screen.getByRole('navigation', { name: 'Member sections' });
    await within(sidebar).findByRole('img', { name: '1 unread notification' });
    await waitFor(() => expect(screen.getAllByRole('listitem').length).toBeGreaterThan(0));
    // The live stream is open once the server has said ready: then a new notification arrives live.
    await waitFor(() => expect(screen.queryByText(/You are offline/)).toBeNull());
    await act(() => notifyMember('Someone replied to you in the channel'));
    await within(sidebar).findByRole('img', { name: '2 unread notifications' });
    await screen.findByText('Someone replied to you in the channel');
  });

  it('/dashboard welcomes the member by name; a new member has no projects and no notifications', async () => {
    const [row] = await t.db.select().from(users).where(eq(users.id, member.id));
    await renderView(<DashboardView />, { url: '/dashboard' });
    await screen.findByRole('heading', {
      level: 1,
      name: `Welcome back, ${row!.firstName} ${row!.lastName}`,
    });
    // The seven published samples belong to the hub, not to the member.
    await within(screen.getByRole('region', { name: 'Recent Projects' })).findByText('No projects yet.');
    await within(screen.getByRole('region', { name: 'Recent Notifications' })).findByText(
      'No notifications yet.',
    );
  });

  it("/dashboard's Recent Projects lists the member's own newest 3, in review too", async () => {
    const titles = ['Solar kiosk', 'Campus map', 'Study buddy', 'Library bot'];
    for (const [index, title] of titles.entries())
      await t.db.insert(projects).values({
        title,
        status: 'review',
        ownerId: member.id,
        createdAt: new Date(Date.now() - (titles.length - index) * 60_000),
      });
    await renderView(<DashboardView />, { url: '/dashboard' });
    const block = screen.getByRole('region', { name: 'Recent Projects' });
    await waitFor(() =>
      expect(
        within(block)
          .getAllByRole('listitem')
          .map((item) => item.firstChild?.textContent),
      ).toEqual(['Library bot', 'Study buddy', 'Campus map']),
    );
    expect(within(block).getAllByRole('listitem')[0]!.textContent).toContain('review');
  });

  it('the header search finds resources and the projects the member may see, grouped', async () => {
    const [project] = await t.db
      .insert(projects)
      .values({ title: 'Quantum garden', status: 'review', ownerId: member.id })
      .returning();
    const { user, router } = await renderView(<MemberSearch />, { url: '/dashboard' });
    const box = screen.getByRole('combobox', { name: 'Search a resource or project' });
    await user.type(box, 'firewall');
    const resources = await screen.findByRole('group', { name: 'Resources' });
    expect(within(resources).getAllByRole('option')[0]!.textContent).toContain(
      'Firewall Rules for Small Offices',
    );
    expect(screen.queryByRole('group', { name: 'Projects' })).toBeNull();

    await user.clear(box);
    await user.type(box, 'quantum');
    const found = await screen.findByRole('group', { name: 'Projects' });
    expect(within(found).getByRole('option').textContent).toBe('Quantum gardenreview');
    await user.keyboard('{ArrowDown}{Enter}');
    // The member's own project in review opens its edit form.
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/dashboard/projects/${project!.id}/edit`),
    );
  });
});
