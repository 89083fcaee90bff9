import type { AdminBadgeCounts } from '@machines/admin-badges.machine';
import { useActor, useSelector } from '@xstate/react';
import { type ReactNode, useCallback } from 'react';
import { type AreaNavEntry, AreaShell } from '@/components/ui/area-shell';
import { inspect } from '@/lib/inspect';
import type { SessionActor } from '@/session/router-context';
import { adminBadgesLogic } from './admin-badges.logic';
import { RefreshAdminBadges } from './admin-badges-context';

interface SidebarEntry {
  to: string;
  label: string;
  badge?: { count: keyof AdminBadgeCounts; says: (count: number) => string };
}

/** The spec's sidebar, in its order. */
export const sidebarEntries: readonly SidebarEntry[] = [
  { to: '/Admindashboard', label: 'Dashboard' },
  {
    to: '/hire-requests',
    label: 'Hire Requests',
    badge: { count: 'inquiries', says: (count) => `${count} pending` },
  },
  { to: '/resources', label: 'Resources', badge: { count: 'resources', says: (count) => `${count} in all` } },
  {
    to: '/Admin-projects',
    label: 'Projects',
    badge: { count: 'projects', says: (count) => `${count} in review` },
  },
  { to: '/Admin-blogs', label: 'Blogs' },
  { to: '/Admin-members', label: 'Members' },
];

/** The entries with the counts fetched so far. */
function entriesWith(counts: AdminBadgeCounts | undefined): AreaNavEntry[] {
  return sidebarEntries.map(({ badge, ...entry }) => ({
    ...entry,
    ...(badge && { badge: { count: counts?.[badge.count], says: badge.says } }),
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
  const loggingOut = useSelector(session, (snapshot) => snapshot.matches('loggingOut'));

  return (
    <AreaShell
      name="Admin"
      home={{ to: '/Admindashboard', label: 'Hub Admin' }}
      entries={entriesWith(badges.context.counts)}
      logout={{ label: 'LOGOUT', busy: loggingOut, onLogout: () => session.send({ type: 'session.logout' }) }}
      onNavigate={refresh}
    >
      <RefreshAdminBadges.Provider value={refresh}>{children}</RefreshAdminBadges.Provider>
    </AreaShell>
  );
}
