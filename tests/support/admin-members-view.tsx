import type { AdminUser } from '@contracts/admin-users';
import type { Page } from '@contracts/paging';
import {
  type AdminMembersNetwork,
  adminMembersWith,
} from '@/screens/admin/admin-members/admin-members.machine';
import { AdminMembersView } from '@/screens/admin/admin-members/admin-members.view';
import type { DeferredActors } from './deferred-actors';
import { renderView } from './render-view';

/** Five accounts: the first page holds four, the second one. */
export const accounts: AdminUser[] = [
  ['Aline', 'Uwase', 'Admin', null],
  ['Eric', 'Habimana', 'Member', 'Moderator'],
  ['Grace', 'Mukamana', 'Member', null],
  ['Diane', 'Ingabire', 'Member', 'Admin'],
  ['Patrick', 'Mugisha', 'Member', null],
].map(([first, last, role, requested], index) => ({
  id: `10000000-0000-4000-8000-00000000000${index + 1}`,
  email: `${String(first).toLowerCase()}@hub.example`,
  first_name: first as string,
  last_name: last as string,
  role: role as AdminUser['role'],
  requested_role: requested as AdminUser['requested_role'],
  verified: index !== 2,
  disabled: false,
  created_at: '2025-05-01T10:00:00.000Z',
}));
export const firstPage: Page<AdminUser> = { items: accounts.slice(0, 4), total: 5 };
export const secondPage: Page<AdminUser> = { items: accounts.slice(4), total: 5 };

/** The /Admin-members screen machine with deferred actors in place of its children's network. */
export function adminMembersLogicWith(deferred: DeferredActors) {
  // Deferred actors stand in for every network actor (untyped: each path settles them with its outcome).
  return adminMembersWith(deferred.actors as unknown as AdminMembersNetwork);
}

/** Renders /Admin-members with deferred actors (`fetchPage`, `updateItem`). */
export function renderMembers(deferred: DeferredActors) {
  return renderView(<AdminMembersView logic={adminMembersLogicWith(deferred)} />, { url: '/Admin-members' });
}
