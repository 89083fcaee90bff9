import {
  monthlyRevenue,
  percentChange,
  revenuePanelTexts,
  yearOptions,
  yearTotal,
} from '@contracts/revenue-figures';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SnapshotFrom } from 'xstate';
import { button } from '@/components/ui/button';
import { visuallyHidden } from '@/components/ui/layout.css';
import { loadCatalogs } from '@/i18n/catalogs';
import { useSourceText } from '@/i18n/texts';
import { GrowthGauge } from './growth-gauge';
import { RecordForm, type RecordStatus } from './record-form';
import * as css from './revenue.css';
import type { RevenueEvent, revenueMachine } from './revenue.machine';
import { RevenueChart } from './revenue-chart';
import { useRevenueFormat } from './revenue-format';

await loadCatalogs(import.meta.glob('./locales/*.po'));

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
  const { t } = useLingui();
  const text = useSourceText();
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
          {text(revenuePanelTexts.title)}
        </h2>
        {showsYears && (
          <label className={css.field}>
            <Trans>Year</Trans>
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
          <span className={visuallyHidden}>{text(revenuePanelTexts.loading)}</span>
        </div>
      )}

      {snapshot.matches({ data: 'failed' }) && (
        <div className={css.banner} role="alert">
          <p className={css.bannerText}>{error && text(error)}</p>
          <button
            type="button"
            className={button({ tone: 'outline', size: 'sm' })}
            onClick={() => send({ type: 'revenue.refresh' })}
          >
            <Trans>Try again</Trans>
          </button>
        </div>
      )}

      {snapshot.matches({ data: { ready: 'noRecords' } }) && (
        <div className={css.notice}>
          <h3 className={css.noticeTitle}>{text(revenuePanelTexts.noRecords)}</h3>
          <p className={css.noticeText}>{text(revenuePanelTexts.noRecordsDetail)}</p>
          <button
            type="button"
            className={button({ tone: 'primary', size: 'sm' })}
            onClick={() => send({ type: 'revenue.refresh' })}
          >
            {text(revenuePanelTexts.refresh)}
          </button>
        </div>
      )}

      {snapshot.matches({ data: { ready: 'noDataForYear' } }) && (
        <div className={css.notice}>
          <h3 className={css.noticeTitle}>{t`No data for ${year}`}</h3>
          <p className={css.noticeText}>{text(revenuePanelTexts.selectAnotherYear)}</p>
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
  const text = useSourceText();
  const money = useRevenueFormat();
  const months = monthlyRevenue(stats, year).map((month) => ({ ...month, label: money.month(month.month) }));
  const current = yearTotal(stats, year);
  const previous = yearTotal(stats, year - 1);
  return (
    <div className={css.figures}>
      <RevenueChart months={months} year={year} />
      <table className={visuallyHidden}>
        <caption>
          <Trans>Monthly revenue for {year}</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Month</Trans>
            </th>
            <th scope="col">{text(revenuePanelTexts.tooltip)}</th>
          </tr>
        </thead>
        <tbody>
          {months.map((month) => (
            <tr key={month.month}>
              <th scope="row">{month.label}</th>
              <td>{money.dollars(month.revenue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <GrowthGauge change={percentChange(current, previous)} />
      <ul className={css.cards}>
        <li className={css.card}>
          <p className={css.cardLabel}>{text(revenuePanelTexts.currentYear)}</p>
          <p className={css.cardValue}>{money.thousands(current)}</p>
        </li>
        <li className={css.card}>
          <p className={css.cardLabel}>{text(revenuePanelTexts.previousYear)}</p>
          <p className={css.cardValue}>{money.thousands(previous)}</p>
        </li>
      </ul>
    </div>
  );
}
