import { commonFailureTexts } from '@contracts/failure-message';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useActor } from '@xstate/react';
import { DismissibleError } from '@/components/ui/banner';
import { button } from '@/components/ui/button';
import { DeleteDialog } from '@/components/ui/delete-dialog';
import { LoadStatus } from '@/components/ui/load-state';
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
import {
  inquiryTabs,
  selectCards,
  selectDeleteQuestion,
  selectPager,
  selectQueueLoad,
  selectReplyDialog,
  selectReplyNotice,
  selectStatusFailure,
  selectStopped,
  selectTab,
} from './hire-requests.machine';
import { InquiryCard } from './inquiry-card';
import { ReplyDialog } from './reply-dialog';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/**
 * /hire-requests: the queue of hire-us inquiries, 5 a page, newest first, with Prev / Next and 'Page X of
 * Y' above 5; each card's menu views, replies, deletes (after asking) or changes the status on the server.
 * One screen machine (hire-requests.machine.ts) runs every part; this view renders its selectors and sends
 * (screen events, or a part's own widget to that part).
 */
export function HireRequestsView({ logic = hireRequestsLogic }: { logic?: typeof hireRequestsLogic }) {
  const navigate = useNavigate();
  const { t } = useLingui();
  const text = useSourceText();
  const statusLabel = useStatusLabel();
  /** All, or one status (the server filters: `?status=`). */
  const filterTabs = inquiryTabs.map((tab) => ({
    id: tab,
    label: tab === 'All' ? t`All` : statusLabel(tab),
  }));
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

  if (selectStopped(snapshot))
    return (
      <section className={css.page} aria-labelledby="hire-requests-title">
        <h1 id="hire-requests-title" tabIndex={-1} className={css.title}>
          <Trans>Hire Us Requests</Trans>
        </h1>
        <LoadStatus state="failed" loadingText="" error={text(commonFailureTexts.unexpected)} />
      </section>
    );

  const load = selectQueueLoad(snapshot);
  const pager = selectPager(snapshot);
  const statusFailure = selectStatusFailure(snapshot);
  const notice = selectReplyNotice(snapshot);
  return (
    <section className={css.page} aria-labelledby="hire-requests-title">
      <title>{t`Hire Us Requests · Hub Admin`}</title>
      <h1 id="hire-requests-title" tabIndex={-1} className={css.title}>
        <Trans>Hire Us Requests</Trans>
      </h1>
      {statusFailure && (
        <DismissibleError
          message={text(statusFailure)}
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
        selected={selectTab(snapshot)}
        onSelect={(tab) => send({ type: 'tab.select', tab })}
      >
        <LoadStatus
          state={load.state}
          loadingText={t`Loading inquiries...`}
          emptyText={t`No inquiries yet.`}
          error={load.error && text(load.error)}
          onRetry={() => inquiryQueue?.send({ type: 'collection.retry' })}
        />
        {load.state === 'loaded' && (
          <ul className={css.list}>
            {selectCards(snapshot).map((card) => (
              <InquiryCard key={card.inquiry.id} card={card} send={send} />
            ))}
          </ul>
        )}
        {pager && (
          <Pager
            label={t`Inquiry pages`}
            variant="prevNext"
            page={pager.page}
            pageCount={pager.pageCount}
            onGoto={(page) => inquiryQueue?.send({ type: 'page.goto', page })}
          />
        )}
      </Tabs>
      <ReplyDialog dialog={selectReplyDialog(snapshot)} send={(event) => inquiryReply?.send(event)} />
      <DeleteDialog
        removal={selectDeleteQuestion(snapshot)}
        send={(event) => inquiryDelete?.send(event)}
        question={() => t`Are you sure you want to delete this inquiry?`}
      />
      <Toast
        message={notice && text(notice)}
        onDismiss={() => inquiryReply?.send({ type: 'notice.dismiss' })}
      />
    </section>
  );
}
