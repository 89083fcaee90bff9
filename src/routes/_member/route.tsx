import { createFileRoute, Outlet } from '@tanstack/react-router';
import { MemberShell } from '@/layouts/member/member-shell';
import { requireSession } from '@/session/guards';

/** Member pages (/dashboard…, /messages/…, /hub-channel, /notifications) need a session. */
export const Route = createFileRoute('/_member')({
  beforeLoad: requireSession,
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
