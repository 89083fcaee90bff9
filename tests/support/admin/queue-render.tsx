import { act } from '@testing-library/react';
import {
  type HireRequestsNetwork,
  hireRequestsWith,
} from '@/screens/admin/hire-requests/hire-requests.machine';
import { HireRequestsView } from '@/screens/admin/hire-requests/hire-requests.view';
import { createDeferredActors, type DeferredActors } from '../deferred-actors';
import { renderView } from '../render-view';
import { firstPage } from './inquiries';

export const queueActorNames = ['fetchPage', 'updateItem', 'deleteItem', 'sendReply'] as const;

/** The /hire-requests screen machine with deferred actors in place of its children's network. */
export function queueLogicWith(deferred: DeferredActors) {
  // Deferred actors stand in for every network actor (untyped: each path settles them with its outcome).
  return hireRequestsWith(deferred.actors as unknown as HireRequestsNetwork);
}

/** /hire-requests with its first page already answered (for the tests of the card actions). */
export async function renderLoadedQueue(deferred = createDeferredActors(queueActorNames)) {
  const view = await renderView(<HireRequestsView logic={queueLogicWith(deferred)} />, {
    url: '/hire-requests',
  });
  await act(async () => deferred.settle({ type: 'xstate.done.actor.fetchPage', output: firstPage }));
  return { ...view, deferred };
}
