import * as v from 'valibot';
import { pagedResponse } from './paging';
import { defineTexts } from './texts';
import { userRoles } from './users';

/**
 * Accounts as administrators see them (`/Admin-members`): `GET /api/users/users?page&limit` →
 * `{ data: { users }, total }` (oldest account first); `PATCH /api/admin/users/:id { role?, disabled? }` →
 * `{ data: { user } }` (a change revokes that account's sessions). The last active Admin cannot demote or
 * disable themself: 409 `{ message: adminUserMessages.lastAdmin }`.
 */

/** Admin members page size: 4. */
export const ADMIN_USERS_PAGE_SIZE = 4;

export const adminUserMessages = defineTexts('adminUsers', {
  notFound: 'User not found',
  nothingToChange: 'Send a role or disabled to change.',
  roleInvalid: 'Role must be Member, Admin or Moderator',
  disabledInvalid: 'disabled must be true or false',
  lastAdmin: 'You are the last active administrator: make another account Admin first.',
  fetchFailed: 'Failed to fetch members',
  updateFailed: 'Failed to update the account',
});

export const AdminUser = v.object({
  id: v.string(),
  email: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  role: v.picklist(userRoles),
  /** The role asked for at sign-up that only an administrator may grant; null when none. */
  requested_role: v.nullable(v.picklist(userRoles)),
  verified: v.boolean(),
  disabled: v.boolean(),
  created_at: v.pipe(v.string(), v.isoTimestamp()),
});
export type AdminUser = v.InferOutput<typeof AdminUser>;

export const AdminUsersPageResponse = pagedResponse('users', AdminUser);
export type AdminUsersPageResponse = v.InferOutput<typeof AdminUsersPageResponse>;

export const UpdateUserRequest = v.pipe(
  v.object({
    role: v.optional(v.picklist(userRoles, adminUserMessages.roleInvalid)),
    disabled: v.optional(v.boolean(adminUserMessages.disabledInvalid)),
  }),
  v.check(
    (body) => body.role !== undefined || body.disabled !== undefined,
    adminUserMessages.nothingToChange,
  ),
);
export type UpdateUserRequest = v.InferOutput<typeof UpdateUserRequest>;

export const AdminUserResponse = v.object({ data: v.object({ user: AdminUser }) });
export type AdminUserResponse = v.InferOutput<typeof AdminUserResponse>;
