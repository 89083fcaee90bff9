import { Trans } from '@lingui/react/macro';
import { loadCatalogs } from '@/i18n/catalogs';
import * as bannerCss from './banner.css';
import { button } from './button';
import * as css from './toast.css';

await loadCatalogs(import.meta.glob('./locales/*.po'));

export interface ToastProps {
  /** Nothing is shown while it is undefined. */
  message: string | undefined;
  tone?: 'success' | 'error' | 'info';
  onDismiss: () => void;
}

/**
 * A short-lived note in the corner of the screen ('Reply sent'), announced like a banner; the screen's
 * machine decides when it shows and goes.
 */
export function Toast({ message, tone = 'success', onDismiss }: ToastProps) {
  if (!message) return null;
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`${bannerCss.tone[tone]} ${css.toast}`}>
      <span>{message}</span>
      <button type="button" className={button({ tone: 'outline', size: 'sm' })} onClick={onDismiss}>
        <Trans>Dismiss</Trans>
      </button>
    </div>
  );
}
