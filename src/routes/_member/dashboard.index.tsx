import { createFileRoute } from '@tanstack/react-router';
import { SignedInSummary } from '@/features/auth/signed-in-summary';

export const Route = createFileRoute('/_member/dashboard/')({
  component: DashboardRoute,
});

function DashboardRoute() {
  const { session } = Route.useRouteContext();
  return <SignedInSummary session={session} title="User Dashboard" />;
}
