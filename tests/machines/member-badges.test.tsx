import type { BadgeCounts } from '@contracts/member-area';
import { memberBadgesMachine } from '@machines/member-badges.machine';
import { act, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MemberShell } from '@/layouts/member/member-shell';
import { createDeferredActors, type DeferredActors } from '../support/deferred-actors';
import { fakeLive, memberSession, shellLogicWith } from '../support/member/shell';
import type { EventExecutors, StateAssertions } from '../support/model';
import { modelSuite, type WalkContext } from '../support/model-suite';
import { renderView } from '../support/render-view';

const counts: BadgeCounts = { notifications: 6, resources: 5, projects: 130, messages: 0, events: 6 };
/** What the live stream says after a new notification and a new project. */
const changed: BadgeCounts = { notifications: 7, resources: 5, projects: 131, messages: 2, events: 6 };

const actorNames = ['fetchCounts', 'revokeSession', 'waitQuiet', 'searchArea'];

let router: Awaited<ReturnType<typeof renderView>>['router'];
let user: UserEvent;
let live: ReturnType<typeof fakeLive>;
let visits = 0;

async function renderShell(deferred: DeferredActors) {
  const session = await memberSession(deferred);
  live = fakeLive();
  const view = await renderView(
    <MemberShell session={session} logic={shellLogicWith(deferred, live)}>
      <h1>Dashboard</h1>
    </MemberShell>,
    { url: '/dashboard' },
  );
  await live.open();
  ({ router, user } = view);
  return { ...view, session };
}

const sidebar = () => screen.getByRole('navigation', { name: 'Member sections' });
const badgeTexts = () =>
  within(sidebar())
    .queryAllByRole('img')
    .map((badge) => [
      badge.getAttribute('aria-label'),
      badge.textContent,
      badge.closest('a')?.getAttribute('href'),
    ]);

function expectBadges(shown: BadgeCounts | undefined) {
  if (!shown) {
    expect(badgeTexts()).toEqual([]);
    return;
  }
  const cap = (count: number) => (count > 99 ? '99+' : String(count));
  const label = (count: number, what: string) => `${count} ${what}${count === 1 ? '' : 's'}`;
  expect(badgeTexts()).toEqual([
    [label(shown.notifications, 'unread notification'), cap(shown.notifications), '/notifications'],
    [label(shown.resources, 'liked resource'), cap(shown.resources), '/dashboard/resources'],
    [label(shown.projects, 'project'), cap(shown.projects), '/dashboard/projects'],
    [label(shown.messages, 'unread message'), cap(shown.messages), '/hub-channel'],
    [label(shown.events, 'upcoming event'), cap(shown.events), '/dashboard/events'],
  ]);
}

const contextCounts = (snapshot: { context: unknown }) =>
  (snapshot.context as { counts?: BadgeCounts }).counts;

const states: StateAssertions = {
  loading: (snapshot) => expectBadges(contextCounts(snapshot)),
  shown: (snapshot) => expectBadges(contextCounts(snapshot)),
  hidden: () => expectBadges(undefined),
};

const executors: EventExecutors = {
  /** Any navigation in the member area fetches the counts again. */
  'badges.refresh': async () => {
    visits += 1;
    await act(() => router.navigate({ to: '/dashboard', search: { visit: visits } } as never));
  },
  /** The server says the numbers changed: the badges follow without a reload. */
  'counts.changed': (event) =>
    live.push({ type: 'counts.changed', data: (event as unknown as { counts: BadgeCounts }).counts }),
};

modelSuite(memberBadgesMachine, {
  title: 'member badges machine: the live counts of the member sidebar',
  events: [
    { type: 'xstate.done.actor.fetchCounts', output: counts },
    { type: 'xstate.error.actor.fetchCounts', error: { kind: 'network' } },
    { type: 'badges.refresh' },
    { type: 'counts.changed', counts: changed },
  ] as never,
  states,
  executors,
  deferredActors: actorNames,
  render: async ({ deferred }: WalkContext) => {
    await renderShell(deferred!);
  },
});

