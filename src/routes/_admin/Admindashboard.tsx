import { createFileRoute } from '@tanstack/react-router';
import { SignedInSummary } from '@/features/auth/signed-in-summary';

export const Route = createFileRoute('/_admin/Admindashboard')({
  component: AdminDashboardRoute,
});

function AdminDashboardRoute() {
  const { session } = Route.useRouteContext();
  return <SignedInSummary session={session} title="Admin Dashboard" />;
}
