import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { loadCatalogs } from '@/i18n/catalogs';
import type { SessionActor } from '@/session/router-context';

await loadCatalogs(import.meta.glob('./locales/*.po'));

type SessionSnapshot = SnapshotFrom<SessionActor>;
const isAsking = (snapshot: SessionSnapshot) => snapshot.matches({ signedIn: { logout: 'asking' } });
const waitingCount = (snapshot: SessionSnapshot) => snapshot.context.waitingCount;

/**
 * The session's question before a logout that would discard messages still waiting to be sent: Log out
 * (they go with the rest of the account's device data) or Cancel (stay signed in). Each area that offers
 * Logout renders it once; it shows while the session asks.
 */
export function LogoutQuestion({ session }: { session: SessionActor }) {
  const asking = useSelector(session, isAsking);
  const count = useSelector(session, waitingCount);
  const { t } = useLingui();
  return (
    <ConfirmDialog
      open={asking}
      title={t`Messages not sent`}
      question={plural(count, {
        one: '# message has not been sent yet. Log out and discard it?',
        other: '# messages have not been sent yet. Log out and discard them?',
      })}
      confirmLabel={t`Log out`}
      onConfirm={() => session.send({ type: 'logout.confirm' })}
      onCancel={() => session.send({ type: 'logout.cancel' })}
    />
  );
}
