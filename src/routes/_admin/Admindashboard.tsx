import { createFileRoute } from '@tanstack/react-router';
import { AdminDashboardView } from '@/screens/admin/admin-dashboard/admin-dashboard.view';

export const Route = createFileRoute('/_admin/Admindashboard')({
  component: AdminDashboardView,
});
