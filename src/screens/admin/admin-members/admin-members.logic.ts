import { fromPromise } from 'xstate';
import { adminMembersWith } from './admin-members.machine';
import { fetchAdminUsers } from './fetch-admin-users.api';
import { updateAdminUser } from './update-admin-user.api';

/** /Admin-members with its real network: the API modules the children call. */
export const adminMembersLogic = adminMembersWith({
  fetchPage: fromPromise(({ input }) => fetchAdminUsers({ page: input.page, limit: input.limit })),
  updateItem: fromPromise(({ input }) => updateAdminUser(input)),
});
export type AdminMembersLogic = typeof adminMembersLogic;
