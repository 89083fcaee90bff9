import { createFileRoute, Outlet } from '@tanstack/react-router';
import { SiteLayout } from '@/features/layout/site-layout';
import { requireSession } from '@/session/guards';

/** Member pages (/dashboard…, /messages/…, /hub-channel, /notifications) need a session. */
export const Route = createFileRoute('/_member')({
  beforeLoad: requireSession,
  component: MemberLayout,
});

function MemberLayout() {
  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  );
}
