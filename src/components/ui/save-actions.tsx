import { Trans, useLingui } from '@lingui/react/macro';
import { loadCatalogs } from '@/i18n/catalogs';
import { button } from './button';
import * as form from './form.css';
import { actions } from './modal.css';

await loadCatalogs(import.meta.glob('./locales/*.po'));

export interface SaveActionsProps {
  saving: boolean;
  /** Names the progress bar ('Saving the resource'). */
  progressLabel: string;
  /** Why the last save failed, announced above the buttons. */
  error: string | undefined;
  onCancel: () => void;
}

/**
 * The end of an upload form: while saving a progress bar and 'Saving...', the last save's failure, then
 * Cancel and Save (a submit button; both locked while saving).
 */
export function SaveActions({ saving, progressLabel, error, onCancel }: SaveActionsProps) {
  const { t } = useLingui();
  return (
    <>
      {saving && (
        <div role="status" className={form.field}>
          <progress className={form.progress} aria-label={progressLabel} />
          <span>
            <Trans>Saving...</Trans>
          </span>
        </div>
      )}
      {error && (
        <p role="alert" className={form.fieldError}>
          {error}
        </p>
      )}
      <div className={actions}>
        <button
          type="button"
          className={button({ tone: 'outline', size: 'sm' })}
          disabled={saving}
          onClick={onCancel}
        >
          <Trans>Cancel</Trans>
        </button>
        <button type="submit" className={button({ tone: 'primary', size: 'sm' })} disabled={saving}>
          {saving ? t`Saving...` : t`Save`}
        </button>
      </div>
    </>
  );
}
