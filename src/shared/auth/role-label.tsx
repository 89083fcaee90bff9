import { type UserRole, userRoles } from '@contracts/users';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { loadCatalogs } from '@/i18n/catalogs';

await loadCatalogs(import.meta.glob('./locales/*.po'));

const roleLabels: Record<UserRole, MessageDescriptor> = {
  Member: msg`Member`,
  Admin: msg`Admin`,
  Moderator: msg`Moderator`,
};

/** An account's role as the page says it (the API's `Member` is `Membre` on a French page). */
export function roleLabel(i18n: I18n, role: string): string {
  return (userRoles as readonly string[]).includes(role) ? i18n._(roleLabels[role as UserRole]) : role;
}

/** The role's label, where a component renders it (a table cell, a sentence). */
export function RoleName({ role }: { role: string }) {
  const { i18n } = useLingui();
  return roleLabel(i18n, role);
}
