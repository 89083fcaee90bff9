import type { Project } from '@contracts/projects';
import { act, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { recentProjectsMachine } from '@/features/member/dashboard/dashboard.logic';
import { dashboardMessages } from '../fixtures/member-area-messages';
import { type DashboardActors, dashboardActors, renderDashboard } from '../support/member/dashboard';
import type { EventExecutors, StateAssertions } from '../support/model';
import { modelSuite } from '../support/model-suite';
import { publishedProjectRows } from '../support/published-projects-api';

const newest = publishedProjectRows.slice(0, 3);
const block = () => screen.getByRole('region', { name: 'Recent Projects' });
const rows = () => within(block()).queryAllByRole('listitem');

const states: StateAssertions = {
  loading: () => {
    expect(within(block()).getByRole('status').textContent).toBe('Loading projects...');
    expect(rows()).toEqual([]);
  },
  loaded: (snapshot) => {
    const items = (snapshot.context as { items: Project[] }).items;
    expect(rows().map((row) => row.textContent)).toEqual(
      items.map(
        (project) =>
          `${project.title}${project.status} · ${new Date(project.createdAt).toLocaleDateString()}`,
      ),
    );
    expect(within(block()).getByRole('link', { name: 'View all projects' }).getAttribute('href')).toBe(
      '/dashboard/projects',
    );
  },
  empty: () => {
    expect(within(block()).getByText('No projects yet.')).toBeTruthy();
    expect(rows()).toEqual([]);
  },
  failed: () => {
    expect(within(block()).getByRole('alert').textContent).toBe('Failed to fetch projects');
    expect(rows()).toEqual([]);
  },
};

let user: UserEvent;
let actors: DashboardActors;

const executors: EventExecutors = {
  'collection.retry': () => user.click(within(block()).getByRole('button', { name: 'Try again' })),
};

modelSuite(recentProjectsMachine, {
  title: "recent projects (collection machine): /dashboard's Recent Projects",
  events: [
    { type: 'xstate.done.actor.fetchPage', output: { items: newest, total: 7 } },
    { type: 'xstate.done.actor.fetchPage', output: { items: [], total: 0 } },
    { type: 'xstate.error.actor.fetchPage', error: { kind: 'network' } },
    { type: 'collection.retry' },
  ] as never,
  input: {},
  states,
  executors,
  deferredActors: () => {
    actors = dashboardActors();
    return actors.projects;
  },
  render: async () => {
    ({ user } = await renderDashboard(actors));
    await act(async () => {});
  },
  afterWalk: () => {
    for (const input of actors.projects.inputs.fetchPage!) expect(input).toEqual({ page: 1, limit: 3 });
  },
  notOffered: {
    'page.goto': "the block shows the newest 3; 'View all' leads to the paged table",
    'collection.refresh': 'nothing on the dashboard changes projects',
    'filters.change': 'the block has no filter',
    'item.replace': 'projects are changed on /dashboard/projects',
    'item.remove': 'projects are deleted on /dashboard/projects',
  },
  messages: { catalogue: dashboardMessages },
});