describe('member shell', () => {
  it("lists the spec's sidebar in order with Logout, a skip link and the main landmark", async () => {
    await renderShell(createDeferredActors(actorNames));
    const links = within(sidebar()).getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('href'), link.firstChild?.textContent])).toEqual([
      ['/dashboard', 'Dashboard'],
      ['/notifications', 'Notifications'],
      ['/dashboard/resources', 'Resources'],
      ['/dashboard/projects', 'Projects'],
      ['/hub-channel', 'Messages'],
      ['/dashboard/events', 'Events'],
    ]);
    expect(within(sidebar()).getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe('#main');
    expect(screen.getByRole('main').textContent).toBe('Dashboard');
    expect(screen.getByText(/Signed in as/).textContent).toBe('Signed in as member@hub.example (Member)');
  });

  it('the header has the search, the bell to /notifications, the mail to /hub-channel', async () => {
    await renderShell(createDeferredActors(actorNames));
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('combobox', { name: 'Search a resource or project' })).toBeTruthy();
    expect(within(header).getByRole('link', { name: 'Notifications' }).getAttribute('href')).toBe(
      '/notifications',
    );
    expect(within(header).getByRole('link', { name: 'Messages' }).getAttribute('href')).toBe('/hub-channel');
  });

  it('the profile menu opens Edit Profile and logs out', async () => {
    const deferred = createDeferredActors(actorNames);
    const { session } = await renderShell(deferred);
    await user.click(screen.getByRole('button', { name: 'Profile' }));
    const menu = screen.getByRole('menu', { name: 'Profile' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Edit Profile', 'Logout']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Edit Profile' }));
    expect(router.state.location.pathname).toBe('/dashboard/edit-profile');
    await user.click(screen.getByRole('button', { name: 'Profile' }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(session.getSnapshot().matches('loggingOut')).toBe(true);
    await act(async () => deferred.settle({ type: 'xstate.done.actor.revokeSession', output: undefined }));
    expect(session.getSnapshot().matches('signedOut')).toBe(true);
  });

  it("the sidebar's Logout revokes the session on the server", async () => {
    const deferred = createDeferredActors(actorNames);
    const { session } = await renderShell(deferred);
    await user.click(within(sidebar()).getByRole('button', { name: 'Logout' }));
    const logout = within(sidebar()).getByRole('button', { name: 'Logging out...' });
    expect(logout).toHaveProperty('disabled', true);
    expect(logout.getAttribute('aria-busy')).toBe('true');
    expect(deferred.inputs.revokeSession).toHaveLength(1);
    await act(async () => deferred.settle({ type: 'xstate.done.actor.revokeSession', output: undefined }));
    expect(session.getSnapshot().matches('signedOut')).toBe(true);
  });

  it('a counts.changed without counts fetches them again; other live events leave the badges alone', async () => {
    const deferred = createDeferredActors(actorNames);
    await renderShell(deferred);
    await act(async () => deferred.settle({ type: 'xstate.done.actor.fetchCounts', output: counts }));
    await live.push({ type: 'notification.created', data: { id: 'n1' } });
    expect(deferred.inputs.fetchCounts).toHaveLength(1);
    await live.push({ type: 'counts.changed', data: null });
    expect(deferred.inputs.fetchCounts).toHaveLength(2);
    await act(async () => deferred.settle({ type: 'xstate.done.actor.fetchCounts', output: changed }));
    expectBadges(changed);
  });

  it('the counts are read again when the stream opens again after a drop (changes offline were missed)', async () => {
    const deferred = createDeferredActors(actorNames);
    await renderShell(deferred);
    await act(async () => deferred.settle({ type: 'xstate.done.actor.fetchCounts', output: counts }));
    await live.drop();
    await user.click(screen.getByRole('button', { name: 'Retry now' }));
    expect(deferred.inputs.fetchCounts).toHaveLength(1);
    await live.open();
    expect(deferred.inputs.fetchCounts).toHaveLength(2);
    await act(async () => deferred.settle({ type: 'xstate.done.actor.fetchCounts', output: changed }));
    expectBadges(changed);
  });

  it('a live count wins over a fetch still in flight', async () => {
    const deferred = createDeferredActors(actorNames);
    await renderShell(deferred);
    await live.push({ type: 'counts.changed', data: changed });
    expectBadges(changed);
    expect(() => deferred.settle({ type: 'xstate.done.actor.fetchCounts', output: counts })).toThrow(
      /no pending run/,
    );
  });

  it('on a narrow screen the links fold behind the Menu button', async () => {
    await renderShell(createDeferredActors(actorNames));
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
    await user.click(within(sidebar()).getByRole('link', { name: /^Notifications/ }));
    expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false');
  });
});
