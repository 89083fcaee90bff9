import { lazy, Suspense } from 'react';
import { container } from '@/components/ui/layout.css';
import * as css from './dashboard.css';
import { LatestInquiries } from './latest-inquiries';
import { StatTiles } from './stat-tiles';
import { TasksWidget } from './tasks-widget';

/** Its own chunk: the chart library loads with the panel, not with the dashboard. */
const RevenuePanel = lazy(() => import('../revenue/revenue-panel'));

/** /Admindashboard: heading 'Dashboard', the stat tiles, the two widgets and the Revenue Analysis panel. */
export function AdminDashboardPage() {
  return (
    <div className={`${container} ${css.page}`}>
      <title>Dashboard · Hub</title>
      <h1 className={css.heading}>Dashboard</h1>
      <StatTiles />
      <div className={css.widgets}>
        <LatestInquiries />
        <TasksWidget />
      </div>
      <Suspense fallback={<p className={css.status}>Loading revenue analysis...</p>}>
        <RevenuePanel />
      </Suspense>
    </div>
  );
}
