import type { Resource } from '@contracts/resources';
import type { RouteDeps } from '../deps';
import { announce, notifyEveryone } from '../notifications/notify';

export const newResourceNotice = (resource: Pick<Resource, 'title' | 'subcategory'>) =>
  `New resource: “${resource.title}” in ${resource.subcategory}.`;

/**
 * A new resource notifies the members (every account but the one who added it),
 * type `upload`, leading to the resources room; the notifications are stored at once and delivered live
 * in the background (one account after another), so the answer does not wait for every open stream.
 */
export async function announceNewResource(
  deps: Pick<RouteDeps, 'db' | 'clock' | 'live' | 'logger'>,
  resource: Pick<Resource, 'title' | 'subcategory'>,
  addedBy: string,
): Promise<void> {
  const rows = await notifyEveryone(deps.db, {
    type: 'upload',
    text: newResourceNotice(resource),
    link: '/resources-room',
    now: deps.clock.now(),
    exceptAccountId: addedBy,
  });
  void announce(deps, rows);
}
