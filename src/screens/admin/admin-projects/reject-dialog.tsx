import type { ProjectRejectEvent, projectRejectMachine } from '@machines/project-reject.machine';
import type { SnapshotFrom } from 'xstate';
import { button } from '@/components/ui/button';
import * as form from '@/components/ui/form.css';
import { Modal } from '@/components/ui/modal';
import { actions } from '@/components/ui/modal.css';
import { SubmitForm } from '@/components/ui/submit-form';
import { TextField } from '@/components/ui/text-field';

/** 'Reject project': the reason its owner will read, Cancel and Reject. */
export function RejectDialog({
  snapshot,
  send,
}: {
  snapshot: SnapshotFrom<typeof projectRejectMachine>;
  send: (event: ProjectRejectEvent) => void;
}) {
  const busy = snapshot.hasTag('busy');
  const { target, reason, error } = snapshot.context;
  return (
    <Modal
      open={!snapshot.matches('closed')}
      title="Reject project"
      onClose={() => {
        if (!busy) send({ type: 'reject.cancel' });
      }}
    >
      <SubmitForm onSubmit={() => send({ type: 'reject.submit' })}>
        {target && <p className={form.hint}>The owner of “{target.title}” is told the reason.</p>}
        <TextField
          id="reject-reason"
          label="Reason"
          value={reason}
          error={error}
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
            Cancel
          </button>
          <button type="submit" className={button({ tone: 'primary', size: 'sm' })} disabled={busy}>
            {busy ? 'Rejecting...' : 'Reject'}
          </button>
        </div>
      </SubmitForm>
    </Modal>
  );
}
