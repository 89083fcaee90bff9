import { createFileRoute } from '@tanstack/react-router';
import { AdminProjectsView } from '@/screens/admin/admin-projects/admin-projects.view';

export const Route = createFileRoute('/_admin/Admin-projects')({
  component: AdminProjectsView,
});
