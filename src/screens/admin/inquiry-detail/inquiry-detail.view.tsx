import { type InquiryDetail, inquiryTitle } from '@contracts/inquiries';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useActor } from '@xstate/react';
import { StatusBadge } from '@/components/ui/badge';
import { button } from '@/components/ui/button';
import { LoadStatus, loadStateOf } from '@/components/ui/load-state';
import { loadCatalogs } from '@/i18n/catalogs';
import { useSourceText } from '@/i18n/texts';
import { inspect } from '@/lib/inspect';
import { LocalTime } from '@/shared/admin/local-time';
import { statusTone, useStatusLabel } from '@/shared/inquiries/inquiry-status';
import * as css from './inquiry-detail.css';
import { inquiryDetailLogic } from './inquiry-detail.logic';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/**
 * /admin/hire-inquiries/{id}: Back, 'Loading…' or 'Failed to fetch inquiry', then the inquiry (company and
 * job title, From, Email, Message, Status, Created) and the replies sent to it. One screen machine
 * (inquiry-detail.machine.ts) loads the inquiry and decides where Back goes; this view reads and sends.
 */
export function InquiryDetailView({
  id,
  logic = inquiryDetailLogic,
}: {
  id: string;
  logic?: typeof inquiryDetailLogic;
}) {
  const router = useRouter();
  const { t } = useLingui();
  const text = useSourceText();
  const [snapshot, send] = useActor(
    logic.provide({
      guards: { cameFromAPage: () => router.history.canGoBack() },
      actions: {
        goBack: () => router.history.back(),
        openQueue: () => void router.navigate({ to: '/hire-requests' }),
      },
    }),
    { input: { id }, inspect },
  );
  const { inquiry } = snapshot.context;
  return (
    <section className={css.page} aria-labelledby="inquiry-title">
      <title>{t`Inquiry · Hub Admin`}</title>
      <div>
        <button
          type="button"
          className={button({ tone: 'outline', size: 'sm' })}
          onClick={() => send({ type: 'inquiry.back' })}
        >
          <Trans>Back</Trans>
        </button>
      </div>
      <h1 id="inquiry-title" tabIndex={-1} className={css.title}>
        {inquiry ? inquiryTitle(inquiry) : t`Inquiry`}
      </h1>
      <LoadStatus
        state={loadStateOf(snapshot)}
        loadingText={t`Loading…`}
        error={snapshot.context.error && text(snapshot.context.error)}
        onRetry={() => send({ type: 'inquiry.retry' })}
      />
      {snapshot.matches('loaded') && inquiry && <InquiryFacts inquiry={inquiry} />}
    </section>
  );
}

function InquiryFacts({ inquiry }: { inquiry: InquiryDetail }) {
  const statusLabel = useStatusLabel();
  return (
    <>
      <dl className={css.detail}>
        <dt className={css.term}>
          <Trans>Company</Trans>
        </dt>
        <dd className={css.definition}>{inquiry.company_name}</dd>
        <dt className={css.term}>
          <Trans>Job title</Trans>
        </dt>
        <dd className={css.definition}>{inquiry.job_title}</dd>
        <dt className={css.term}>
          <Trans>From</Trans>
        </dt>
        <dd className={css.definition}>
          {inquiry.first_name} {inquiry.last_name}
        </dd>
        <dt className={css.term}>
          <Trans>Email</Trans>
        </dt>
        <dd className={css.definition}>{inquiry.email}</dd>
        <dt className={css.term}>
          <Trans>Message</Trans>
        </dt>
        <dd className={css.definition}>{inquiry.message}</dd>
        <dt className={css.term}>
          <Trans>Status</Trans>
        </dt>
        <dd className={css.definition}>
          <StatusBadge tone={statusTone(inquiry.status)}>{statusLabel(inquiry.status)}</StatusBadge>
        </dd>
        <dt className={css.term}>
          <Trans>Created</Trans>
        </dt>
        <dd className={css.definition}>
          <LocalTime iso={inquiry.created_at} />
        </dd>
      </dl>
      <section aria-labelledby="replies-title" className={css.page}>
        <h2 id="replies-title" className={css.subheading}>
          <Trans>Replies</Trans>
        </h2>
        {inquiry.replies.length === 0 ? (
          <p className={css.from}>
            <Trans>No replies yet.</Trans>
          </p>
        ) : (
          <ul className={css.replies}>
            {inquiry.replies.map((reply) => (
              <li key={reply.id} className={css.reply}>
                <strong>{reply.subject}</strong>
                <p className={css.message}>{reply.message}</p>
                <p className={css.from}>
                  {reply.sent_by ? (
                    <Trans>
                      Sent by {reply.sent_by} on <LocalTime iso={reply.sent_at} />
                    </Trans>
                  ) : (
                    <Trans>
                      Sent by a former administrator on <LocalTime iso={reply.sent_at} />
                    </Trans>
                  )}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
