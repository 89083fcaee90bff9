import { act } from '@testing-library/react';
import { inquiryQueueLogic } from '@/features/admin/inquiries/inquiry-queue.logic';
import { InquiryQueuePage } from '@/features/admin/inquiries/inquiry-queue-page';
import { createDeferredActors, type DeferredActors } from '../deferred-actors';
import { renderView } from '../render-view';
import { firstPage } from './inquiries';

export const queueActorNames = ['fetchPage', 'updateItem', 'deleteItem', 'sendReply'] as const;

/** The queue screen's machines with deferred actors. */
export function queueLogicWith(deferred: DeferredActors) {
  const provided = { actors: deferred.actors as never };
  return {
    queue: inquiryQueueLogic.queue.provide(provided),
    reply: inquiryQueueLogic.reply.provide(provided),
    remove: inquiryQueueLogic.remove.provide(provided),
    status: inquiryQueueLogic.status.provide(provided),
  };
}

/** /hire-requests with its first page already answered (for the tests of the card actions). */
export async function renderLoadedQueue(deferred = createDeferredActors(queueActorNames)) {
  const view = await renderView(<InquiryQueuePage logic={queueLogicWith(deferred)} />, {
    url: '/hire-requests',
  });
  await act(async () => deferred.settle({ type: 'xstate.done.actor.fetchPage', output: firstPage }));
  return { ...view, deferred };
}
