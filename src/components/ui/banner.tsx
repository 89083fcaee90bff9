import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { loadCatalogs } from '@/i18n/catalogs';
import * as css from './banner.css';
import { button } from './button';

await loadCatalogs(import.meta.glob('./locales/*.po'));

export interface BannerProps {
  /** 'error' is announced at once (`role="alert"`); the others politely (`role="status"`). */
  tone: keyof typeof css.tone;
  children: ReactNode;
  /** A button beside the text ('Try again'). */
  action?: ReactNode;
}

/** A message in the flow of the page: an error in red, a success in green, a note in blue. */
export function Banner({ tone, children, action }: BannerProps) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={css.tone[tone]}>
      <span>{children}</span>
      {action}
    </div>
  );
}

/** An error the person has seen and can put away (a failed row action: publish, status, role). */
export function DismissibleError({
  message,
  onDismiss,
}: {
  message: string | undefined;
  onDismiss: () => void;
}) {
  return (
    <Banner
      tone="error"
      action={
        <button type="button" className={button({ tone: 'outline', size: 'sm' })} onClick={onDismiss}>
          <Trans>Dismiss</Trans>
        </button>
      }
    >
      {message}
    </Banner>
  );
}
