import { adminBadgesMachine } from '@machines/admin-badges.machine';
import { fromPromise } from 'xstate';
import { fetchAdminBadgeCounts } from '@/api/fetch-admin-badge-counts';

/** The sidebar's counts with their real network actor. */
export const adminBadgesLogic = adminBadgesMachine.provide({
  actors: { fetchBadgeCounts: fromPromise(() => fetchAdminBadgeCounts()) },
});
