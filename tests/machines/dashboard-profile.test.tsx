import { act, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dashboardProfileMachine } from '@/screens/member/dashboard/dashboard-profile.machine';
import { dashboardMessages } from '../fixtures/member-area-messages';
import { type DashboardActors, dashboardActors, renderDashboard } from '../support/member/dashboard';
import type { EventExecutors, StateAssertions } from '../support/model';
import { modelSuite } from '../support/model-suite';

const member = {
  id: 'a1',
  email: 'member@hub.example',
  role: 'Member',
  firstName: 'Ada',
  lastName: 'Lovelace',
};
const unnamed = { ...member, firstName: '', lastName: '' };

const heading = () => screen.getByRole('heading', { level: 1 });
const card = () => screen.getByRole('region', { name: 'Your profile' });

const states: StateAssertions = {
  loading: () => {
    expect(heading().textContent).toBe('Welcome back');
    expect(within(card()).getByRole('status').textContent).toBe('Loading your profile...');
  },
  loaded: (snapshot) => {
    const shown = (snapshot.context as { member: typeof member }).member;
    const name = shown.firstName ? 'Ada Lovelace' : 'member@hub.example';
    expect(heading().textContent).toBe(`Welcome back, ${name}`);
    expect(within(card()).queryByRole('status')).toBeNull();
    expect(within(card()).getByText('Member')).toBeTruthy();
  },
  failed: () => {
    expect(heading().textContent).toBe('Welcome back');
    expect(within(card()).getByRole('alert').textContent).toBe('Failed to fetch your profile');
  },
};

let user: UserEvent;

const executors: EventExecutors = {
  'profile.retry': () => user.click(within(card()).getByRole('button', { name: 'Try again' })),
};

/** The profile card's actor is settled by the suite; the other blocks wait. */
let actors: DashboardActors;

modelSuite(dashboardProfileMachine, {
  title: "dashboard profile machine: /dashboard's welcome and profile card",
  events: [
    { type: 'xstate.done.actor.fetchMe', output: member },
    { type: 'xstate.done.actor.fetchMe', output: unnamed },
    { type: 'xstate.error.actor.fetchMe', error: { kind: 'network' } },
    { type: 'profile.retry' },
  ] as never,
  states,
  executors,
  deferredActors: () => {
    actors = dashboardActors();
    return actors.profile;
  },
  render: async () => {
    ({ user } = await renderDashboard(actors));
  },
  messages: { catalogue: dashboardMessages },
});

describe('/dashboard', () => {
  it("links the spec's targets: Edit Profile, Add Resource, View all, Add Project, Manage Projects", async () => {
    await renderDashboard(dashboardActors());
    const link = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');
    expect(link('Edit Profile')).toBe('/dashboard/edit-profile');
    expect(link('Add Resource')).toBe('/resources-room');
    expect(link('View all projects')).toBe('/dashboard/projects');
    expect(link('Add Project')).toBe('/dashboard/projects/new');
    expect(link('Manage Projects')).toBe('/dashboard/projects');
    expect(link('View all messages')).toBe('/hub-channel');
    expect(link('View all notifications')).toBe('/notifications');
  });

  it('each block loads on its own: a failed block leaves the others shown', async () => {
    const blocks = dashboardActors();
    await renderDashboard(blocks);
    await act(async () =>
      blocks.profile.settle({ type: 'xstate.error.actor.fetchMe', error: { kind: 'network' } }),
    );
    await act(async () =>
      blocks.projects.settle({ type: 'xstate.done.actor.fetchPage', output: { items: [], total: 0 } }),
    );
    expect(within(card()).getByRole('alert').textContent).toBe('Failed to fetch your profile');
    expect(
      within(screen.getByRole('region', { name: 'Recent Projects' })).getByText('No projects yet.'),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Recent Notifications' })).getByRole('status').textContent,
    ).toBe('Loading notifications...');
  });
});
