import { Trans, useLingui } from '@lingui/react/macro';
import type { InquiryReplyEvent, inquiryReplyMachine } from '@machines/inquiry-reply.machine';
import type { SnapshotFrom } from 'xstate';
import { button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { actions } from '@/components/ui/modal.css';
import { SubmitForm } from '@/components/ui/submit-form';
import { loadCatalogs } from '@/i18n/catalogs';
import { useSourceText } from '@/i18n/texts';
import * as css from './hire-requests.css';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/** 'Reply to Inquiry': Subject, Message, Cancel and Send, driven by the reply machine. */
export function ReplyDialog({
  snapshot,
  send,
}: {
  snapshot: SnapshotFrom<typeof inquiryReplyMachine>;
  send: (event: InquiryReplyEvent) => void;
}) {
  const { t } = useLingui();
  const text = useSourceText();
  const busy = snapshot.hasTag('busy');
  const { subject, message, error, errorDetail, inquiry } = snapshot.context;
  return (
    <Modal
      open={!snapshot.matches('closed')}
      title={t`Reply to Inquiry`}
      onClose={() => {
        if (!busy) send({ type: 'reply.cancel' });
      }}
    >
      <SubmitForm className={css.form} onSubmit={() => send({ type: 'reply.submit' })}>
        {inquiry && (
          <p className={css.from}>
            <Trans>To: {inquiry.to}</Trans>
          </p>
        )}
        <label className={css.field}>
          <Trans>Subject</Trans>
          <input
            className={css.input}
            name="subject"
            value={subject}
            disabled={busy}
            onChange={(event) => send({ type: 'field.change', field: 'subject', value: event.target.value })}
          />
        </label>
        <label className={css.field}>
          <Trans>Message</Trans>
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
            <p className={css.message}>{text(error)}</p>
            {errorDetail && <p className={css.message}>{text(errorDetail)}</p>}
          </div>
        )}
        <div className={actions}>
          <button
            type="button"
            className={button({ tone: 'outline', size: 'sm' })}
            disabled={busy}
            onClick={() => send({ type: 'reply.cancel' })}
          >
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" className={button({ tone: 'primary', size: 'sm' })} disabled={busy}>
            {busy ? t`Sending...` : t`Send`}
          </button>
        </div>
      </SubmitForm>
    </Modal>
  );
}
