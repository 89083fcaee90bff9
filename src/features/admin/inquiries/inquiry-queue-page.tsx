import { type HireInquiry, hireInquiryMessages, inquiryStatuses } from '@contracts/hire-inquiries';
import { pageCountOf } from '@machines/collection.machine';
import { useNavigate } from '@tanstack/react-router';
import { useActor } from '@xstate/react';
import { DismissibleError } from '@/components/ui/banner';
import { button } from '@/components/ui/button';
import { DeleteDialog } from '@/components/ui/delete-dialog';
import { LoadStatus, loadStateOf } from '@/components/ui/load-state';
import { Pager } from '@/components/ui/pager';
import { Tabs } from '@/components/ui/tabs';
import { Toast } from '@/components/ui/toast';
import { inspect } from '@/lib/inspect';
import { useRefreshAdminBadges } from '../admin-badges-context';
import * as css from './inquiries.css';
import { InquiryCard, type InquiryCardActions, inquiryTitle } from './inquiry-card';
import { inquiryQueueLogic } from './inquiry-queue.logic';
import { ReplyDialog } from './reply-dialog';

/** All, or one status (the server filters: `?status=`). */
const filterTabs = [
  { id: 'All' as const, label: 'All' },
  ...inquiryStatuses.map((status) => ({ id: status, label: status })),
];

/**
 * /hire-requests: the queue of hire-us inquiries, 5 a page, newest first, with Prev / Next and 'Page X of
 * Y' above 5; each card's menu views, replies, deletes (after asking) or changes the status on the server.
 */
export function InquiryQueuePage({ logic = inquiryQueueLogic }: { logic?: typeof inquiryQueueLogic }) {
  const navigate = useNavigate();
  const refreshBadges = useRefreshAdminBadges();
  const [queue, sendQueue] = useActor(logic.queue, { input: {}, inspect });
  const [reply, sendReply] = useActor(logic.reply, { inspect });
  const [removal, sendRemoval] = useActor(
    logic.remove.provide({
      actions: {
        notifyDeleted: (_, { id }) => {
          sendQueue({ type: 'item.remove', id });
          refreshBadges();
        },
      },
    }),
    { input: { failedText: hireInquiryMessages.deleteFailed }, inspect },
  );
  const [status, sendStatus] = useActor(
    logic.status.provide({
      actions: {
        notifyUpdated: (_, { item }) => {
          sendQueue({ type: 'item.replace', item });
          refreshBadges();
        },
      },
    }),
    { input: { failedText: hireInquiryMessages.statusFailed }, inspect },
  );

  const actions: InquiryCardActions = {
    view: (inquiry) => navigate({ to: '/admin/hire-inquiries/$id', params: { id: inquiry.id } }),
    reply: (inquiry) => sendReply({ type: 'reply.open', id: inquiry.id, to: inquiry.email }),
    remove: (inquiry) => sendRemoval({ type: 'delete.request', id: inquiry.id, name: inquiryTitle(inquiry) }),
    setStatus: (inquiry, next) =>
      sendStatus({ type: 'update.submit', id: inquiry.id, changes: { status: next } }),
  };
  const savingId = status.hasTag('busy') ? status.context.id : undefined;

  return (
    <section className={css.page} aria-labelledby="hire-requests-title">
      <title>Hire Us Requests · Hub Admin</title>
      <h1 id="hire-requests-title" tabIndex={-1} className={css.title}>
        Hire Us Requests
      </h1>
      {status.matches('failed') && (
        <DismissibleError
          message={status.context.error}
          onDismiss={() => sendStatus({ type: 'update.dismiss' })}
        />
      )}
      <div className={css.toolbar}>
        <button
          type="button"
          className={button({ tone: 'outline', size: 'sm' })}
          onClick={() => sendQueue({ type: 'collection.refresh' })}
        >
          Refresh
        </button>
      </div>
      <Tabs
        label="Show inquiries"
        tabs={filterTabs}
        selected={queue.context.filters.status ?? 'All'}
        onSelect={(id) => sendQueue({ type: 'filters.change', filters: id === 'All' ? {} : { status: id } })}
      >
        <LoadStatus
          state={loadStateOf(queue)}
          loadingText="Loading inquiries..."
          emptyText="No inquiries yet."
          error={queue.context.error}
          onRetry={() => sendQueue({ type: 'collection.retry' })}
        />
        {queue.matches('loaded') && (
          <ul className={css.list}>
            {queue.context.items.map((inquiry: HireInquiry) => (
              <InquiryCard
                key={inquiry.id}
                inquiry={inquiry}
                saving={savingId === inquiry.id}
                actions={actions}
              />
            ))}
          </ul>
        )}
        {!queue.matches('failed') && (
          <Pager
            label="Inquiry pages"
            variant="prevNext"
            page={queue.context.page}
            pageCount={pageCountOf(queue.context)}
            onGoto={(page) => sendQueue({ type: 'page.goto', page })}
          />
        )}
      </Tabs>
      <ReplyDialog snapshot={reply} send={sendReply} />
      <DeleteDialog
        removal={removal}
        send={sendRemoval}
        question={() => 'Are you sure you want to delete this inquiry?'}
      />
      <Toast
        message={reply.matches('closed') ? reply.context.notice : undefined}
        onDismiss={() => sendReply({ type: 'notice.dismiss' })}
      />
    </section>
  );
}
