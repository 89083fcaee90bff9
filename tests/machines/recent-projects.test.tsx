import type { Project } from '@contracts/projects';
import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { recentProjectsMachine } from '@/screens/member/dashboard/dashboard.machine';
import { dashboardActors, renderDashboard } from '../support/member/dashboard';
import { dashboardBlockSuite } from '../support/member/dashboard-block-suite';
import { publishedProjectRows } from '../support/published-projects-api';

dashboardBlockSuite<Project>({
  machine: recentProjectsMachine,
  region: 'Recent Projects',
  actors: 'projects',
  limit: 3,
  texts: { loading: 'Loading projects...', empty: 'No projects yet.', failed: 'Failed to fetch projects' },
  items: publishedProjectRows.slice(0, 3),
  shown: (items) =>
    items.map(
      (project) => `${project.title}${project.status} · ${new Date(project.createdAt).toLocaleDateString()}`,
    ),
  itemText: (item) => item.textContent,
  notOffered: {
    'page.goto': "the block shows the newest 3; 'View all' leads to the paged table",
    'collection.refresh': 'nothing on the dashboard changes projects',
    'filters.change': 'the block has no filter',
    'item.replace': 'projects are changed on /dashboard/projects',
    'item.remove': 'projects are deleted on /dashboard/projects',
  },
});

it("Recent Projects' View all leads to /dashboard/projects", async () => {
  await renderDashboard(dashboardActors());
  const block = screen.getByRole('region', { name: 'Recent Projects' });
  const link = within(block).getByRole('link', { name: 'View all projects' });
  expect([link.textContent, link.getAttribute('href')]).toEqual(['View all', '/dashboard/projects']);
});
