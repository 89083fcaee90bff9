import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '@/features/member/dashboard/dashboard-page';

export const Route = createFileRoute('/_member/dashboard/')({
  component: DashboardPage,
});
