import { commonFailureTexts } from '@contracts/failure-message';
import { inquiryStatuses } from '@contracts/hire-inquiries';
import { Trans, useLingui } from '@lingui/react/macro';
import { pageCountOf } from '@machines/collection.machine';
import { useNavigate } from '@tanstack/react-router';
import { useActor, useSelector } from '@xstate/react';
import { DismissibleError } from '@/components/ui/banner';
import { button } from '@/components/ui/button';
import { DeleteDialog } from '@/components/ui/delete-dialog';
import { LoadStatus, loadStateOf } from '@/components/ui/load-state';
import { Pager } from '@/components/ui/pager';
import { Tabs } from '@/components/ui/tabs';
import { Toast } from '@/components/ui/toast';
import { loadCatalogs } from '@/i18n/catalogs';
import { useSourceText } from '@/i18n/texts';
import { useRefreshAdminBadges } from '@/layouts/admin/admin-badges-context';
import { inspect } from '@/lib/inspect';
import { useStatusLabel } from '@/shared/inquiries/inquiry-status';
import * as css from './hire-requests.css';
import { hireRequestsLogic } from './hire-requests.logic';
import { InquiryCard } from './inquiry-card';
import { ReplyDialog } from './reply-dialog';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/**
 * /hire-requests: the queue of hire-us inquiries, 5 a page, newest first, with Prev / Next and 'Page X of
 * Y' above 5; each card's menu views, replies, deletes (after asking) or changes the status on the server.
 * One screen machine (hire-requests.machine.ts) runs every part; this view reads its children and sends.
 */
export function HireRequestsView({ logic = hireRequestsLogic }: { logic?: typeof hireRequestsLogic }) {
  const navigate = useNavigate();
  const { t } = useLingui();
  const text = useSourceText();
  const statusLabel = useStatusLabel();
  /** All, or one status (the server filters: `?status=`). */
  const filterTabs = [
    { id: 'All' as const, label: t`All` },
    ...inquiryStatuses.map((status) => ({ id: status, label: statusLabel(status) })),
  ];
  const refreshBadges = useRefreshAdminBadges();
  const [snapshot, send] = useActor(
    logic.provide({
      actions: {
        openInquiry: (_, { id }) => navigate({ to: '/admin/hire-inquiries/$id', params: { id } }),
        refreshBadges,
      },
    }),
    { inspect },
  );
  const { inquiryQueue, inquiryStatus, inquiryDelete, inquiryReply } = snapshot.children;
  const queue = useSelector(inquiryQueue, (child) => child);
  const status = useSelector(inquiryStatus, (child) => child);
  const removal = useSelector(inquiryDelete, (child) => child);
  const reply = useSelector(inquiryReply, (child) => child);

  if (!queue || !status || !removal || !reply)
    return (
      <section className={css.page} aria-labelledby="hire-requests-title">
        <h1 id="hire-requests-title" tabIndex={-1} className={css.title}>
          <Trans>Hire Us Requests</Trans>
        </h1>
        <LoadStatus state="failed" loadingText="" error={text(commonFailureTexts.unexpected)} />
      </section>
    );

  const savingId = status.hasTag('busy') ? status.context.id : undefined;
  return (
    <section className={css.page} aria-labelledby="hire-requests-title">
      <title>{t`Hire Us Requests · Hub Admin`}</title>
      <h1 id="hire-requests-title" tabIndex={-1} className={css.title}>
        <Trans>Hire Us Requests</Trans>
      </h1>
      {status.matches('failed') && (
        <DismissibleError
          message={status.context.error && text(status.context.error)}
          onDismiss={() => inquiryStatus?.send({ type: 'update.dismiss' })}
        />
      )}
      <div className={css.toolbar}>
        <button
          type="button"
          className={button({ tone: 'outline', size: 'sm' })}
          onClick={() => inquiryQueue?.send({ type: 'collection.refresh' })}
        >
          <Trans>Refresh</Trans>
        </button>
      </div>
      <Tabs
        label={t`Show inquiries`}
        tabs={filterTabs}
        selected={queue.context.filters.status ?? 'All'}
        onSelect={(id) =>
          inquiryQueue?.send({ type: 'filters.change', filters: id === 'All' ? {} : { status: id } })
        }
      >
        <LoadStatus
          state={loadStateOf(queue)}
          loadingText={t`Loading inquiries...`}
          emptyText={t`No inquiries yet.`}
          error={queue.context.error && text(queue.context.error)}
          onRetry={() => inquiryQueue?.send({ type: 'collection.retry' })}
        />
        {queue.matches('loaded') && (
          <ul className={css.list}>
            {queue.context.items.map((inquiry) => (
              <InquiryCard key={inquiry.id} inquiry={inquiry} saving={savingId === inquiry.id} send={send} />
            ))}
          </ul>
        )}
        {!queue.matches('failed') && (
          <Pager
            label={t`Inquiry pages`}
            variant="prevNext"
            page={queue.context.page}
            pageCount={pageCountOf(queue.context)}
            onGoto={(page) => inquiryQueue?.send({ type: 'page.goto', page })}
          />
        )}
      </Tabs>
      <ReplyDialog snapshot={reply} send={(event) => inquiryReply?.send(event)} />
      <DeleteDialog
        removal={removal}
        send={(event) => inquiryDelete?.send(event)}
        question={() => t`Are you sure you want to delete this inquiry?`}
      />
      <Toast
        message={reply.matches('closed') && reply.context.notice ? text(reply.context.notice) : undefined}
        onDismiss={() => inquiryReply?.send({ type: 'notice.dismiss' })}
      />
    </section>
  );
}
