import { createFileRoute, Outlet } from '@tanstack/react-router';
import { SiteLayout } from '@/features/layout/site-layout';
import { requireAdmin } from '@/session/guards';

/** Admin pages (/Admindashboard, /resources, /hire-requests, …) need a session of role Admin. */
export const Route = createFileRoute('/_admin')({
  beforeLoad: requireAdmin,
  component: AdminLayout,
});

function AdminLayout() {
  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  );
}
