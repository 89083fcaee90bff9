import { memberShellMachine } from '@machines/member-shell.machine';
import { act, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createDeferredActors, type DeferredActors } from '../support/deferred-actors';
import type { fakeLive } from '../support/member/shell';
import {
  shellActorNames as actorNames,
  changed,
  counts,
  expectBadges,
  renderShell as renderShellView,
  sidebar,
} from '../support/member/shell-view';
import { acceptedEventTypes } from '../support/model-paths';
import type { renderView } from '../support/render-view';

/**
 * The member area's frame: its sidebar, header and logout, and the shell machine's rules that join the live
 * stream and the badges. The last test fails when the shell machine accepts an event no test here takes.
 */

let router: Awaited<ReturnType<typeof renderView>>['router'];
let user: UserEvent;
let live: ReturnType<typeof fakeLive>;
const taken = new Set<string>();

async function renderShell(deferred: DeferredActors) {
  const view = await renderShellView(deferred);
  ({ router, user, live } = view);
  return view;
}

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
    taken.add('live.received');
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
    taken.add('live.reconnected');
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

describe('the member shell machine joins the live stream and the badges', () => {
  it('a counts change on the stream replaces the badges at once, without a fetch', async () => {
    const deferred = createDeferredActors(actorNames);
    await renderShell(deferred);
    await act(async () => deferred.settle({ type: 'xstate.done.actor.fetchCounts', output: counts }));
    await live.push({ type: 'counts.changed', data: changed });
    expectBadges(changed);
    expect(deferred.inputs.fetchCounts).toHaveLength(1);
    taken.add('live.received');
  });

  it('a navigation in the area reads the counts again', async () => {
    const deferred = createDeferredActors(actorNames);
    await renderShell(deferred);
    await act(async () => deferred.settle({ type: 'xstate.done.actor.fetchCounts', output: counts }));
    await user.click(within(sidebar()).getByRole('link', { name: /^Events/ }));
    expect(router.state.location.pathname).toBe('/dashboard/events');
    expect(deferred.inputs.fetchCounts).toHaveLength(2);
    taken.add('area.navigate');
  });

  it('takes every event the shell machine accepts', () => {
    expect(acceptedEventTypes(memberShellMachine).filter((type) => !taken.has(type))).toEqual([]);
  });
});
