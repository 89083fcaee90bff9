import {
  ADMIN_USERS_PAGE_SIZE,
  type AdminUser,
  adminUserMessages,
  type UpdateUserRequest,
} from '@contracts/admin-users';
import { createCollectionMachine } from '@machines/collection.machine';
import { createItemUpdateMachine } from '@machines/item-update.machine';
import { fromPromise } from 'xstate';
import { fetchAdminUsers } from '@/api/fetch-admin-users';
import { updateAdminUser } from '@/api/update-admin-user';

/** /Admin-members: every account, 4 a page, numbered pages. */
export const adminMembersMachine = createCollectionMachine<AdminUser>({
  id: 'adminMembers',
  pageSize: ADMIN_USERS_PAGE_SIZE,
  errorMessage: () => adminUserMessages.fetchFailed,
});

/** Grant a role, disable or enable an account. */
export const accountUpdateMachine = createItemUpdateMachine<AdminUser, UpdateUserRequest>({
  id: 'accountUpdate',
});

export const adminMembersLogic = {
  members: adminMembersMachine.provide({
    actors: {
      fetchPage: fromPromise(({ input }) => fetchAdminUsers({ page: input.page, limit: input.limit })),
    },
  }),
  update: accountUpdateMachine.provide({
    actors: { updateItem: fromPromise(({ input }) => updateAdminUser(input)) },
  }),
};
