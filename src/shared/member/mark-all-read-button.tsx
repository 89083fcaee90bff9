import type { markAllReadMachine } from '@machines/mark-all-read.machine';
import type { SnapshotFrom } from 'xstate';
import { button } from '@/components/ui/button';

/** 'Mark all read' (disabled while it is stored) and, when that failed, the reason as an alert. */
export function MarkAllRead({
  snapshot,
  onMark,
}: {
  snapshot: SnapshotFrom<typeof markAllReadMachine>;
  onMark: () => void;
}) {
  const busy = snapshot.hasTag('busy');
  return (
    <>
      <button
        type="button"
        className={button({ tone: 'outline', size: 'sm' })}
        disabled={busy}
        aria-busy={busy}
        onClick={onMark}
      >
        Mark all read
      </button>
      {snapshot.context.error && <p role="alert">{snapshot.context.error}</p>}
    </>
  );
}
