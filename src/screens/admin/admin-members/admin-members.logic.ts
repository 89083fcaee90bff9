import { fromPromise } from 'xstate';
import { fetchAdminUsers } from '@/api/fetch-admin-users';
import { updateAdminUser } from '@/api/update-admin-user';
import { adminMembersWith } from './admin-members.machine';

/** /Admin-members with its real network: the API modules the children call. */
export const adminMembersLogic = adminMembersWith({
  fetchPage: fromPromise(({ input }) => fetchAdminUsers({ page: input.page, limit: input.limit })),
  updateItem: fromPromise(({ input }) => updateAdminUser(input)),
});
export type AdminMembersLogic = typeof adminMembersLogic;
