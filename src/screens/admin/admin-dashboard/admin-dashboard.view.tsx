import { commonFailureTexts } from '@contracts/failure-message';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RevenueInput } from '@machines/revenue.machine';
import { useActor, useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { container } from '@/components/ui/layout.css';
import { LoadStatus } from '@/components/ui/load-state';
import { loadCatalogs } from '@/i18n/catalogs';
import { useSourceText } from '@/i18n/texts';
import { inspect } from '@/lib/inspect';
import * as css from './admin-dashboard.css';
import { type AdminDashboardLogic, adminDashboardLogic } from './admin-dashboard.logic';
import { LatestInquiries } from './latest-inquiries';
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
  const text = useSourceText();
  const [snapshot] = useActor(logic, { input: { today: todayOf(now()) }, inspect });
  const { adminStats, latestInquiries, tasks, revenue } = snapshot.children;
  const stats = useSelector(adminStats, (child) => child);
  const inquiries = useSelector(latestInquiries, (child) => child);
  const taskList = useSelector(tasks, (child) => child);
  const figures = useSelector(revenue, (child) => child);

  if (!stats || !inquiries || !taskList || !figures)
    return (
      <div className={`${container} ${css.page}`}>
        <h1 className={css.heading}>
          <Trans>Dashboard</Trans>
        </h1>
        <LoadStatus state="failed" loadingText="" error={text(commonFailureTexts.unexpected)} />
      </div>
    );

  return (
    <div className={`${container} ${css.page}`}>
      <title>{t`Dashboard · Hub`}</title>
      <h1 className={css.heading}>
        <Trans>Dashboard</Trans>
      </h1>
      <StatTiles snapshot={stats} send={(event) => adminStats?.send(event)} />
      <div className={css.widgets}>
        <LatestInquiries snapshot={inquiries} send={(event) => latestInquiries?.send(event)} />
        <TasksWidget snapshot={taskList} send={(event) => tasks?.send(event)} />
      </div>
      <Suspense
        fallback={
          <p className={css.status}>
            <Trans>Loading revenue analysis...</Trans>
          </p>
        }
      >
        <RevenuePanel snapshot={figures} send={(event) => revenue?.send(event)} />
      </Suspense>
    </div>
  );
}
