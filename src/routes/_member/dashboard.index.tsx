import { createFileRoute } from '@tanstack/react-router';
import { DashboardView } from '@/screens/member/dashboard/dashboard.view';

export const Route = createFileRoute('/_member/dashboard/')({
  component: DashboardView,
});
