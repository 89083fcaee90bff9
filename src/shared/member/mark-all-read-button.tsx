import { Trans } from '@lingui/react/macro';
import type { markAllReadMachine } from '@machines/mark-all-read.machine';
import type { SnapshotFrom } from 'xstate';
import { button } from '@/components/ui/button';
import { loadCatalogs } from '@/i18n/catalogs';
import { useSourceText } from '@/i18n/texts';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/** 'Mark all read' (disabled while it is stored) and, when that failed, the reason as an alert. */
export function MarkAllRead({
  snapshot,
  onMark,
}: {
  snapshot: SnapshotFrom<typeof markAllReadMachine>;
  onMark: () => void;
}) {
  const busy = snapshot.hasTag('busy');
  const text = useSourceText();
  return (
    <>
      <button
        type="button"
        className={button({ tone: 'outline', size: 'sm' })}
        disabled={busy}
        aria-busy={busy}
        onClick={onMark}
      >
        <Trans>Mark all read</Trans>
      </button>
      {snapshot.context.error && <p role="alert">{text(snapshot.context.error)}</p>}
    </>
  );
}
