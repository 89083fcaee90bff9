import { revenuePanelTexts } from '@contracts/revenue-figures';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminDashboardMachine } from '@/screens/admin/admin-dashboard/admin-dashboard.machine';
import { createAdminDashboardDeferred, renderDashboard } from '../support/admin-dashboard-view';
import { acceptedEventTypes } from '../support/model-paths';

/**
 * The /Admindashboard screen machine runs its four parts from the start; each part's graph is walked
 * through this screen in its own model test (tests/machines/admin-stats, latest-inquiries, tasks and
 * revenue). Here the whole view: every part is shown and asks the server once.
 */
describe('the /Admindashboard screen machine', () => {
  it('shows the heading and the four parts, each asking the server once as the dashboard opens', async () => {
    const deferred = createAdminDashboardDeferred();
    await renderDashboard(deferred, new Date(2025, 2, 15));
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Stats' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Latest inquiries' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Tasks' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: revenuePanelTexts.title })).toBeTruthy();
    for (const name of [
      'countUsers',
      'countProjects',
      'countResources',
      'countBlogs',
      'countInquiries',
      'countTasks',
    ])
      expect(deferred.inputs[name]).toEqual([{ limit: 1 }]);
    expect(deferred.inputs.fetchPage).toEqual([{ page: 1, limit: 5 }]);
    expect(deferred.inputs.fetchTasks).toEqual([{ page: 1, limit: 10 }]);
    expect(deferred.inputs.fetchRevenueStats).toHaveLength(1);
  });

  it('takes no event of its own: each part is sent to directly by its widget', () => {
    expect(acceptedEventTypes(adminDashboardMachine)).toEqual([]);
  });
});
