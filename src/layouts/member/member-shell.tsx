import type { BadgeCounts } from '@contracts/member-area';
import { useActor, useSelector } from '@xstate/react';
import { type ReactNode, useCallback } from 'react';
import { type AreaNavEntry, AreaShell } from '@/components/ui/area-shell';
import { inspect } from '@/lib/inspect';
import { LiveStream } from '@/session/live-context';
import type { SessionActor } from '@/session/router-context';
import { OfflineBanner } from '@/shared/live/offline-banner';
import { RefreshMemberBadges } from './member-badges-context';
import { MemberHeader } from './member-header';
import { type MemberShellLogic, memberShellLogic } from './member-shell.logic';

interface SidebarEntry {
  to: string;
  label: string;
  badge?: { count: keyof BadgeCounts; says: (count: number) => string };
}

/** '1 unread notification', '6 unread notifications'. */
const counted = (what: string) => (count: number) => `${count} ${what}${count === 1 ? '' : 's'}`;

/** The spec's sidebar, in its order (Logout follows). */
export const memberSidebarEntries: readonly SidebarEntry[] = [
  { to: '/dashboard', label: 'Dashboard' },
  {
    to: '/notifications',
    label: 'Notifications',
    badge: { count: 'notifications', says: counted('unread notification') },
  },
  {
    to: '/dashboard/resources',
    label: 'Resources',
    badge: { count: 'resources', says: counted('liked resource') },
  },
  {
    to: '/dashboard/projects',
    label: 'Projects',
    badge: { count: 'projects', says: counted('project') },
  },
  {
    to: '/hub-channel',
    label: 'Messages',
    badge: { count: 'messages', says: counted('unread message') },
  },
  {
    to: '/dashboard/events',
    label: 'Events',
    badge: { count: 'events', says: counted('upcoming event') },
  },
];

function entriesWith(counts: BadgeCounts | undefined): AreaNavEntry[] {
  return memberSidebarEntries.map(({ badge, ...entry }) => ({
    ...entry,
    ...(badge && { badge: { count: counts?.[badge.count], says: badge.says } }),
  }));
}

/**
 * The member area's frame (every `_member` route): the kit's AreaShell with the member sidebar and its live
 * badges, the header (search, bell, mail, profile menu) and the tab's live stream, which the pages inside
 * read through `LiveStream`. The shell's machine (machines/member-shell.machine.ts) runs the stream and the
 * badges and joins them; a navigation asks it to read the counts again.
 */
export function MemberShell({
  session,
  children,
  logic = memberShellLogic,
}: {
  session: SessionActor;
  children: ReactNode;
  logic?: MemberShellLogic;
}) {
  const [snapshot, send] = useActor(logic.shell, { inspect });
  const { live, memberBadges } = snapshot.children;
  const counts = useSelector(memberBadges, (badges) => badges?.context.counts);
  const refresh = useCallback(() => send({ type: 'area.navigate' }), [send]);
  const loggingOut = useSelector(session, (snapshot) => snapshot.matches('loggingOut'));
  const user = useSelector(session, (snapshot) => snapshot.context.user);
  const logout = useCallback(() => session.send({ type: 'session.logout' }), [session]);

  return (
    <LiveStream.Provider value={live ?? null}>
      <AreaShell
        name="Member"
        home={{ to: '/dashboard', label: 'Hub' }}
        entries={entriesWith(counts)}
        logout={{ label: 'Logout', busyLabel: 'Logging out...', busy: loggingOut, onLogout: logout }}
        header={<MemberHeader search={logic.search} user={user} onLogout={logout} />}
        notice={live && <OfflineBanner live={live} />}
        onNavigate={refresh}
      >
        <RefreshMemberBadges.Provider value={refresh}>{children}</RefreshMemberBadges.Provider>
      </AreaShell>
    </LiveStream.Provider>
  );
}
