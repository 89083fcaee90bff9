import { Trans, useLingui } from '@lingui/react/macro';
import type { SnapshotFrom } from 'xstate';
import { button } from '@/components/ui/button';
import * as form from '@/components/ui/form.css';
import { Modal } from '@/components/ui/modal';
import { actions } from '@/components/ui/modal.css';
import { SubmitForm } from '@/components/ui/submit-form';
import { TextField } from '@/components/ui/text-field';
import { loadCatalogs } from '@/i18n/catalogs';
import { useSourceText } from '@/i18n/texts';
import type { ProjectRejectEvent, projectRejectMachine } from './project-reject.machine';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/** 'Reject project': the reason its owner will read, Cancel and Reject. */
export function RejectDialog({
  snapshot,
  send,
}: {
  snapshot: SnapshotFrom<typeof projectRejectMachine>;
  send: (event: ProjectRejectEvent) => void;
}) {
  const { t } = useLingui();
  const text = useSourceText();
  const busy = snapshot.hasTag('busy');
  const { target, reason, error } = snapshot.context;
  return (
    <Modal
      open={!snapshot.matches('closed')}
      title={t`Reject project`}
      onClose={() => {
        if (!busy) send({ type: 'reject.cancel' });
      }}
    >
      <SubmitForm onSubmit={() => send({ type: 'reject.submit' })}>
        {target && (
          <p className={form.hint}>
            <Trans>The owner of “{target.title}” is told the reason.</Trans>
          </p>
        )}
        <TextField
          id="reject-reason"
          label={t`Reason`}
          value={reason}
          error={error && text(error)}
          required
          multiline
          disabled={busy}
          onChange={(value) => send({ type: 'reason.change', value })}
        />
        <div className={actions}>
          <button
            type="button"
            className={button({ tone: 'outline', size: 'sm' })}
            disabled={busy}
            onClick={() => send({ type: 'reject.cancel' })}
          >
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" className={button({ tone: 'primary', size: 'sm' })} disabled={busy}>
            {busy ? t`Rejecting...` : t`Reject`}
          </button>
        </div>
      </SubmitForm>
    </Modal>
  );
}
