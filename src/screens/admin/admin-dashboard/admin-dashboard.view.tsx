import { Trans, useLingui } from '@lingui/react/macro';
import { useActor } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { container } from '@/components/ui/layout.css';
import { ScreenStopped, useScreenParts } from '@/components/ui/screen-parts';
import { loadCatalogs } from '@/i18n/catalogs';
import { inspect } from '@/lib/inspect';
import * as css from './admin-dashboard.css';
import { type AdminDashboardLogic, adminDashboardLogic } from './admin-dashboard.logic';
import { LatestInquiries } from './latest-inquiries';
import type { RevenueInput } from './revenue.machine';
import { StatTiles } from './stat-tiles';
import { TasksWidget } from './tasks-widget';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/** Its own chunk: the chart library loads with the panel, not with the dashboard. */
const RevenuePanel = lazy(() => import('./revenue-panel'));

function todayOf(date: Date): RevenueInput['today'] {
  return { year: date.getFullYear(), month: date.getMonth() + 1 };
}

/**
 * /Admindashboard: heading 'Dashboard', the stat tiles, the two widgets and the Revenue Analysis panel.
 * One screen machine (admin-dashboard.machine.ts) runs the four parts; each widget reads its part and
 * sends to it. `now` is the clock the revenue panel starts from (tests fix it).
 */
export function AdminDashboardView({
  logic = adminDashboardLogic,
  now = () => new Date(),
}: {
  logic?: AdminDashboardLogic;
  now?: () => Date;
}) {
  const { t } = useLingui();
  const [snapshot] = useActor(logic, { input: { today: todayOf(now()) }, inspect });
  const parts = useScreenParts(snapshot.children, ['adminStats', 'latestInquiries', 'tasks', 'revenue']);

  if (!parts)
    return (
      <div className={`${container} ${css.page}`}>
        <h1 className={css.heading}>
          <Trans>Dashboard</Trans>
        </h1>
        <ScreenStopped />
      </div>
    );
  const { adminStats, latestInquiries, tasks, revenue } = parts.refs;
  const {
    adminStats: stats,
    latestInquiries: inquiries,
    tasks: taskList,
    revenue: figures,
  } = parts.snapshots;

  return (
    <div className={`${container} ${css.page}`}>
      <title>{t`Dashboard · Hub`}</title>
      <h1 className={css.heading}>
        <Trans>Dashboard</Trans>
      </h1>
      <StatTiles snapshot={stats} send={(event) => adminStats.send(event)} />
      <div className={css.widgets}>
        <LatestInquiries snapshot={inquiries} send={(event) => latestInquiries.send(event)} />
        <TasksWidget snapshot={taskList} send={(event) => tasks.send(event)} />
      </div>
      <Suspense
        fallback={
          <p className={css.status}>
            <Trans>Loading revenue analysis...</Trans>
          </p>
        }
      >
        <RevenuePanel snapshot={figures} send={(event) => revenue.send(event)} />
      </Suspense>
    </div>
  );
}
