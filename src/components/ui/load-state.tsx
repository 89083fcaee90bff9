import { useLingui } from '@lingui/react/macro';
import { loadCatalogs } from '@/i18n/catalogs';
import { button } from './button';
import * as css from './load-state.css';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/** Where a screen's data stands, whatever machine holds it (the collection machine's states by name). */
export type LoadState = 'loading' | 'loaded' | 'empty' | 'failed';

/**
 * The LoadState of a snapshot whose value is one of them (the collection and detail machines); the
 * collection's 'revalidating' (a prerendered page shown while it is fetched again) shows as loaded, its
 * 'revalidatingEmpty' (the same for an empty page) as empty.
 */
export function loadStateOf(snapshot: { value: unknown }): LoadState {
  const { value } = snapshot;
  if (value === 'revalidating') return 'loaded';
  if (value === 'revalidatingEmpty') return 'empty';
  return value === 'loaded' || value === 'empty' || value === 'failed' ? value : 'loading';
}

export interface LoadStatusProps {
  state: LoadState;
  loadingText: string;
  /** Shown in the 'empty' state. */
  emptyText?: string;
  /** Shown in the 'failed' state, announced as an alert. */
  error: string | undefined;
  onRetry?: () => void;
  retryLabel?: string;
}

/**
 * What stands in place of a list or a record while it is not shown: the loading text (a status), the
 * empty text, or the error (an alert) with a button to try again. Nothing once loaded.
 */
export function LoadStatus({ state, loadingText, emptyText, error, onRetry, retryLabel }: LoadStatusProps) {
  const { t } = useLingui();
  if (state === 'loading')
    return (
      <p role="status" className={css.status}>
        {loadingText}
      </p>
    );
  if (state === 'empty') return emptyText ? <p className={css.status}>{emptyText}</p> : null;
  if (state === 'failed')
    return (
      <div className={css.errorBox}>
        <p role="alert" className={css.error}>
          {error}
        </p>
        {onRetry && (
          <button type="button" className={button({ tone: 'outline', size: 'sm' })} onClick={onRetry}>
            {retryLabel ?? t`Try again`}
          </button>
        )}
      </div>
    );
  return null;
}
