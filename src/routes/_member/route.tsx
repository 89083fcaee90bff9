import { createFileRoute, Outlet } from '@tanstack/react-router';
import { applyChosenLanguage } from '@/i18n/route-language';
import { MemberShell } from '@/layouts/member/member-shell';
import { requireSession } from '@/session/guards';

/** Member pages (/dashboard…, /messages/…, /hub-channel, /notifications) need a session. */
export const Route = createFileRoute('/_member')({
  // The page follows the visitor's chosen language; the guard's answer is the route's context.
  beforeLoad: async (options) => {
    const [, guarded] = await Promise.all([applyChosenLanguage(options), requireSession(options)]);
    return guarded;
  },
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
