import { useActor, useSelector } from '@xstate/react';
import {
  type AdminDashboardNetwork,
  adminDashboardWith,
} from '@/screens/admin/admin-dashboard/admin-dashboard.machine';
import { AdminDashboardView } from '@/screens/admin/admin-dashboard/admin-dashboard.view';
import { LatestInquiries } from '@/screens/admin/admin-dashboard/latest-inquiries';
import RevenuePanel from '@/screens/admin/admin-dashboard/revenue-panel';
import { StatTiles } from '@/screens/admin/admin-dashboard/stat-tiles';
import { TasksWidget } from '@/screens/admin/admin-dashboard/tasks-widget';
import { createDeferredActors, type DeferredActors } from './deferred-actors';
import { renderView } from './render-view';

/** Every network actor of /Admindashboard, by the name each part gives it. */
export const adminDashboardActorNames = [
  'countUsers',
  'countProjects',
  'countResources',
  'countBlogs',
  'countInquiries',
  'countTasks',
  'fetchPage',
  'fetchTasks',
  'createTask',
  'updateTask',
  'deleteTask',
  'fetchRevenueStats',
  'saveRevenue',
] as const;

export function createAdminDashboardDeferred(): DeferredActors {
  return createDeferredActors(adminDashboardActorNames);
}

/** The /Admindashboard screen machine with deferred actors in place of its parts' network. */
export function adminDashboardLogicWith(deferred: DeferredActors, { hasAuthToken = true } = {}) {
  // Deferred actors stand in for every network actor (untyped: each path settles them with its outcome).
  return adminDashboardWith({
    ...(deferred.actors as unknown as Omit<AdminDashboardNetwork, 'hasAuthToken'>),
    hasAuthToken: () => hasAuthToken,
  });
}

export type DashboardPart = 'adminStats' | 'latestInquiries' | 'tasks' | 'revenue';

/**
 * One part of the dashboard as the screen runs it: the screen machine (every part invoked, their
 * network deferred) with only that part's widget shown, so a part's model test reads its widget alone.
 */
function OnePart({
  part,
  logic,
  now,
}: {
  part: DashboardPart;
  logic: ReturnType<typeof adminDashboardLogicWith>;
  now: Date;
}) {
  const [snapshot] = useActor(logic, {
    input: { today: { year: now.getFullYear(), month: now.getMonth() + 1 } },
  });
  const { adminStats, latestInquiries, tasks, revenue } = snapshot.children;
  const stats = useSelector(adminStats, (child) => child);
  const inquiries = useSelector(latestInquiries, (child) => child);
  const taskList = useSelector(tasks, (child) => child);
  const figures = useSelector(revenue, (child) => child);
  if (part === 'adminStats' && stats) return <StatTiles snapshot={stats} send={(e) => adminStats?.send(e)} />;
  if (part === 'latestInquiries' && inquiries)
    return <LatestInquiries snapshot={inquiries} send={(e) => latestInquiries?.send(e)} />;
  if (part === 'tasks' && taskList) return <TasksWidget snapshot={taskList} send={(e) => tasks?.send(e)} />;
  if (part === 'revenue' && figures)
    return <RevenuePanel snapshot={figures} send={(e) => revenue?.send(e)} />;
  return null;
}

/** Renders one part of /Admindashboard through the screen machine (see `OnePart`). */
export function renderDashboardPart(
  part: DashboardPart,
  deferred: DeferredActors,
  { hasAuthToken = true, now = new Date() }: { hasAuthToken?: boolean; now?: Date } = {},
) {
  return renderView(
    <OnePart part={part} logic={adminDashboardLogicWith(deferred, { hasAuthToken })} now={now} />,
    { url: '/Admindashboard' },
  );
}

/** Renders the whole of /Admindashboard with deferred actors; `now` is the revenue panel's clock. */
export function renderDashboard(deferred: DeferredActors, now = new Date()) {
  return renderView(<AdminDashboardView logic={adminDashboardLogicWith(deferred)} now={() => now} />, {
    url: '/Admindashboard',
  });
}
