import { adminBadgesMachine } from '@machines/admin-badges.machine';
import { sessionMachine } from '@machines/session.machine';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { adminBadgesLogic } from '@/layouts/admin/admin-badges.logic';
import { AdminShell } from '@/layouts/admin/admin-shell';
import { createDeferredActors, type DeferredActors } from '../support/deferred-actors';
import type { EventExecutors, StateAssertions } from '../support/model';
import { modelSuite, type WalkContext } from '../support/model-suite';
import { renderView } from '../support/render-view';

type Counts = { inquiries?: number; resources?: number; projects?: number };
const counts: Counts = { inquiries: 6, resources: 5, projects: 130 };
/** The resources call failed: only its badge is left out. */
const withoutResources: Counts = { inquiries: 6, resources: undefined, projects: 130 };

/** A signed-in admin's session whose logout the test settles by hand. */
async function adminSession(revoke: DeferredActors) {
  const session = createActor(
    sessionMachine.provide({
      actors: {
        confirmSession: fromPromise(async () => ({ email: 'admin@hub.example', role: 'Admin' })) as never,
        watchSessionEnd: fromPromise(() => new Promise<void>(() => {})),
        revokeSession: revoke.actors.revokeSession as never,
      },
    }),
    { input: { stored: { token: 't', email: 'admin@hub.example', role: 'Admin' } } },
  ).start();
  await waitFor(session, (snapshot) => snapshot.matches({ signedIn: { role: 'admin' } }));
  return session;
}

let router: Awaited<ReturnType<typeof renderView>>['router'];
let visits = 0;

async function renderShell(deferred: DeferredActors) {
  const session = await adminSession(deferred);
  const logic = adminBadgesLogic.provide({ actors: deferred.actors as never });
  const view = await renderView(
    <AdminShell session={session} logic={logic}>
      <h1>Dashboard</h1>
    </AdminShell>,
    { url: '/Admindashboard' },
  );
  router = view.router;
  return { ...view, session };
}

const sidebar = () => screen.getByRole('navigation', { name: 'Admin sections' });
const badgeTexts = () =>
  within(sidebar())
    .queryAllByRole('img')
    .map((badge) => badge.textContent);

function expectBadges(shown: Counts | undefined) {
  if (!shown) {
    expect(badgeTexts()).toEqual([]);
    return;
  }
  expect(within(sidebar()).getByRole('img', { name: '6 pending' }).closest('a')?.getAttribute('href')).toBe(
    '/hire-requests',
  );
  const resources = within(sidebar()).queryByRole('img', { name: '5 in all' });
  if (shown.resources === undefined) expect(resources).toBeNull();
  else expect(resources?.closest('a')?.getAttribute('href')).toBe('/resources');
  // A count above 99 shows '99+'.
  expect(within(sidebar()).getByRole('img', { name: '130 in review' }).textContent).toBe('99+');
}

const states: StateAssertions = {
  loading: (snapshot) => expectBadges((snapshot.context as { counts?: Counts }).counts),
  shown: (snapshot) => expectBadges((snapshot.context as { counts: Counts }).counts),
  hidden: () => expectBadges(undefined),
};

const executors: EventExecutors = {
  /** Any navigation in the admin area fetches the counts again. */
  'badges.refresh': async () => {
    visits += 1;
    await act(() => router.navigate({ to: '/Admindashboard', search: { visit: visits } } as never));
  },
};

modelSuite(adminBadgesMachine, {
  title: 'admin badges machine: the sidebar counts of the admin shell',
  events: [
    { type: 'xstate.done.actor.fetchBadgeCounts', output: counts },
    { type: 'xstate.done.actor.fetchBadgeCounts', output: withoutResources },
    { type: 'xstate.error.actor.fetchBadgeCounts', error: { kind: 'network' } },
    { type: 'badges.refresh' },
  ] as never,
  states,
  executors,
  deferredActors: ['fetchBadgeCounts', 'revokeSession'],
  render: async ({ deferred }: WalkContext) => {
    await renderShell(deferred!);
  },
});

describe('admin shell', () => {
  it("lists the spec's sidebar in order, with LOGOUT, a skip link and the main landmark", async () => {
    const deferred = createDeferredActors(['fetchBadgeCounts', 'revokeSession']);
    await renderShell(deferred);
    expect(
      within(sidebar())
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/Admindashboard',
      '/hire-requests',
      '/resources',
      '/Admin-projects',
      '/Admin-blogs',
      '/Admin-members',
    ]);
    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe('#main');
    expect(screen.getByRole('main').id).toBe('main');
  });

  it('LOGOUT ends the session on the server', async () => {
    const deferred = createDeferredActors(['fetchBadgeCounts', 'revokeSession']);
    const { user, session } = await renderShell(deferred);
    await user.click(screen.getByRole('button', { name: 'LOGOUT' }));
    expect(session.getSnapshot().matches('loggingOut')).toBe(true);
    const logout = screen.getByRole('button', { name: 'LOGOUT' });
    expect(logout).toHaveProperty('disabled', true);
    expect(logout.getAttribute('aria-busy')).toBe('true');
    await act(async () => deferred.settle({ type: 'xstate.done.actor.revokeSession', output: undefined }));
    expect(session.getSnapshot().matches('signedOut')).toBe(true);
  });

  it('a screen that changes what is counted asks for the counts again', async () => {
    const deferred = createDeferredActors(['fetchBadgeCounts', 'revokeSession']);
    await renderShell(deferred);
    await act(async () => deferred.settle({ type: 'xstate.done.actor.fetchBadgeCounts', output: counts }));
    expect(deferred.inputs.fetchBadgeCounts).toHaveLength(1);
    await executors['badges.refresh']!({ type: 'badges.refresh' });
    expect(deferred.inputs.fetchBadgeCounts).toHaveLength(2);
  });
});
