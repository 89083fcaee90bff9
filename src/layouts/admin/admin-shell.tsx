import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { AdminBadgeCounts } from '@machines/admin-badges.machine';
import { useActor, useSelector } from '@xstate/react';
import { type ReactNode, useCallback } from 'react';
import { type AreaNavEntry, AreaShell } from '@/components/ui/area-shell';
import { loadCatalogs } from '@/i18n/catalogs';
import { inspect } from '@/lib/inspect';
import type { SessionActor } from '@/session/router-context';
import { LogoutQuestion } from '@/shared/auth/logout-question';
import { adminBadgesLogic } from './admin-badges.logic';
import { RefreshAdminBadges } from './admin-badges-context';

await loadCatalogs(import.meta.glob('./locales/*.po'));

interface SidebarEntry {
  to: string;
  label: MessageDescriptor;
  badge?: { count: keyof AdminBadgeCounts; says: (count: number) => MessageDescriptor };
}

/** The spec's sidebar, in its order. */
export const sidebarEntries: readonly SidebarEntry[] = [
  { to: '/Admindashboard', label: msg`Dashboard` },
  {
    to: '/hire-requests',
    label: msg`Hire Requests`,
    badge: { count: 'inquiries', says: (count) => msg`${count} pending` },
  },
  {
    to: '/resources',
    label: msg`Resources`,
    badge: { count: 'resources', says: (count) => msg`${count} in all` },
  },
  {
    to: '/Admin-projects',
    label: msg`Projects`,
    badge: { count: 'projects', says: (count) => msg`${count} in review` },
  },
  { to: '/Admin-blogs', label: msg`Blogs` },
  { to: '/Admin-members', label: msg`Members` },
];

/** The entries with the counts fetched so far, in the page's language. */
function entriesWith(
  counts: AdminBadgeCounts | undefined,
  translate: (descriptor: MessageDescriptor) => string,
): AreaNavEntry[] {
  return sidebarEntries.map(({ badge, label, ...entry }) => ({
    ...entry,
    label: translate(label),
    ...(badge && {
      badge: { count: counts?.[badge.count], says: (count: number) => translate(badge.says(count)) },
    }),
  }));
}

/**
 * The admin area's frame (the kit's AreaShell): the sidebar with its live badges and LOGOUT. Counts are
 * fetched again after every navigation and whenever a screen changes what they count.
 */
export function AdminShell({
  session,
  children,
  logic = adminBadgesLogic,
}: {
  session: SessionActor;
  children: ReactNode;
  logic?: typeof adminBadgesLogic;
}) {
  const [badges, sendBadges] = useActor(logic, { inspect });
  const refresh = useCallback(() => sendBadges({ type: 'badges.refresh' }), [sendBadges]);
  // Busy: logging out (its waiting messages counted, then the session revoked); a shell's session is settled.
  const loggingOut = useSelector(session, (snapshot) => snapshot.hasTag('busy'));
  const { i18n, t } = useLingui();

  return (
    <AreaShell
      name={t`Admin`}
      home={{ to: '/Admindashboard', label: t`Hub Admin` }}
      entries={entriesWith(badges.context.counts, (descriptor) => i18n._(descriptor))}
      logout={{
        label: t`LOGOUT`,
        busy: loggingOut,
        onLogout: () => session.send({ type: 'session.logout' }),
      }}
      onNavigate={refresh}
    >
      <RefreshAdminBadges.Provider value={refresh}>{children}</RefreshAdminBadges.Provider>
      <LogoutQuestion session={session} />
    </AreaShell>
  );
}
