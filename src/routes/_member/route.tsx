import { createFileRoute, Outlet } from '@tanstack/react-router';
import { guardedInChosenLanguage } from '@/i18n/route-language';
import { MemberShell } from '@/layouts/member/member-shell';
import { accountLanguage } from '@/session/account-language';
import { requireSession } from '@/session/guards';

/** Member pages (/dashboard…, /messages/…, /hub-channel, /notifications) need a session. */
export const Route = createFileRoute('/_member')({
  beforeLoad: (options) =>
    guardedInChosenLanguage(requireSession(options), options.preload, ({ session }) =>
      accountLanguage(session),
    ),
  component: MemberLayout,
});

function MemberLayout() {
  const { session } = Route.useRouteContext();
  return (
    <MemberShell session={session}>
      <Outlet />
    </MemberShell>
  );
}
