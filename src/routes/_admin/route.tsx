import { createFileRoute, Outlet } from '@tanstack/react-router';
import { guardedInChosenLanguage } from '@/i18n/route-language';
import { AdminShell } from '@/layouts/admin/admin-shell';
import { accountLanguage } from '@/session/account-language';
import { requireAdmin } from '@/session/guards';

/** Admin pages (/Admindashboard, /resources, /hire-requests, …) need a session of role Admin. */
export const Route = createFileRoute('/_admin')({
  beforeLoad: (options) =>
    guardedInChosenLanguage(requireAdmin(options), options.preload, ({ session }) =>
      accountLanguage(session),
    ),
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
