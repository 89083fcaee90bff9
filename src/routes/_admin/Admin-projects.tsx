import { createFileRoute } from '@tanstack/react-router';
import { AdminProjectsPage } from '@/features/admin/projects/admin-projects-page';

export const Route = createFileRoute('/_admin/Admin-projects')({
  component: AdminProjectsPage,
});
