import { type AdminUser, AdminUserResponse, type UpdateUserRequest } from '@contracts/admin-users';
import { call } from '@/api/http';

/**
 * PATCH /api/admin/users/:id { role?, disabled? }: grant a role or disable / enable an account (its
 * sessions are revoked); 409 with the server's message for the last active Admin.
 */
export async function updateAdminUser({
  id,
  changes,
}: {
  id: string;
  changes: UpdateUserRequest;
}): Promise<AdminUser> {
  const body = await call(
    ({ sessionHttp }) => sessionHttp.patch(`admin/users/${encodeURIComponent(id)}`, { json: changes }),
    AdminUserResponse,
  );
  return body.data.user;
}
