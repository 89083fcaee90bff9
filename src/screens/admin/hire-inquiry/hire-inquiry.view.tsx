import { commonFailureTexts } from '@contracts/failure-message';
import { type HireInquiryDetail, inquiryTitle } from '@contracts/hire-inquiries';
import { useRouter } from '@tanstack/react-router';
import { useActor, useSelector } from '@xstate/react';
import { StatusBadge } from '@/components/ui/badge';
import { button } from '@/components/ui/button';
import { LoadStatus, loadStateOf } from '@/components/ui/load-state';
import { inspect } from '@/lib/inspect';
import { localDateTime } from '@/shared/admin/format';
import { statusTone } from '@/shared/inquiries/inquiry-status';
import * as css from './hire-inquiry.css';
import { hireInquiryLogic } from './hire-inquiry.logic';

/**
 * /admin/hire-inquiries/{id}: Back, 'Loading…' or 'Failed to fetch inquiry', then the inquiry (company and
 * job title, From, Email, Message, Status, Created) and the replies sent to it. One screen machine
 * (hire-inquiry.machine.ts) runs the load and decides where Back goes; this view reads its child and sends.
 */
export function HireInquiryView({
  id,
  logic = hireInquiryLogic,
}: {
  id: string;
  logic?: typeof hireInquiryLogic;
}) {
  const router = useRouter();
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
  const { inquiryDetail } = snapshot.children;
  const detail = useSelector(inquiryDetail, (child) => child);
  const inquiry = detail?.context.inquiry;
  return (
    <section className={css.page} aria-labelledby="inquiry-title">
      <title>Inquiry · Hub Admin</title>
      <div>
        <button
          type="button"
          className={button({ tone: 'outline', size: 'sm' })}
          onClick={() => send({ type: 'inquiry.back' })}
        >
          Back
        </button>
      </div>
      <h1 id="inquiry-title" tabIndex={-1} className={css.title}>
        {inquiry ? inquiryTitle(inquiry) : 'Inquiry'}
      </h1>
      {detail ? (
        <LoadStatus
          state={loadStateOf(detail)}
          loadingText="Loading…"
          error={detail.context.error}
          onRetry={() => inquiryDetail?.send({ type: 'inquiry.retry' })}
        />
      ) : (
        <LoadStatus state="failed" loadingText="" error={commonFailureTexts.unexpected} />
      )}
      {detail?.matches('loaded') && inquiry && <InquiryFacts inquiry={inquiry} />}
    </section>
  );
}

function InquiryFacts({ inquiry }: { inquiry: HireInquiryDetail }) {
  return (
    <>
      <dl className={css.detail}>
        <dt className={css.term}>Company</dt>
        <dd className={css.definition}>{inquiry.company_name}</dd>
        <dt className={css.term}>Job title</dt>
        <dd className={css.definition}>{inquiry.job_title}</dd>
        <dt className={css.term}>From</dt>
        <dd className={css.definition}>
          {inquiry.first_name} {inquiry.last_name}
        </dd>
        <dt className={css.term}>Email</dt>
        <dd className={css.definition}>{inquiry.email}</dd>
        <dt className={css.term}>Message</dt>
        <dd className={css.definition}>{inquiry.message}</dd>
        <dt className={css.term}>Status</dt>
        <dd className={css.definition}>
          <StatusBadge tone={statusTone(inquiry.status)}>{inquiry.status}</StatusBadge>
        </dd>
        <dt className={css.term}>Created</dt>
        <dd className={css.definition}>
          <time dateTime={inquiry.created_at}>{localDateTime(inquiry.created_at)}</time>
        </dd>
      </dl>
      <section aria-labelledby="replies-title" className={css.page}>
        <h2 id="replies-title" className={css.subheading}>
          Replies
        </h2>
        {inquiry.replies.length === 0 ? (
          <p className={css.from}>No replies yet.</p>
        ) : (
          <ul className={css.replies}>
            {inquiry.replies.map((reply) => (
              <li key={reply.id} className={css.reply}>
                <strong>{reply.subject}</strong>
                <p className={css.message}>{reply.message}</p>
                <p className={css.from}>
                  Sent by {reply.sent_by || 'a former administrator'} on{' '}
                  <time dateTime={reply.sent_at}>{localDateTime(reply.sent_at)}</time>
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
