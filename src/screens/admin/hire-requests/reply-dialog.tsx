import { Trans, useLingui } from '@lingui/react/macro';
import { button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { actions } from '@/components/ui/modal.css';
import { SubmitForm } from '@/components/ui/submit-form';
import { loadCatalogs } from '@/i18n/catalogs';
import { useSourceText } from '@/i18n/texts';
import * as css from './hire-requests.css';
import type { ReplyDialogView } from './hire-requests.machine';
import type { InquiryReplyEvent } from './inquiry-reply.machine';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/** 'Reply to Inquiry': Subject, Message, Cancel and Send, as the screen's `selectReplyDialog` shows it. */
export function ReplyDialog({
  dialog,
  send,
}: {
  dialog: ReplyDialogView;
  /** The reply machine's send (a Cancel while sending is ignored by it). */
  send: (event: InquiryReplyEvent) => void;
}) {
  const { t } = useLingui();
  const text = useSourceText();
  const { open, busy, subject, message, error, errorDetail, inquiry } = dialog;
  return (
    <Modal open={open} title={t`Reply to Inquiry`} onClose={() => send({ type: 'reply.cancel' })}>
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
