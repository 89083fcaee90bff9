import type { InquiryReplyEvent, inquiryReplyMachine } from '@machines/inquiry-reply.machine';
import type { SnapshotFrom } from 'xstate';
import { button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { actions } from '@/components/ui/modal.css';
import { SubmitForm } from '@/components/ui/submit-form';
import * as css from './hire-requests.css';

/** 'Reply to Inquiry': Subject, Message, Cancel and Send, driven by the reply machine. */
export function ReplyDialog({
  snapshot,
  send,
}: {
  snapshot: SnapshotFrom<typeof inquiryReplyMachine>;
  send: (event: InquiryReplyEvent) => void;
}) {
  const busy = snapshot.hasTag('busy');
  const { subject, message, error, errorDetail, inquiry } = snapshot.context;
  return (
    <Modal
      open={!snapshot.matches('closed')}
      title="Reply to Inquiry"
      onClose={() => {
        if (!busy) send({ type: 'reply.cancel' });
      }}
    >
      <SubmitForm className={css.form} onSubmit={() => send({ type: 'reply.submit' })}>
        {inquiry && <p className={css.from}>To: {inquiry.to}</p>}
        <label className={css.field}>
          Subject
          <input
            className={css.input}
            name="subject"
            value={subject}
            disabled={busy}
            onChange={(event) => send({ type: 'field.change', field: 'subject', value: event.target.value })}
          />
        </label>
        <label className={css.field}>
          Message
          <textarea
            className={css.textarea}
            name="message"
            value={message}
            disabled={busy}
            onChange={(event) => send({ type: 'field.change', field: 'message', value: event.target.value })}
          />
        </label>
        {error && (
          <div role="alert" className={css.error}>
            <p className={css.message}>{error}</p>
            {errorDetail && <p className={css.message}>{errorDetail}</p>}
          </div>
        )}
        <div className={actions}>
          <button
            type="button"
            className={button({ tone: 'outline', size: 'sm' })}
            disabled={busy}
            onClick={() => send({ type: 'reply.cancel' })}
          >
            Cancel
          </button>
          <button type="submit" className={button({ tone: 'primary', size: 'sm' })} disabled={busy}>
            {busy ? 'Sending...' : 'Send'}
          </button>
        </div>
      </SubmitForm>
    </Modal>
  );
}
