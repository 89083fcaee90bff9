import { ADMIN_USERS_PAGE_SIZE, type AdminUser, AdminUsersPageResponse } from '@contracts/admin-users';
import type { Page, PageRequest } from '@contracts/paging';
import { call } from '@/api/http';

/** GET /api/users/users?page&limit=4: one page of every account, and the number of accounts. */
export async function fetchAdminUsers({
  page,
  limit = ADMIN_USERS_PAGE_SIZE,
}: PageRequest): Promise<Page<AdminUser>> {
  const body = await call(
    ({ sessionHttp }) => sessionHttp.get('users/users', { searchParams: { page, limit } }),
    AdminUsersPageResponse,
  );
  return { items: body.data.users, total: body.total };
}
