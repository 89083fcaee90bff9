import { createFileRoute, Outlet } from '@tanstack/react-router';
import { applyChosenLanguage } from '@/i18n/route-language';
import { AdminShell } from '@/layouts/admin/admin-shell';
import { accountLanguage } from '@/session/account-language';
import { requireAdmin } from '@/session/guards';

/** Admin pages (/Admindashboard, /resources, /hire-requests, …) need a session of role Admin. */
export const Route = createFileRoute('/_admin')({
  // The page follows the visitor's chosen language, else the account's; the guard's answer is the route's context.
  beforeLoad: async (options) => {
    const guard = requireAdmin(options);
    const [, guarded] = await Promise.all([
      applyChosenLanguage({
        preload: options.preload,
        accountLanguage: async () => accountLanguage((await guard).session),
      }),
      guard,
    ]);
    return guarded;
  },
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
