import { MONTH_LABELS } from '@contracts/revenue';
import { Trans, useLingui } from '@lingui/react/macro';
import { button } from '@/components/ui/button';
import { loadCatalogs } from '@/i18n/catalogs';
import { useSourceText } from '@/i18n/texts';
import { usePagePath } from '@/lib/use-page-path';
import * as css from './revenue.css';
import type { RevenueContext, RevenueEvent } from './revenue.machine';
import { useRevenueFormat } from './revenue-format';

await loadCatalogs(import.meta.glob('./locales/*.po'));

export type RecordStatus = 'idle' | 'invalid' | 'saved' | 'failed' | 'saving';

/** Records or corrects one month of the selected year: month, revenue, Save. */
export function RecordForm({
  context,
  saving,
  status,
  send,
}: {
  context: RevenueContext;
  saving: boolean;
  status: RecordStatus;
  send: (event: RevenueEvent) => void;
}) {
  const { t } = useLingui();
  const text = useSourceText();
  const { month } = useRevenueFormat();
  const { draft, draftError, saved, year } = context;
  const savedMonth = saved ? month(saved.month) : '';
  const hasError = (status === 'invalid' || status === 'failed') && draftError !== null;
  const action = usePagePath();
  return (
    <form
      method="post"
      action={action}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'revenue.save' });
      }}
    >
      <fieldset className={css.recordForm} disabled={saving}>
        <legend className={css.legend}>{t`Record revenue for ${year}`}</legend>
        <label className={css.field}>
          <Trans>Month</Trans>
          <select
            className={css.control}
            value={draft.month}
            onChange={(event) => send({ type: 'month.select', month: Number(event.target.value) })}
          >
            {MONTH_LABELS.map((label, index) => (
              <option key={label} value={index + 1}>
                {month(index + 1)}
              </option>
            ))}
          </select>
        </label>
        <label className={css.field}>
          <Trans>Revenue ($)</Trans>
          <input
            className={css.control}
            inputMode="numeric"
            value={draft.revenue}
            aria-invalid={hasError}
            aria-describedby={hasError ? 'revenue-record-error' : undefined}
            onChange={(event) => send({ type: 'revenue.change', value: event.target.value })}
          />
        </label>
        <button type="submit" className={button({ tone: 'primary', size: 'sm' })}>
          {saving ? t`Saving...` : t`Save`}
        </button>
        <div className={css.formMessages}>
          {hasError && (
            <p id="revenue-record-error" role="alert" className={css.formError}>
              {text(draftError)}
            </p>
          )}
          <p role="status" className={css.formSaved}>
            {status === 'saved' && saved ? t`Saved ${savedMonth} ${saved.year}.` : ''}
          </p>
        </div>
      </fieldset>
    </form>
  );
}
