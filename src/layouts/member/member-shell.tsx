import type { BadgeCounts } from '@contracts/member-area';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useActor, useSelector } from '@xstate/react';
import { type ReactNode, useCallback } from 'react';
import { type AreaNavEntry, AreaShell } from '@/components/ui/area-shell';
import { loadCatalogs } from '@/i18n/catalogs';
import { inspect } from '@/lib/inspect';
import { LiveStream } from '@/session/live-context';
import type { SessionActor } from '@/session/router-context';
import { LogoutQuestion } from '@/shared/auth/logout-question';
import { OfflineBanner } from '@/shared/live/offline-banner';
import { RefreshMemberBadges } from './member-badges-context';
import { MemberHeader } from './member-header';
import { type MemberShellLogic, memberShellLogic } from './member-shell.logic';

await loadCatalogs(import.meta.glob('./locales/*.po'));

interface SidebarEntry {
  to: string;
  label: MessageDescriptor;
  badge?: { count: keyof BadgeCounts; says: (count: number) => string };
}

/** The spec's sidebar, in its order (Logout follows). */
export const memberSidebarEntries: readonly SidebarEntry[] = [
  { to: '/dashboard', label: msg`Dashboard` },
  {
    to: '/notifications',
    label: msg`Notifications`,
    badge: {
      count: 'notifications',
      says: (count) => plural(count, { one: '# unread notification', other: '# unread notifications' }),
    },
  },
  {
    to: '/dashboard/resources',
    label: msg`Resources`,
    badge: {
      count: 'resources',
      says: (count) => plural(count, { one: '# liked resource', other: '# liked resources' }),
    },
  },
  {
    to: '/dashboard/projects',
    label: msg`Projects`,
    badge: { count: 'projects', says: (count) => plural(count, { one: '# project', other: '# projects' }) },
  },
  {
    to: '/hub-channel',
    label: msg`Messages`,
    badge: {
      count: 'messages',
      says: (count) => plural(count, { one: '# unread message', other: '# unread messages' }),
    },
  },
  {
    to: '/dashboard/events',
    label: msg`Events`,
    badge: {
      count: 'events',
      says: (count) => plural(count, { one: '# upcoming event', other: '# upcoming events' }),
    },
  },
];

function entriesWith(counts: BadgeCounts | undefined, i18n: I18n): AreaNavEntry[] {
  return memberSidebarEntries.map(({ badge, label, ...entry }) => ({
    ...entry,
    label: i18n._(label),
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
  // Busy: logging out (its waiting messages counted, then the session revoked); a shell's session is settled.
  const loggingOut = useSelector(session, (snapshot) => snapshot.hasTag('busy'));
  const user = useSelector(session, (snapshot) => snapshot.context.user);
  const logout = useCallback(() => session.send({ type: 'session.logout' }), [session]);
  const { t, i18n } = useLingui();

  return (
    <LiveStream.Provider value={live ?? null}>
      <AreaShell
        name={t`Member`}
        home={{ to: '/dashboard', label: 'Hub' }}
        entries={entriesWith(counts, i18n)}
        logout={{ label: t`Logout`, busyLabel: t`Logging out...`, busy: loggingOut, onLogout: logout }}
        header={<MemberHeader search={logic.search} user={user} onLogout={logout} />}
        notice={live && <OfflineBanner live={live} />}
        onNavigate={refresh}
      >
        <RefreshMemberBadges.Provider value={refresh}>{children}</RefreshMemberBadges.Provider>
        <LogoutQuestion session={session} />
      </AreaShell>
    </LiveStream.Provider>
  );
}
