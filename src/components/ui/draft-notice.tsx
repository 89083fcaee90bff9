import { Trans, useLingui } from '@lingui/react/macro';
import { loadCatalogs } from '@/i18n/catalogs';
import { useFormat } from '@/i18n/format';
import { Banner } from './banner';
import { button } from './button';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/**
 * A form's draft put back from the device: when it was kept, and 'Discard draft', which puts the form back
 * to what it opened with (the form's machine decides what that is: the draft machine's `draft.discard`).
 */
export function DraftNotice({ savedAt, onDiscard }: { savedAt: string; onDiscard: () => void }) {
  const { t } = useLingui();
  const format = useFormat();
  const time = format.dateTime(savedAt);
  return (
    <Banner
      tone="info"
      action={
        <button type="button" className={button({ tone: 'outline', size: 'sm' })} onClick={onDiscard}>
          <Trans>Discard draft</Trans>
        </button>
      }
    >
      {t`Draft restored from ${time}`}
    </Banner>
  );
}
