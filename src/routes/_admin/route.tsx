import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AdminShell } from '@/layouts/admin/admin-shell';
import { requireAdmin } from '@/session/guards';

/** Admin pages (/Admindashboard, /resources, /hire-requests, …) need a session of role Admin. */
export const Route = createFileRoute('/_admin')({
  beforeLoad: requireAdmin,
  component: AdminLayout,
});

function AdminLayout() {
  const { session } = Route.useRouteContext();
  return (
    <AdminShell session={session}>
      <Outlet />
    </AdminShell>
  );
}
