import {
  formatDollars,
  formatThousands,
  monthlyRevenue,
  percentChange,
  revenuePanelTexts,
  yearOptions,
  yearTotal,
} from '@contracts/revenue-figures';
import type { RevenueEvent, revenueMachine } from '@machines/revenue.machine';
import type { SnapshotFrom } from 'xstate';
import { button } from '@/components/ui/button';
import { visuallyHidden } from '@/components/ui/layout.css';
import { GrowthGauge } from './growth-gauge';
import { RecordForm, type RecordStatus } from './record-form';
import * as css from './revenue.css';
import { RevenueChart } from './revenue-chart';

type RevenueSnapshot = SnapshotFrom<typeof revenueMachine>;
const editingStates = ['invalid', 'saved', 'failed'] as const;

/** Which message the record form shows. */
function recorderStatusOf(snapshot: RevenueSnapshot): RecordStatus {
  if (snapshot.matches({ recorder: 'saving' })) return 'saving';
  return editingStates.find((state) => snapshot.matches({ recorder: { editing: state } })) ?? 'idle';
}

/**
 * The Revenue Analysis panel: its own lazy chunk, so the chart library loads only with it (its machine
 * runs in the dashboard's screen machine from the start).
 */
export default function RevenuePanel({
  snapshot,
  send,
}: {
  snapshot: RevenueSnapshot;
  send: (event: RevenueEvent) => void;
}) {
  const { context } = snapshot;
  const { stats, year, error } = context;
  const showsYears =
    snapshot.matches({ data: { ready: 'chart' } }) || snapshot.matches({ data: { ready: 'noDataForYear' } });
  const recorderStatus = recorderStatusOf(snapshot);

  return (
    <section
      className={css.panel}
      aria-labelledby="revenue-title"
      aria-busy={snapshot.matches({ data: 'loading' })}
    >
      <div className={css.header}>
        <h2 id="revenue-title" className={css.title}>
          {revenuePanelTexts.title}
        </h2>
        {showsYears && (
          <label className={css.field}>
            Year
            <select
              className={css.control}
              value={year}
              onChange={(event) => send({ type: 'year.select', year: Number(event.target.value) })}
            >
              {yearOptions(stats, year).map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>

      {snapshot.matches({ data: 'loading' }) && (
        <div className={css.spinnerBox} role="status">
          <span className={css.spinner} aria-hidden="true" />
          <span className={visuallyHidden}>{revenuePanelTexts.loading}</span>
        </div>
      )}

      {snapshot.matches({ data: 'failed' }) && (
        <div className={css.banner} role="alert">
          <p className={css.bannerText}>{error}</p>
          <button
            type="button"
            className={button({ tone: 'outline', size: 'sm' })}
            onClick={() => send({ type: 'revenue.refresh' })}
          >
            Try again
          </button>
        </div>
      )}

      {snapshot.matches({ data: { ready: 'noRecords' } }) && (
        <div className={css.notice}>
          <h3 className={css.noticeTitle}>{revenuePanelTexts.noRecords}</h3>
          <p className={css.noticeText}>{revenuePanelTexts.noRecordsDetail}</p>
          <button
            type="button"
            className={button({ tone: 'primary', size: 'sm' })}
            onClick={() => send({ type: 'revenue.refresh' })}
          >
            {revenuePanelTexts.refresh}
          </button>
        </div>
      )}

      {snapshot.matches({ data: { ready: 'noDataForYear' } }) && (
        <div className={css.notice}>
          <h3 className={css.noticeTitle}>{revenuePanelTexts.noDataForYear(year)}</h3>
          <p className={css.noticeText}>{revenuePanelTexts.selectAnotherYear}</p>
        </div>
      )}

      {snapshot.matches({ data: { ready: 'chart' } }) && <YearFigures stats={stats} year={year} />}

      {snapshot.matches({ data: 'ready' }) && (
        <RecordForm
          context={context}
          saving={recorderStatus === 'saving'}
          status={recorderStatus}
          send={send}
        />
      )}
    </section>
  );
}

function YearFigures({ stats, year }: { stats: Parameters<typeof yearTotal>[0]; year: number }) {
  const months = monthlyRevenue(stats, year);
  const current = yearTotal(stats, year);
  const previous = yearTotal(stats, year - 1);
  return (
    <div className={css.figures}>
      <RevenueChart months={months} year={year} />
      <table className={visuallyHidden}>
        <caption>{`Monthly revenue for ${year}`}</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">{revenuePanelTexts.tooltip}</th>
          </tr>
        </thead>
        <tbody>
          {months.map((month) => (
            <tr key={month.month}>
              <th scope="row">{month.label}</th>
              <td>{formatDollars(month.revenue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <GrowthGauge change={percentChange(current, previous)} />
      <ul className={css.cards}>
        <li className={css.card}>
          <p className={css.cardLabel}>{revenuePanelTexts.currentYear}</p>
          <p className={css.cardValue}>{formatThousands(current)}</p>
        </li>
        <li className={css.card}>
          <p className={css.cardLabel}>{revenuePanelTexts.previousYear}</p>
          <p className={css.cardValue}>{formatThousands(previous)}</p>
        </li>
      </ul>
    </div>
  );
}
